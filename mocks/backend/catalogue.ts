import type { Product, ProductQuery } from '../../src/api/types';
import { productNamed } from '../../src/rules/productRoute';
import { applyCatalogueChanges } from './catalogueChanges';
import type { MockRequest } from './route';
import catalogue from './validatedCatalogue';

/**
 * The catalogue is validated before the shop asks for it (mocks/validatedCatalogue.ts):
 * its products are bundled as data or, when it is large, emitted as a JSON file of
 * their own whose URL is imported here; that one is fetched once and trusted, like
 * a real backend reading its database.
 */
const bundled = typeof catalogue === 'string' ? null : catalogue;

let products: Product[] | null = bundled;
let loading: Promise<Product[]> | null = null;

/** Makes sure the catalogue is in memory; the route handlers wait for it. */
export function loadCatalogue(): Promise<Product[]> {
  if (products) return Promise.resolve(products);
  loading ??= fetch(catalogue as string)
    .then((response) => response.json())
    .then((list: Product[]) => (products = list));
  return loading;
}

/** The validated catalogue (empty until a fetched file has arrived). */
export function allProducts(): Product[] {
  return products ?? [];
}

/** Each size's availability from its count of units: the catalogue's own until stock.ts, a later file, counts. */
let withUnits = (list: Product[]) => list;

/** stock.ts, once fetched: the served catalogue shows a size sold out when its units are gone. */
export function countUnitsWith(count: (list: Product[]) => Product[]): void {
  withUnits = count;
}

/**
 * The catalogue a request is served and priced from: each size available while it has units
 * (stock.ts), then the changes the request carries (the run-time switches), if any.
 */
export function servedProducts(request: Pick<MockRequest, 'catalogueChanges'>): Product[] {
  return applyCatalogueChanges(withUnits(allProducts()), request.catalogueChanges);
}

/** For tests: serve other, already validated products (null goes back to the catalogue's). */
export function serveProducts(list: Product[] | null): void {
  products = list ?? bundled;
}

/**
 * The product an address shows (src/rules/productRoute.ts). `products`: the catalogue as served
 * (catalogueChanges.ts), the validated one by default.
 */
export function findProduct({ name, color }: ProductQuery, products: Product[] = allProducts()): Product | null {
  return productNamed(products, name, color) ?? null;
}

import catalogueFile from '@catalogue';
import type { Product, ProductQuery } from '../src/api/types';
import { foldForSearch } from '../src/lib/text';
import { parseCatalogue } from './catalogueSchema';

let products: Product[] | null = null;
let loading: Promise<Product[]> | null = null;

/**
 * The catalogue file (`CATALOGUE_FILE` at build time) is bundled as data, or,
 * when it is large, emitted as a file of its own whose URL is imported here;
 * that one is fetched once, like a real backend reading its database.
 */
const fileUrl = typeof catalogueFile === 'string' ? (catalogueFile as string) : null;

/** Makes sure the catalogue is in memory; the route handlers wait for it. */
export function loadCatalogue(): Promise<Product[]> {
  if (products) return Promise.resolve(products);
  if (!fileUrl) return Promise.resolve(allProducts());
  loading ??= fetch(fileUrl)
    .then((response) => response.json())
    .then((file: unknown) => (products = parseCatalogue(file)));
  return loading;
}

/** The validated catalogue, parsed once (empty until a fetched file has arrived). */
export function allProducts(): Product[] {
  if (!products && !fileUrl) products = parseCatalogue(catalogueFile);
  return products ?? [];
}

/** For tests: serve another catalogue (null goes back to the file). */
export function useCatalogue(file: unknown | null): void {
  products = file === null ? null : parseCatalogue(file);
}

/**
 * Spec §4: the current product is the first catalogue item whose name contains
 * the chosen text. A colour from a card or menu link picks among same-name
 * products; an unknown colour falls back to the first name match.
 */
export function findProduct({ name, color }: ProductQuery): Product | null {
  const text = foldForSearch(name.trim());
  if (!text) return null;
  const matches = allProducts().filter((p) => foldForSearch(p.name).includes(text));
  return matches.find((p) => p.colorSlug === color) ?? matches[0] ?? null;
}

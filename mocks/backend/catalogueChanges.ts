/**
 * Changes to the catalogue the server prices with, made at run time from the
 * console (`vitrineMock.reprice('20002605_613', 'R$ 199,90')`,
 * `vitrineMock.soldOut('20002605_613_M')`, mocks/devtools/switches.ts) to try "a
 * price changed / a size sold out" at checkout. Each request carries them
 * (MockRequest.catalogueChanges); GET /products and every pricing route serve
 * the changed catalogue (servedProducts in catalogue.ts).
 * Production builds have no switches, so there it is the validated one. This
 * file does not load the catalogue: the console handle checks values with it.
 */
import type { Product } from '../../src/api/types';
import { parsePriceToCents } from './priceText';

export interface CatalogueChanges {
  /** Product id (code_color) → its new current price. */
  prices: Record<string, number>;
  /** SKUs whose size is sold out. */
  soldOut: string[];
}

/** A product id or SKU as the catalogue writes them. */
const ID = /^[A-Za-z0-9_-]{1,60}$/;

/** Checks one reprice; throws with what is wrong (the console handle shows it). */
export function parseReprice(id: string, price: string): number {
  if (typeof id !== 'string' || !ID.test(id)) throw new Error(`reprice: "${String(id)}" is not a product id`);
  const cents = typeof price === 'string' ? parsePriceToCents(price) : null;
  if (cents === null || cents <= 0) throw new Error(`reprice: "${String(price)}" is not a price like "R$ 199,90"`);
  return cents;
}

/** Checks one SKU for soldOut; throws with what is wrong. */
export function parseSoldOut(sku: string): string {
  if (typeof sku !== 'string' || !ID.test(sku)) throw new Error(`soldOut: "${String(sku)}" is not a SKU`);
  return sku;
}

const warned = new Set<string>();

/** Names an id the catalogue does not have, once per id (the console handle cannot check it when set). */
function warnUnknown(kind: string, id: string): void {
  if (warned.has(`${kind}:${id}`)) return;
  warned.add(`${kind}:${id}`);
  console.warn(`[mock backend] ${kind}: the catalogue has no "${id}"; ignored`);
}

/** The new price keeps the product coherent: a discount against the regular price, parcels that cover it. */
function repriced(product: Product, cents: number): Product {
  const regularPriceCents = Math.max(product.regularPriceCents, cents);
  const { count } = product.installments;
  return {
    ...product,
    actualPriceCents: cents,
    regularPriceCents,
    discountPercent: Math.round(100 - (cents * 100) / regularPriceCents),
    installments: { count, amountCents: Math.ceil(cents / count) },
  };
}

/** The products with the changes applied (new objects; the catalogue itself is never touched). */
export function applyCatalogueChanges(products: Product[], changes: CatalogueChanges | undefined): Product[] {
  if (!changes) return products;
  const ids = new Set(products.map((p) => p.id));
  const skus = new Set(products.flatMap((p) => p.sizes.map((s) => s.sku)));
  for (const id of Object.keys(changes.prices)) if (!ids.has(id)) warnUnknown('reprice', id);
  for (const sku of changes.soldOut) if (!skus.has(sku)) warnUnknown('soldOut', sku);
  const soldOut = new Set(changes.soldOut);
  return products.map((product) => {
    const cents = changes.prices[product.id];
    const changed = cents === undefined ? product : repriced(product, cents);
    if (!product.sizes.some((s) => soldOut.has(s.sku))) return changed;
    return { ...changed, sizes: changed.sizes.map((s) => (soldOut.has(s.sku) ? { ...s, available: false } : s)) };
  });
}

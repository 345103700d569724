/**
 * The fake backend's units per SKU (the rule: src/rules/stock.ts), in the server's records
 * (store.ts, the `stock` table), so every count moves in the transaction of the request that
 * moves it: an order takes its units with the order itself, or none when it fails.
 *
 * Only a size whose count has moved has a row; any other has the units it starts with: the
 * configured number when the catalogue lists it as available, none when it lists it as sold out.
 *
 * The catalogue's routes are served by code that does not hold this file (it arrives with the
 * later routes): once here, it registers its count with catalogue.ts, so the served catalogue
 * shows a size sold out at 0 units as the catalogue's own sold-out sizes are shown.
 */
import type { Product } from '../../src/api/types';
import { hasUnitsLeft, isUnitCount, STARTING_UNITS, startingUnits } from '../../src/rules/stock';
import { allProducts, countUnitsWith } from './catalogue';
import { SCHEMA } from './schema';
import { isRecord, StoreFailure, table } from './store';

interface StockRow {
  sku: string;
  units: number;
}

function decodeRow(stored: unknown): StockRow | null {
  if (!isRecord(stored) || typeof stored.sku !== 'string' || !isUnitCount(stored.units)) return null;
  return { sku: stored.sku, units: stored.units };
}

const counts = table(SCHEMA.stock, decodeRow);

/** A line's SKU and the units it asks for (an order's line, a return's, an exchange's new size). */
export interface Units {
  sku: string;
  quantity: number;
}

/** A line that asks for more units than are left: its SKU and what is left. */
export interface Shortage {
  sku: string;
  left: number;
}

let configured = STARTING_UNITS;

/**
 * The units each available size starts with from now on (`npm run api`: API_STOCK_UNITS): a
 * size whose count has moved keeps its count.
 */
export function setStartingUnits(units: number): void {
  if (!isUnitCount(units)) throw new RangeError(`${units} is not a number of units`);
  configured = units;
}

/** The catalogue's sizes, available or not, by SKU; remade when the catalogue is another list. */
let listed: { products: Product[]; available: Map<string, boolean> } | null = null;

function listedAvailable(sku: string): boolean {
  const products = allProducts();
  if (listed?.products !== products) {
    const available = new Map(products.flatMap((p) => p.sizes.map((s) => [s.sku, s.available] as const)));
    listed = { products, available };
  }
  return listed.available.get(sku) === true;
}

/** The units of a SKU left now (a SKU the catalogue does not have: none). */
export function unitsOf(sku: string): number {
  return counts.get(sku)?.units ?? startingUnits(listedAvailable(sku), configured);
}

/**
 * Told of each SKU whose units go from none to some, in the transaction that moves them: the
 * stock alerts ('Avise-me quando chegar', stockAlertsStore.ts) register here, so every way units
 * come back (an order cancelled, a return put back on sale, 'Repor estoque') tells them.
 */
const backInStock = new Set<(sku: string) => void>();

/** Registers a listener for sizes back in stock; returns the way to stop. */
export function onBackInStock(listener: (sku: string) => void): () => void {
  backInStock.add(listener);
  return () => backInStock.delete(listener);
}

function tellBackInStock(sku: string): void {
  for (const listener of backInStock) listener(sku);
}

/** Sets a SKU's count (for tests and demos: one size down to its last unit). */
export function setUnits(sku: string, units: number): void {
  if (!isUnitCount(units)) throw new RangeError(`${sku}: ${units} is not a number of units`);
  const before = unitsOf(sku);
  counts.put(sku, { sku, units });
  if (!hasUnitsLeft(before) && hasUnitsLeft(units)) tellBackInStock(sku);
}

/** The units each SKU asks for, the same SKU's lines added up. */
function bySku(lines: readonly Units[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const { sku, quantity } of lines) {
    if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError(`${sku}: ${quantity} is not a quantity`);
    wanted.set(sku, (wanted.get(sku) ?? 0) + quantity);
  }
  return wanted;
}

/**
 * Takes the lines' units, all or none: the SKUs that have fewer units left than asked for (and
 * nothing is taken), or an empty list once every line's units are taken.
 */
export function takeUnits(lines: readonly Units[]): Shortage[] {
  const wanted = bySku(lines);
  const short = [...wanted].flatMap(([sku, quantity]) => {
    const left = unitsOf(sku);
    return left < quantity ? [{ sku, left }] : [];
  });
  if (short.length === 0) for (const [sku, quantity] of wanted) setUnits(sku, unitsOf(sku) - quantity);
  return short;
}

/** Reserves `quantity` units of a size (an exchange's new size, once approved): false, and nothing reserved, when fewer are left. */
export function reserveUnits(sku: string, quantity = 1): boolean {
  return takeUnits([{ sku, quantity }]).length === 0;
}

/** Puts the lines' units back on sale (a cancelled order, a return that can be sold again). */
export function putBack(lines: readonly Units[]): void {
  for (const [sku, quantity] of bySku(lines)) setUnits(sku, unitsOf(sku) + quantity);
}

/**
 * 'Repor estoque': every size back to the units it starts with (the catalogue's sold-out sizes
 * stay sold out).
 */
export function restock(): void {
  for (const { sku, units } of counts.all()) {
    counts.delete(sku);
    if (!hasUnitsLeft(units) && hasUnitsLeft(unitsOf(sku))) tellBackInStock(sku);
  }
}

/**
 * The products with each size's availability from its count: a size whose count has moved is
 * available while it has units left, sold out at none. Read outside the requests' transactions (the
 * catalogue's routes wait for none): a count that cannot be read leaves the catalogue's own
 * availability, as an order counts again in its own transaction.
 */
export function withUnits(products: Product[]): Product[] {
  let rows: StockRow[];
  try {
    rows = counts.all();
  } catch (error) {
    if (error instanceof StoreFailure) return products;
    throw error;
  }
  if (rows.length === 0) return products;
  const units = new Map(rows.map((row) => [row.sku, row.units]));
  return products.map((product) =>
    product.sizes.some((size) => units.has(size.sku))
      ? {
          ...product,
          sizes: product.sizes.map((size) => {
            const left = units.get(size.sku);
            return left === undefined ? size : { ...size, available: hasUnitsLeft(left) };
          }),
        }
      : product,
  );
}

countUnitsWith(withUnits);

/**
 * Units per SKU: how many of a size the store has. The backend counts them (mocks/backend/stock.ts);
 * this module holds the rule both sides read: what a size starts with, when it is sold out, and how
 * a line that asks for more than is left is told.
 */

/**
 * The units each size the catalogue lists as available starts with; a size it lists as sold out
 * starts with none. Several full cart lines' worth (orderLines.ts: MAX_QUANTITY), so a fresh store
 * never refuses a line within the shop's own limit, and a shopper's history of orders of one size
 * (the orders list's pages) fits. `npm run api` takes another number from API_STOCK_UNITS.
 */
export const STARTING_UNITS = 50;

/** The units a size starts with: `units` when the catalogue lists it as available, else none. */
export const startingUnits = (available: boolean, units: number = STARTING_UNITS): number => (available ? units : 0);

/** A size is on sale while it has units left; at none it is sold out. */
export const hasUnitsLeft = (units: number): boolean => units > 0;

/** A count of units as the backend keeps it: a whole number, never below zero. */
export const isUnitCount = (units: unknown): units is number => Number.isSafeInteger(units) && (units as number) >= 0;

/**
 * API_STOCK_UNITS (or any text setting of the starting units): a whole number from 0 up; empty or
 * absent is STARTING_UNITS. Throws with what is wrong.
 */
export function parseStartingUnits(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return STARTING_UNITS;
  const units = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || !isUnitCount(units)) {
    throw new Error(`API_STOCK_UNITS: "${text}" is not a number of units (a whole number from 0 up).`);
  }
  return units;
}

/** 'tem só 1 unidade em estoque': why a line that asks for more than `left` units cannot be bought. */
export const unitsLeftText = (left: number): string =>
  `tem só ${left} ${left === 1 ? 'unidade' : 'unidades'} em estoque`;

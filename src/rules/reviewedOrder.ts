/**
 * An order consumes the cart version and total its review showed: one cart, one order. The
 * review keeps what it showed (its lines, the cart's version, the total); the shop sends exactly
 * that, and the server places it only while its cart is still that version and its prices still
 * make that total. When the bag changes while the review is open (another tab, another device),
 * the shop says what changed and asks for a new confirmation; it never sends a bag not shown.
 */
import { formatCents } from '../lib/money';

/** A line as the review shows it: `label` is the product's name as shoppers read it. */
export interface ReviewedLine {
  sku: string;
  label: string;
  size: string;
  quantity: number;
}

/** What a review showed: its lines, the version of the cart they are, and the total to charge. */
export interface Reviewed<Line extends ReviewedLine = ReviewedLine> {
  lines: Line[];
  cartVersion: number;
  totalCents: number;
}

/** One line that is not as the review showed it: `from` 0 is a line added, `to` 0 one taken out. */
export interface LineChange {
  label: string;
  size: string;
  from: number;
  to: number;
}

/** The lines of `now` that differ from those `shown`, in the order shown, then the new ones. */
export function lineChanges(shown: readonly ReviewedLine[], now: readonly ReviewedLine[]): LineChange[] {
  const units = (lines: readonly ReviewedLine[], sku: string) => lines.find((line) => line.sku === sku)?.quantity ?? 0;
  const all = [...shown, ...now.filter((line) => !shown.some((seen) => seen.sku === line.sku))];
  return all.flatMap(({ sku, label, size }) => {
    const [from, to] = [units(shown, sku), units(now, sku)];
    return from === to ? [] : [{ label, size, from, to }];
  });
}

/** Whether `now` shows the shopper what `shown` did: the same lines and units, the same total. */
export const sameAsShown = (shown: Reviewed, now: Reviewed): boolean =>
  shown.totalCents === now.totalCents && lineChanges(shown.lines, now.lines).length === 0;

const units = (count: number) => `${count} ${count === 1 ? 'unidade' : 'unidades'}`;

/** A line change in the shopper's words. */
export function lineChangeText({ label, size, from, to }: LineChange): string {
  const name = size ? `${label} (${size})` : label;
  if (from === 0) return `${name}: entrou na sacola (${units(to)}).`;
  if (to === 0) return `${name}: saiu da sacola.`;
  return `${name}: de ${units(from)} para ${units(to)}.`;
}

/** The total's change in the shopper's words (null when it did not change). */
export const totalChangeText = (fromCents: number, toCents: number): string | null =>
  fromCents === toCents ? null : `O total passou de ${formatCents(fromCents)} para ${formatCents(toCents)}.`;

/**
 * The server's side: an order may consume only the cart version its review showed. Any save
 * since (another tab, another device, an earlier order) made a new version the shopper has not seen.
 */
export const isReviewedCart = (cart: { version: number }, reviewed: { cartVersion: number }): boolean =>
  cart.version === reviewed.cartVersion;

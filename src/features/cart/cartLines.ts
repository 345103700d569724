import { isLineShape, MAX_QUANTITY } from '../../rules/orderLines';
import type { CartLine } from '../../api/types';

export { MAX_QUANTITY };

/**
 * Keeps the well-formed lines of untrusted data (storage, another tab, the
 * backend), repairing what the server would refuse (src/rules/orderLines.ts): one
 * line per SKU, quantities clamped to 1..MAX_QUANTITY. Repeats
 * of a line add up; a later line that reuses a SKU for another product or
 * size is junk and is dropped, so it cannot take the real line down with it.
 */
export function sanitizeCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const bySku = new Map<string, CartLine>();
  for (const candidate of value) {
    if (!isLineShape(candidate)) continue;
    const { sku, productId, size } = candidate;
    const earlier = bySku.get(sku);
    if (earlier && (earlier.productId !== productId || earlier.size !== size)) continue;
    const quantity = Math.min(MAX_QUANTITY, Math.max(1, Math.floor(candidate.quantity) + (earlier?.quantity ?? 0)));
    bySku.set(sku, { sku, productId, size, quantity });
  }
  return [...bySku.values()];
}

const sameLine = (a: CartLine | undefined, b: CartLine | undefined) =>
  a?.quantity === b?.quantity && a?.productId === b?.productId && a?.size === b?.size;

/** The same lines in the same order (whatever order each line's fields were written in). */
export const sameCartLines = (a: CartLine[], b: CartLine[]): boolean =>
  a.length === b.length && a.every((line, i) => line.sku === b[i]?.sku && sameLine(line, b[i]));

/**
 * Two tabs changed one cart: `theirs` is what the other tab stored, `ours`
 * this tab's lines, `base` what both started from. This tab's changes (lines
 * it added, removed or changed since `base`) are applied over theirs; lines
 * only they changed are kept as they left them.
 */
export function mergeCartLines(base: CartLine[], ours: CartLine[], theirs: CartLine[]): CartLine[] {
  const before = new Map(base.map((line) => [line.sku, line]));
  const mine = new Map(ours.map((line) => [line.sku, line]));
  const changedHere = (sku: string) => !sameLine(before.get(sku), mine.get(sku));
  const merged = theirs.flatMap((line) =>
    changedHere(line.sku) ? (mine.has(line.sku) ? [mine.get(line.sku)!] : []) : [line],
  );
  const theirSkus = new Set(theirs.map((line) => line.sku));
  return [...merged, ...ours.filter((line) => !theirSkus.has(line.sku) && changedHere(line.sku))];
}

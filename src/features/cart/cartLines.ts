import type { CartLine } from '../../api/types';

/** A line's quantity stays between 1 and this (a shop-wide limit, not from the spec). */
export const MAX_QUANTITY = 10;

function isLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.sku === 'string' &&
    line.sku !== '' &&
    typeof line.productId === 'string' &&
    typeof line.size === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isFinite(line.quantity)
  );
}

/**
 * Keeps the well-formed lines of untrusted data (storage, another tab, the
 * backend): one line per SKU, quantities clamped to 1..MAX_QUANTITY.
 */
export function sanitizeCartLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const bySku = new Map<string, CartLine>();
  for (const candidate of value) {
    if (!isLine(candidate)) continue;
    const { sku, productId, size } = candidate;
    const quantity = Math.min(
      MAX_QUANTITY,
      Math.max(1, Math.floor(candidate.quantity) + (bySku.get(sku)?.quantity ?? 0)),
    );
    bySku.set(sku, { sku, productId, size, quantity });
  }
  return [...bySku.values()];
}

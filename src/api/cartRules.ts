/**
 * What a cart line must be, shared by both sides of the contract: the shop
 * repairs lines that break these rules (storage is untrusted; a quantity is
 * brought into 1..MAX_QUANTITY), the server refuses them (PUT /cart answers
 * 422, mocks/backend/cartCheck.ts).
 */
import type { CartLine, Product, ProductSize } from './types';

/** A line's quantity stays between 1 and this (a shop-wide limit, not from the spec). */
export const MAX_QUANTITY = 10;

/** The fields of a line, with their types (the quantity's range is checked apart). */
export function isLineShape(value: unknown): value is CartLine {
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

/** The catalogue's size a line names: its SKU, in its product, in its size (undefined: none). */
export const catalogueSize = (product: Product | undefined, line: Pick<CartLine, 'sku' | 'size'>) =>
  product?.sizes.find((s) => s.sku === line.sku && s.size === line.size);

/** Spec §2: a size can be bought while it is available and its product on sale. */
export const canBuy = (product: Product, size: ProductSize | undefined): boolean =>
  product.onSale && size?.available === true;

/**
 * The cart once an order is placed from it: each ordered SKU's units taken out
 * (its line gone at 0), every other line kept as it is, so a line added
 * elsewhere meanwhile is never lost to the order. The server does this to its
 * copy as it places the order; the shop does the same to its own.
 */
export function withoutOrdered<Line extends Pick<CartLine, 'sku' | 'quantity'>>(
  lines: Line[],
  ordered: ReadonlyArray<Pick<CartLine, 'sku' | 'quantity'>>,
): Line[] {
  const units = new Map<string, number>();
  for (const { sku, quantity } of ordered) units.set(sku, (units.get(sku) ?? 0) + quantity);
  return lines.flatMap((line) => {
    const left = line.quantity - (units.get(line.sku) ?? 0);
    if (left === line.quantity) return [line];
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
}

/**
 * What a line of a cart or of an order must be, for both sides of the
 * contract: the shop repairs lines that break these rules (storage is
 * untrusted; a quantity is brought into 1..MAX_QUANTITY), the server refuses
 * them (PUT /cart and POST /orders answer 422).
 */

/** A cart line as the shop, the browser's storage and the backend keep it. */
export interface CartLine {
  sku: string;
  productId: string;
  size: string;
  quantity: number;
}

/** What a rule needs of a catalogue product (src/api/types.ts: Product). */
interface Sellable {
  onSale: boolean;
  sizes: ReadonlyArray<{ size: string; available: boolean; sku: string }>;
}

/** A line's quantity stays between 1 and this (a shop-wide limit, not from the spec). */
export const MAX_QUANTITY = 10;

/** Why the '+' and another add stop at MAX_QUANTITY, in the shopper's words. */
export const QUANTITY_LIMIT_TEXT = `Limite de ${MAX_QUANTITY} unidades por produto`;

/** A whole number of units from 1 to MAX_QUANTITY. */
export const isLineQuantity = (quantity: unknown): quantity is number =>
  Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= MAX_QUANTITY;

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

/**
 * One line per SKU, so the limit holds per product and size: the place (from 0) of the first
 * line whose SKU an earlier line has, or -1.
 */
export const repeatedSku = (lines: ReadonlyArray<{ sku: string }>): number =>
  lines.findIndex((line, at) => lines.findIndex((other) => other.sku === line.sku) < at);

/** The catalogue's size a line names: its SKU, in its product, in its size (undefined: none). */
export const catalogueSize = (product: Sellable | undefined, line: Pick<CartLine, 'sku' | 'size'>) =>
  product?.sizes.find((s) => s.sku === line.sku && s.size === line.size);

/** A size can be bought while it is available and its product on sale. */
export const canBuy = (product: Sellable, size: { available: boolean } | undefined): boolean =>
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
  return lines.flatMap((line) => {
    const left = ordered.reduce((units, { sku, quantity }) => units - (sku === line.sku ? quantity : 0), line.quantity);
    if (left === line.quantity) return [line];
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
}

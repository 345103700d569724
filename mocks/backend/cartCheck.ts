/**
 * PUT /cart checks every line with the shop's own rules (src/rules/orderLines.ts)
 * and against the units left (stock.ts) before anything is stored: the shop
 * repairs a bad line it finds in storage, the server refuses one with a 422
 * naming it.
 */
import { lineLabel } from '../../src/lib/text';
import {
  canBuy,
  catalogueSize,
  isLineQuantity,
  isLineShape,
  MAX_QUANTITY,
  repeatedSku,
} from '../../src/rules/orderLines';
import { unitsLeftText } from '../../src/rules/stock';
import type { CartLine, Product } from '../../src/api/types';
import { unitsOf } from './stock';

export interface RefusedLine {
  /** Portuguese, naming the line: 'Linha 2 da sacola: …'. */
  message: string;
  /** The line's place in the list sent, from 1, so the shop can tell which one. */
  line: number;
}

/** Why one line cannot be stored, or null when it can. `earlier`: the lines before it (already checked). */
function problem(value: unknown, products: Map<string, Product>, earlier: CartLine[]): string | null {
  if (!isLineShape(value)) return 'cada item precisa de sku, productId, size e quantity.';
  if (!isLineQuantity(value.quantity)) return `quantidade deve ser um número inteiro de 1 a ${MAX_QUANTITY}.`;
  const product = products.get(value.productId);
  const size = catalogueSize(product, value);
  if (!product || !size) return 'este item não existe no catálogo.';
  const left = canBuy(product, size) ? unitsOf(value.sku) : 0;
  if (left === 0) {
    return `${lineLabel(product, size.size)} ${product.onSale ? 'esgotou' : 'não está à venda no momento'}.`;
  }
  if (value.quantity > left) return `${lineLabel(product, size.size)} ${unitsLeftText(left)}.`;
  // One line per SKU (src/rules/orderLines.ts).
  if (repeatedSku([...earlier, value]) === -1) return null;
  return `este item já está na linha ${earlier.findIndex((line) => line.sku === value.sku) + 1}.`;
}

/** The first line that cannot be stored, or null when every line can. `products`: the catalogue as served now. */
export function refusedLine(lines: unknown[], products: Product[]): RefusedLine | null {
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const [i, value] of lines.entries()) {
    const reason = problem(value, byId, lines.slice(0, i) as CartLine[]);
    if (reason) return { message: `Linha ${i + 1} da sacola: ${reason}`, line: i + 1 };
  }
  return null;
}

/** A checked line as stored: the contract's four fields and nothing else a client added (a price, markup). */
export const storedLine = ({ sku, productId, size, quantity }: CartLine): CartLine => ({
  sku,
  productId,
  size,
  quantity,
});

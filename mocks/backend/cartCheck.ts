/**
 * PUT /cart checks every line with the shop's own rules (src/api/cartRules.ts;
 * issue 24, item 5) before anything is stored: the shop repairs a bad line it
 * finds in storage, the server refuses one with a 422 naming it.
 */
import { canBuy, catalogueSize, isLineShape, MAX_QUANTITY } from '../../src/api/cartRules';
import type { CartLine, Product } from '../../src/api/types';
import { lineLabel } from './checkout/lines';

export interface RefusedLine {
  /** Portuguese, naming the line: 'Linha 2 da sacola: …'. */
  message: string;
  /** The line's place in the list sent, from 1, so the shop can tell which one. */
  line: number;
}

/** A whole number of units from 1 to MAX_QUANTITY (the shop brings any other quantity into that range). */
const isLineQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY;

/** Why one line cannot be stored, or null when it can. `earlier`: the SKUs of the lines before it. */
function problem(value: unknown, products: Map<string, Product>, earlier: string[]): string | null {
  if (!isLineShape(value)) return 'cada item precisa de sku, productId, size e quantity.';
  if (!isLineQuantity(value.quantity)) return `quantidade deve ser um número inteiro de 1 a ${MAX_QUANTITY}.`;
  const product = products.get(value.productId);
  const size = catalogueSize(product, value);
  if (!product || !size) return 'este item não existe no catálogo.';
  if (!canBuy(product, size)) {
    return `${lineLabel({ product, size: size.size })} ${product.onSale ? 'esgotou' : 'não está à venda no momento'}.`;
  }
  const twin = earlier.indexOf(value.sku);
  return twin === -1 ? null : `este item já está na linha ${twin + 1}.`;
}

/** The first line that cannot be stored, or null when every line can. `products`: the catalogue as served now. */
export function refusedLine(lines: unknown[], products: Product[]): RefusedLine | null {
  const byId = new Map(products.map((product) => [product.id, product]));
  const skus: string[] = [];
  for (const [i, value] of lines.entries()) {
    const reason = problem(value, byId, skus);
    if (reason) return { message: `Linha ${i + 1} da sacola: ${reason}`, line: i + 1 };
    skus.push((value as CartLine).sku);
  }
  return null;
}

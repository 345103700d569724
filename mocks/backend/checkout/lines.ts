/**
 * The order's lines as the server prices them (house style: "the server is
 * the till"): a line is a SKU and a quantity; name, size, price and
 * availability come from the catalogue the server serves now.
 */
import type { OrderLine, OrderLineRequest, Product } from '../../../src/api/types';
import { formatCents } from '../../../src/lib/money';
import { lineLabel } from '../../../src/lib/text';
import { isLineQuantity, MAX_QUANTITY, repeatedSku } from '../../../src/rules/orderLines';
import { unitsLeftText } from '../../../src/rules/stock';
import { isRecord, refuse, text, type Refusal } from './input';

export type PricedLine = OrderLine & { available: boolean };

interface Found {
  product: Product;
  size: string;
  available: boolean;
}

function skuIndex(products: Product[]): Map<string, Found> {
  const index = new Map<string, Found>();
  for (const product of products) {
    for (const { sku, size, available } of product.sizes) {
      // A product not on sale cannot be bought in any size.
      index.set(sku, { product, size, available: available && product.onSale });
    }
  }
  return index;
}

/** More lines than any cart holds: a longer list is malformed. */
const MAX_LINES = 50;

const label = ({ product, size }: Found) => lineLabel(product, size);

/**
 * Reads the request's lines: 400 for a malformed list, 422 for an empty one,
 * a quantity outside 1..10 or a SKU twice (naming the line).
 */
export function readLines(value: unknown, products: Product[]): OrderLineRequest[] | Refusal {
  const malformed = refuse(400, 'Itens do pedido inválidos.');
  if (!Array.isArray(value) || value.length > MAX_LINES) return malformed;
  const index = skuIndex(products);
  const lines: OrderLineRequest[] = [];
  for (const line of value) {
    const sku = isRecord(line) ? text(line.sku, 60) : null;
    if (!isRecord(line) || !sku || typeof line.quantity !== 'number') return malformed;
    const { quantity } = line;
    const found = index.get(sku);
    const name = found ? label(found) : sku;
    if (!isLineQuantity(quantity))
      return refuse(422, `Quantidade inválida para ${name}: escolha de 1 a ${MAX_QUANTITY}.`);
    lines.push({ sku, quantity });
    // The cart's rule: one line per SKU, so the limit holds per product and size (10 + 10 is not 20).
    if (repeatedSku(lines) !== -1) return refuse(422, `${name} está em mais de uma linha do pedido.`);
  }
  return lines.length === 0 ? refuse(422, 'Sua sacola está vazia.') : lines;
}

export interface PricedLines {
  lines: PricedLine[];
  /** The available lines only: what would be charged. */
  subtotalCents: number;
  /** Portuguese sentences, in the lines' order: each line sold out, gone, or at another price than the catalogue's own. */
  changes: string[];
  /** The sentences of the lines that cannot be bought (empty when all can). */
  unavailable: string[];
}

/**
 * Prices each line from `products` (the catalogue as served now). A price
 * that differs from `listed` (the catalogue before any run-time change) is
 * reported as a change, so the shopper reads what moved. `unitsLeft`: each
 * SKU's units left (stock.ts); a line asking for more cannot be bought.
 */
export function priceLines(
  requests: OrderLineRequest[],
  products: Product[],
  listed: Product[],
  unitsLeft: (sku: string) => number = () => Infinity,
): PricedLines {
  const index = skuIndex(products);
  const listedPrice = new Map(listed.map((p) => [p.id, p.actualPriceCents]));
  const changes: string[] = [];
  const unavailable: string[] = [];
  const cannotBuy = (sentence: string) => {
    changes.push(sentence);
    unavailable.push(sentence);
  };
  const lines = requests.map(({ sku, quantity }): PricedLine => {
    const found = index.get(sku);
    if (!found) {
      cannotBuy(`O item ${sku} não está mais à venda.`);
      const gone = { productId: '', name: '', color: '', size: '', image: '', unitCents: 0, lineCents: 0 };
      return { sku, quantity, ...gone, available: false };
    }
    const { product, size } = found;
    const unitCents = product.actualPriceCents;
    // The units left (stock.ts): none is sold out, fewer than the line asks for cannot be bought as it is.
    const left = found.available ? unitsLeft(sku) : 0;
    const available = left >= quantity;
    if (left === 0) cannotBuy(`${label(found)} ${product.onSale ? 'esgotou' : 'não está mais à venda'}.`);
    else if (!available) cannotBuy(`${label(found)} ${unitsLeftText(left)}.`);
    else if (listedPrice.has(product.id) && listedPrice.get(product.id) !== unitCents) {
      changes.push(`${label(found)} agora custa ${formatCents(unitCents)}.`);
    }
    const { id: productId, name, color, image } = product;
    return {
      sku,
      productId,
      name,
      color,
      size,
      image,
      quantity,
      unitCents,
      lineCents: unitCents * quantity,
      available,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + (line.available ? line.lineCents : 0), 0);
  return { lines, subtotalCents, changes, unavailable };
}

/** An order line as stored and answered: without the availability flag. */
export function orderLine({ available: _available, ...line }: PricedLine): OrderLine {
  return line;
}

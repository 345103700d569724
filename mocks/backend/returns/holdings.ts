/**
 * What the shopper holds of an order, row by row: each order line's units as delivered, and the
 * units each delivered exchange sent instead ('troca entregue'), in the size or colour received
 * and with that delivery's date, so they can be exchanged again (src/rules/returnWindows.ts). A
 * request names a row by its order line's index and, for exchanged units, the exchange's id.
 * Refunds stay counted by order line: an exchange keeps the price, so a unit received in exchange
 * is worth what the bought unit paid.
 */
import type { Product } from '../../../src/api/types';
import { emptyLedger, type RefundLedger } from '../../../src/rules/refunds';
import type { ReturnResolution } from '../../../src/rules/returnRequests';
import type { StoredOrder } from '../checkout/orderStore';
import { unitsOf } from '../stock';
import { isLive, type StoredReturn } from './returnStore';

/** A row of units the shopper holds. */
export interface Holding {
  /** The order line the units were bought as. */
  index: number;
  /** The exchange request whose shipment delivered them; absent for the order's own delivery. */
  fromExchange?: string;
  /** The SKU held now. */
  sku: string;
  quantity: number;
  /** When the exchange's shipment was delivered (the order's delivery counts for the order's own rows). */
  receivedAt?: string;
}

/** True when a request line (or a body's) names this row. */
export const isRow = (holding: Holding, line: { index: number; fromExchange?: string }): boolean =>
  holding.index === line.index && holding.fromExchange === line.fromExchange;

/** Every row: the order's lines, then each delivered exchange's accepted lines, oldest first. */
export function holdingsOf(order: StoredOrder, requests: readonly StoredReturn[]): Holding[] {
  const own: Holding[] = order.lines.map((line, index) => ({ index, sku: line.sku, quantity: line.quantity }));
  const exchanged = requests
    .filter((request) => request.kind === 'exchange' && request.state === 'exchangeDelivered')
    .sort((a, b) => Number(a.id) - Number(b.id))
    .flatMap((request) =>
      request.lines
        .filter((line) => !line.refusal && line.wantedSku)
        .map((line) => ({
          index: line.index,
          fromExchange: request.id,
          sku: line.wantedSku!,
          quantity: line.quantity,
          receivedAt: request.at.exchangeDelivered!,
        })),
    );
  return [...own, ...exchanged];
}

/** True for the resolutions that give the lines' paid value back: as money or as vale-troca. */
export const givesMoneyBack = (resolution: ReturnResolution) => resolution === 'refund' || resolution === 'storeCredit';

/**
 * What the order's live requests hold: each row's units taken; per order line, its exchanges (any
 * row's: only a line's first is free) and units refunded; and the refund ledger.
 */
export function lineUse(order: StoredOrder, requests: readonly StoredReturn[]) {
  const holdings = holdingsOf(order, requests).map((holding) => ({ ...holding, unitsTaken: 0 }));
  const perLine = order.lines.map(() => ({ exchanges: 0, unitsRefunded: 0 }));
  const refunded: RefundLedger = emptyLedger(order.lines.length);
  for (const request of requests.filter(isLive)) {
    refunded.shippingCents += request.shippingRefundCents;
    const exchanged = new Set<number>();
    for (const line of request.lines) {
      const at = perLine[line.index];
      const row = holdings.find((holding) => isRow(holding, line));
      if (!at || line.refusal) continue;
      if (row) row.unitsTaken += line.quantity;
      if (request.kind === 'exchange') exchanged.add(line.index);
      if (line.refundCents > 0 || givesMoneyBack(request.resolution)) at.unitsRefunded += line.quantity;
      refunded.linesCents[line.index]! += line.refundCents;
    }
    for (const index of exchanged) perLine[index]!.exchanges += 1;
  }
  return { holdings, perLine, refunded };
}

/** The served product of a SKU. */
export const productOfSku = (products: readonly Product[], sku: string) =>
  products.find((product) => product.sizes.some((size) => size.sku === sku)) ?? null;

/** How an exchange's wanted size reads: 'Tamanho G', or 'VERDE, tamanho G' for another colour. */
export const sizeLabel = (product: Product, size: string, sameColour: boolean) =>
  sameColour ? `Tamanho ${size}` : `${product.color}, tamanho ${size}`;

/** The other sizes and colours of a held SKU's product at the line's price: what an exchange may ask for. */
export function exchangeOptions(
  held: { sku: string; productId?: string; unitCents: number },
  products: readonly Product[],
) {
  const bought =
    (held.productId ? products.find((product) => product.id === held.productId) : undefined) ??
    productOfSku(products, held.sku);
  if (!bought) return [];
  return products
    .filter((product) => product.style === bought.style && product.actualPriceCents === held.unitCents)
    .flatMap((product) =>
      product.sizes
        .filter((size) => size.sku !== held.sku)
        .map((size) => ({
          sku: size.sku,
          label: sizeLabel(product, size.size, product.id === bought.id),
          available: size.available && unitsOf(size.sku) > 0,
        })),
    );
}

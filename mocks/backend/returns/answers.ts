/**
 * What the returns' calls share: their refusals (a line's names the row, so the page shows it
 * there), the shopper's own order brought up to now, its delivery, and what deciding a row's
 * allowances needs.
 */
import { AFTER_PURCHASE_REFUSAL } from '../../../src/rules/afterPurchaseRefusals';
import { isRecord } from '../checkout/input';
import { trackOrder, type OrderClock } from '../checkout/orderClock';
import { storedOrders, type StoredOrder } from '../checkout/orderStore';
import { settledOrders } from '../checkout/pixStatus';
import { fail, type MockRequest, type MockResponse } from '../route';
import type { Holding } from './holdings';

export const ORDER_NOT_FOUND = 'Pedido não encontrado';
export const REQUEST_NOT_FOUND = 'Solicitação não encontrada.';
export const BAD_REQUEST = 'Solicitação inválida. Confira os itens e tente novamente.';
export const NOT_CANCELLABLE = 'Esta solicitação não pode mais ser cancelada: o pacote já foi postado.';
export const MOST_LINES = 50;

/** A refusal that names the line the shopper acted on (and the exchange its units came from), so the page shows it there. */
export const refuseLine = (message: string, at?: { index: number; fromExchange?: string }): MockResponse => ({
  status: 422,
  data:
    at === undefined
      ? { message }
      : { message, line: at.index, ...(at.fromExchange === undefined ? {} : { fromExchange: at.fromExchange }) },
});

/** The shopper's order, brought up to now; another shopper's is refused as not theirs. */
export function ownOrder(request: MockRequest, userId: string, clock: OrderClock): StoredOrder | MockResponse {
  const id = request.params.id;
  const order = settledOrders(clock.now, clock.pixPaidMs, userId).find((each) => each.id === id);
  if (order) return order;
  return storedOrders().some((each) => each.id === id)
    ? fail(404, AFTER_PURCHASE_REFUSAL.notYourOrder)
    : fail(404, ORDER_NOT_FOUND);
}

export const isAnswer = (value: unknown): value is MockResponse => isRecord(value) && typeof value.status === 'number';

/** When the order was delivered, or null. */
export const deliveredAt = (order: StoredOrder, clock: OrderClock): string | null =>
  order.status === 'paid' ? (trackOrder(order, clock).delivered ?? null) : null;

/** What deciding a row's allowances needs: its units, those taken, its line's exchanges, when it was received. */
export const returnable = (row: Holding & { unitsTaken: number }, exchanges: number) => ({
  quantity: row.quantity,
  unitsTaken: row.unitsTaken,
  exchanges,
  ...(row.receivedAt ? { receivedAt: row.receivedAt } : {}),
});

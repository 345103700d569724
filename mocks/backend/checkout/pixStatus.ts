/**
 * A PIX order's status, worked out when it is read (no timers): it
 * is paid once the request's `pixPaidMs` (the delay pixPaid, filled in by
 * mocks/server.ts) has passed since the order was placed, and cancelled once
 * its 30 minutes have passed unpaid. A status reached is written back, so it
 * stays when the delay is changed later.
 */
import type { OrderStatus } from '../../../src/api/types';
import type { MockRequest } from '../route';
import { giveBackCredit } from '../credits';
import { updateOrders, type StoredOrder } from './orderStore';

/** A PIX code is valid for 30 minutes. */
export const PIX_TTL_MS = 30 * 60_000;

/** How long a PIX takes to be paid, as this request carries it. */
export function pixPaidMs(request: Pick<MockRequest, 'pixPaidMs'>): number {
  return request.pixPaidMs;
}

const awaitingPix = (order: StoredOrder) => order.status === 'awaiting_payment' && order.payment.method === 'pix';

/** The status at `now`, for a PIX paid `pixPaidMs` after it was placed. */
export function statusAt(order: StoredOrder, now: number, pixPaidMs: number): OrderStatus {
  if (!awaitingPix(order) || order.payment.method !== 'pix') return order.status;
  const paidAt = Date.parse(order.createdAt) + pixPaidMs;
  const expiresAt = Date.parse(order.payment.expiresAt);
  if (paidAt <= now && paidAt < expiresAt) return 'paid';
  return now >= expiresAt ? 'cancelled' : 'awaiting_payment';
}

/**
 * Every order (one shopper's, given `userId`) with its status brought up to `now`, written back
 * where it changed. A PIX that lapsed unpaid gives back the vale-troca that paid part of it.
 */
export function settledOrders(now: number, pixPaidMs: number, userId?: string): StoredOrder[] {
  return updateOrders((order) => {
    const status = statusAt(order, now, pixPaidMs);
    if (status === order.status) return order;
    if (status === 'cancelled' && order.creditCents) giveBackCredit(order.id, now);
    return { ...order, status };
  }, userId);
}

export type PixAction = 'pay' | 'expire';

/**
 * For developers (vitrineMock.pix.pay / .expire): pays or expires a PIX at
 * once, the given order or the latest one still awaiting payment. Throws,
 * in English, when there is none: it is a console tool, not the shop.
 */
export function forcePix(action: PixAction, id: string | undefined, now: number, pixPaidMs: number): StoredOrder {
  const orders = settledOrders(now, pixPaidMs);
  const target = id === undefined ? orders.filter(awaitingPix).at(-1) : orders.find((order) => order.id === String(id));
  if (!target) throw new Error(id === undefined ? 'no PIX order is awaiting payment' : `no order ${id}`);
  if (!awaitingPix(target)) throw new Error(`order ${target.id} is not a PIX awaiting payment (${target.status})`);
  const changed = updateOrders((order) => {
    if (order.id !== target.id || order.payment.method !== 'pix') return order;
    if (action === 'pay') return { ...order, status: 'paid' };
    if (order.creditCents) giveBackCredit(order.id, now);
    return { ...order, status: 'cancelled', payment: { ...order.payment, expiresAt: new Date(now).toISOString() } };
  });
  return changed.find((order) => order.id === target.id)!;
}

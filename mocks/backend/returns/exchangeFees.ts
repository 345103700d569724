/**
 * An exchange's fee (src/rules/exchangeFee.ts), charged and given back by the server in the
 * request's own transaction. The figure is always worked out here from the rule and the lines'
 * exchanges so far; nothing the browser sends is read.
 *
 * How it is paid follows the order: an order paid by card is charged on the same card (the shop
 * keeps the card's token with the order, as real shops do for a card on file); an order paid by
 * PIX, or whole by vale-troca, pays it from the shopper's vale-troca when its balance covers it,
 * else by a PIX code of its own (the order's BR Code machinery), which the request waits for
 * before its approval: paid `pixPaidMs` after it was issued, as an order's PIX is, or lapsed unpaid
 * after EXCHANGE_FEE_PIX_MINUTES. The charge is kept on the request (`exchangeFee`); when the
 * exchange does not happen, a fee paid goes back the same way, once, through the money-back owner
 * (checkout/moneyBack.ts).
 */
import {
  EXCHANGE_FEE_CENTS,
  EXCHANGE_FEE_PIX_MINUTES,
  type ExchangeFeeCharge,
  type ExchangeFeePayment,
} from '../../../src/rules/exchangeFee';
import { buildBrCode } from '../checkout/brCode';
import { giveExchangeFeeBack } from '../checkout/moneyBack';
import type { OrderClock } from '../checkout/orderClock';
import { storedOrders, type StoredOrder } from '../checkout/orderStore';
import { creditFor, spendCredits } from '../credits';

const iso = (ms: number) => new Date(ms).toISOString();

/** How a fee of `cents` would be paid on this order for this shopper at `now`. */
export function feePaymentFor(order: StoredOrder, userId: string, cents: number, now: number): ExchangeFeePayment {
  if (order.payment.method === 'card') return { method: 'card', last4: order.payment.last4 };
  return creditFor(userId, cents, now).needsPayment ? { method: 'pix' } : { method: 'storeCredit' };
}

/** The fee as OrderReturns states it: the rule's figure and how it would be paid now. */
export const feeQuote = (order: StoredOrder, userId: string, now: number) => ({
  cents: EXCHANGE_FEE_CENTS,
  payment: feePaymentFor(order, userId, EXCHANGE_FEE_CENTS, now),
});

/**
 * Charges the fee for request `requestId`: on the card, or spent from the vale-troca (the credits
 * read again in this transaction), both paid at once; or a PIX code to pay, not paid yet.
 */
export function chargeExchangeFee(
  order: StoredOrder,
  userId: string,
  requestId: string,
  cents: number,
  now: number,
): ExchangeFeeCharge {
  const quoted = feePaymentFor(order, userId, cents, now);
  const chargedAt = iso(now);
  if (quoted.method === 'pix') {
    const code = buildBrCode({ amountCents: cents, txid: `VITRINETROCA${requestId}` });
    const payment = { method: 'pix' as const, code, expiresAt: iso(now + EXCHANGE_FEE_PIX_MINUTES * 60_000) };
    return { cents, payment, chargedAt, paidAt: null, givenBackAt: null };
  }
  if (quoted.method === 'storeCredit') spendCredits(userId, order.id, creditFor(userId, cents, now), now, requestId);
  return { cents, payment: quoted, chargedAt, paidAt: chargedAt, givenBackAt: null };
}

/** A fee's PIX at `clock.now`: paid (when), lapsed unpaid (when), or still waiting (null); null too for any other fee. */
export function feePixOutcome(
  fee: ExchangeFeeCharge | undefined,
  clock: Pick<OrderClock, 'now' | 'pixPaidMs'>,
): { paid: number } | { lapsed: number } | null {
  if (!fee || fee.payment.method !== 'pix' || fee.paidAt !== null) return null;
  const paid = Date.parse(fee.chargedAt) + clock.pixPaidMs;
  const lapses = Date.parse(fee.payment.expiresAt);
  if (paid <= clock.now && paid < lapses) return { paid };
  return clock.now >= lapses ? { lapsed: lapses } : null;
}

/**
 * The request with its fee given back, when one was paid and is still kept: the exchange did not
 * happen (cancelled, expired, every line refused on receipt). A fee never paid (a PIX that lapsed
 * or was left with the request) has nothing to give back; one given back before stays as it is.
 */
export function withFeeGivenBack<Request extends { id: string; orderId: string; exchangeFee?: ExchangeFeeCharge }>(
  request: Request,
  now: number,
): Request {
  const fee = request.exchangeFee;
  if (!fee || fee.paidAt === null || fee.givenBackAt !== null) return request;
  const order = storedOrders().find((each) => each.id === request.orderId);
  if (order) giveExchangeFeeBack(order, request.id, fee, now);
  return { ...request, exchangeFee: { ...fee, givenBackAt: iso(now) } };
}

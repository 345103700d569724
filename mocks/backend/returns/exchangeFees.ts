/**
 * An exchange's fee (src/rules/exchangeFee.ts), charged and given back by the server in the
 * request's own transaction. The figure is always worked out here from the rule and the lines'
 * exchanges so far; nothing the browser sends is read.
 *
 * How it is paid follows the order: an order paid by card is charged on the same card (the shop
 * keeps the card's token with the order, as real shops do for a card on file); an order paid by
 * PIX, or whole by vale-troca, pays it from the shopper's vale-troca when its balance covers it,
 * or the request is refused with the reason. The charge is kept on the request (`exchangeFee`);
 * when the exchange does not happen it goes back the same way, once, through the money-back owner
 * (checkout/moneyBack.ts).
 */
import { EXCHANGE_FEE_CENTS, type ExchangeFeeCharge, type ExchangeFeePayment } from '../../../src/rules/exchangeFee';
import { giveExchangeFeeBack } from '../checkout/moneyBack';
import { storedOrders, type StoredOrder } from '../checkout/orderStore';
import { creditFor, spendCredits } from '../credits';

/** How a fee of `cents` would be paid on this order for this shopper at `now`. */
export function feePaymentFor(order: StoredOrder, userId: string, cents: number, now: number): ExchangeFeePayment {
  if (order.payment.method === 'card') return { method: 'card', last4: order.payment.last4 };
  return creditFor(userId, cents, now).needsPayment ? { method: 'none' } : { method: 'storeCredit' };
}

/** The fee as OrderReturns states it: the rule's figure and how it would be paid now. */
export const feeQuote = (order: StoredOrder, userId: string, now: number) => ({
  cents: EXCHANGE_FEE_CENTS,
  payment: feePaymentFor(order, userId, EXCHANGE_FEE_CENTS, now),
});

/**
 * Charges the fee for request `requestId`: on the card, or spent from the vale-troca (the credits
 * read again in this transaction). Null when it cannot be paid; nothing is written then.
 */
export function chargeExchangeFee(
  order: StoredOrder,
  userId: string,
  requestId: string,
  cents: number,
  now: number,
): ExchangeFeeCharge | null {
  const payment = feePaymentFor(order, userId, cents, now);
  if (payment.method === 'none') return null;
  if (payment.method === 'storeCredit') spendCredits(userId, order.id, creditFor(userId, cents, now), now, requestId);
  return { cents, payment, chargedAt: new Date(now).toISOString(), givenBackAt: null };
}

/**
 * The request with its fee given back, when it had one still kept: the exchange did not happen
 * (cancelled, expired, every line refused on receipt). A fee given back before stays as it is.
 */
export function withFeeGivenBack<Request extends { id: string; orderId: string; exchangeFee?: ExchangeFeeCharge }>(
  request: Request,
  now: number,
): Request {
  const fee = request.exchangeFee;
  if (!fee || fee.givenBackAt !== null) return request;
  const order = storedOrders().find((each) => each.id === request.orderId);
  if (order) giveExchangeFeeBack(order, request.id, fee, now);
  return { ...request, exchangeFee: { ...fee, givenBackAt: new Date(now).toISOString() } };
}

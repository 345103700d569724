/**
 * 'Cancelar pedido': the shopper cancels an order of theirs while it is unpaid, or paid and not yet
 * shipped (src/rules/cancellation.ts), giving a reason from the rule's list. A file of its own,
 * fetched after the checkout's calls when those do not answer (routes.ts): only an order page
 * whose shopper presses the button needs it.
 *
 * In the request's one transaction: the order is cancelled (an unpaid PIX's code withdrawn, so it
 * is never charged), its units go back on sale, and the money the rule says comes back is recorded
 * (moneyBack.ts): a paid PIX's devolução, a card's estorno with its parcels cancelled. The email
 * confirming it goes last, once everything else is written. Asked again for an order the shopper
 * cancelled already, it answers the order as it is and does nothing twice.
 */
import { AFTER_PURCHASE_REFUSAL } from '../../../src/rules/afterPurchaseRefusals';
import {
  cancellationMoney,
  cancellationRefusal,
  CANCELLATION_REASON_REQUIRED,
  isCancellationReason,
  NOTHING_CHARGED_TEXT,
  type CancellationReason,
  type ChargedPayment,
} from '../../../src/rules/cancellation';
import { cardReversalText, parcelsBilledAt, pixRefundText } from '../../../src/rules/moneyBack';
import { findAccountById } from '../accounts/accountStore';
import { sendMail } from '../accounts/outbox';
import { shopperOf } from '../accounts/shopper';
import { call, fail, ok, SESSION_EXPIRED, type MockRequest, type MockResponse } from '../route';
import { putBack } from '../stock';
import { giveBackCredit } from '../credits';
import { creditBackText, paidByMethodCents } from '../../../src/rules/storeCredit';
import { isRecord, isRefusal } from './input';
import { recordMoneyBack, withMoneyBack, type MoneyBack } from './moneyBack';
import { clockOf, currentStep, trackOrder, type OrderClock } from './orderClock';
import { updateOrders, type StoredOrder } from './orderStore';
import { settledOrders } from './pixStatus';

const CANCELLATION = { kind: 'cancellation' } as const;

/**
 * What the payment method charged for the order, for the rule that says what a cancellation gives
 * back (the vale-troca's part goes back to the credit); null when the credit paid it all.
 */
function chargedPayment(order: StoredOrder, now: number): ChargedPayment | null {
  const { payment } = order;
  if (payment.method === 'storeCredit') return null;
  if (payment.method === 'pix') return { method: 'pix', totalCents: paidByMethodCents(order) };
  return {
    method: 'card',
    parcelsCents: payment.parcelsCents,
    parcelsBilled: parcelsBilledAt(order.createdAt, now, payment.parcelsCents.length),
  };
}

/** The email's sentence on the money: nothing charged, or the devolução or estorno. */
function moneyText(money: MoneyBack | null): string {
  if (!money) return NOTHING_CHARGED_TEXT;
  if (money.method === 'pix') return pixRefundText(money.amountCents, money.state);
  return cardReversalText(money);
}

function mailCancellation(order: StoredOrder, money: MoneyBack | null, creditCents: number, now: number): void {
  const account = order.userId ? findAccountById(order.userId) : null;
  if (!account) return;
  sendMail(
    {
      to: account.email,
      subject: `Pedido ${order.id} cancelado`,
      text: `Olá, ${account.name}! Seu pedido ${order.id} foi cancelado, como você pediu. ${
        order.payment.method === 'storeCredit' ? creditBackText(creditCents) : moneyText(money)
      }${order.payment.method !== 'storeCredit' && creditCents > 0 ? ` ${creditBackText(creditCents)}` : ''}`,
      link: `/pedidos/${encodeURIComponent(order.id)}`,
    },
    now,
  );
}

/** POST /orders/:id/cancel `{ reason }`. */
export function cancelOrder(request: MockRequest): MockResponse {
  const user = shopperOf(request);
  if (!user) return SESSION_EXPIRED;
  const { body } = request;
  const reason: unknown = isRecord(body) ? body.reason : undefined;
  if (!isCancellationReason(reason)) return fail(400, CANCELLATION_REASON_REQUIRED);
  const clock = clockOf(request);
  // Another shopper's order is answered as a missing one is: neither is this shopper's.
  const order = settledOrders(clock.now, clock.pixPaidMs, user.id).find((each) => each.id === request.params.id);
  if (!order) return fail(404, AFTER_PURCHASE_REFUSAL.notYourOrder);
  // Asked again (a retry, another device): the cancellation stands as it was made.
  if (order.status === 'cancelled' && order.cancellation) return ok(withMoneyBack(order, clock));
  const step = order.status === 'paid' ? currentStep(trackOrder(order, clock)) : 'received';
  const refusal = cancellationRefusal({ status: order.status, step });
  if (refusal) return fail(409, refusal);
  return ok(withMoneyBack(cancel(order, reason, clock), clock));
}

/** Cancels the order: its money back recorded, its units back on sale, the order itself, then the email. */
function cancel(order: StoredOrder, reason: CancellationReason, clock: OrderClock): StoredOrder {
  const at = new Date(clock.now).toISOString();
  const charged = chargedPayment(order, clock.now);
  const money = charged ? cancellationMoney(order.status, charged) : ({ kind: 'nothingCharged' } as const);
  let recorded: MoneyBack | null = null;
  if (money.kind !== 'nothingCharged') {
    const answer = recordMoneyBack(order, money.amountCents, CANCELLATION, clock.now);
    // Nothing else was written yet; a bug's guard, as a cancellation comes before any return.
    if (isRefusal(answer)) throw new Error(`order ${order.id}: money back refused on cancelling`);
    recorded = answer;
  }
  // The vale-troca's part goes back to the credit it came from (credits.ts), in this transaction.
  const creditBack = giveBackCredit(order.id, clock.now);
  putBack(order.lines);
  const [cancelled] = updateOrders((each) => {
    if (each.id !== order.id) return each;
    // An unpaid PIX's code is withdrawn now: paid later, it is never charged.
    const payment =
      each.payment.method === 'pix' && each.status !== 'paid' ? { ...each.payment, expiresAt: at } : each.payment;
    return { ...each, status: 'cancelled', payment, cancellation: { reason, at } };
  }, order.userId).filter((each) => each.id === order.id);
  mailCancellation(cancelled!, recorded, creditBack, clock.now);
  return cancelled!;
}

export const calls = [
  call({
    name: 'cancelOrder',
    method: 'POST',
    path: '/orders/:id/cancel',
    // The payment provider is told at once (the PIX withdrawn, the devolução or the estorno asked):
    // a little longer than a read.
    latencyMs: 1200,
    whenFailing: "Under the form: 'Não foi possível cancelar o pedido.' + reason",
    handle: cancelOrder,
  }),
];

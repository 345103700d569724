/**
 * Money given back on orders, in the server's records (the `money-back` table): a PIX devolução
 * or a card estorno, the way the order was paid (src/rules/moneyBack.ts), for a cause: the order's
 * cancellation, or a return request's refund. Written in the transaction of the request that gives
 * the money back, with whatever else it changes.
 *
 * A devolução starts em processamento and settles as devolvido after the order clock's pace
 * (`orderStepMs`, worked out when read, as the order's steps are; at 0 it stands still), or at once
 * by hand as devolvido or não realizado (vitrineMock.refund.done / .fail). Settling sends its
 * email, once. An estorno is done when recorded: the parcels billed so far are credited back and
 * the rest cancelled, when it gives back the whole order; a part of it comes back as a credit on
 * the card, its parcels left as they are.
 *
 * Nothing is given back beyond what the order charged: what went back before (a devolução não
 * realizada did not) and what is asked add up to its total at most. Which way the money goes (the
 * payment's, or a vale-troca instead) is the caller's choice (refundRoutes): this records the
 * payment's way. An exchange's fee (charged apart from the order, returns/exchangeFees.ts) comes
 * back here too, counted apart from the order's charge.
 */
import type { MoneyBack, MoneyBackCause, Order } from '../../../src/api/types';
import { formatCents } from '../../../src/lib/money';
import { AFTER_PURCHASE_REFUSAL } from '../../../src/rules/afterPurchaseRefusals';
import { paidByMethodCents } from '../../../src/rules/storeCredit';
import {
  canMovePixRefund,
  cardReversal,
  parcelsBilledAt,
  PIX_REFUND_STATES,
  type PixRefundState,
} from '../../../src/rules/moneyBack';
import type { ExchangeFeeCharge } from '../../../src/rules/exchangeFee';
import { findAccountById } from '../accounts/accountStore';
import { giveBackCredit } from '../credits';
import { sendMail } from '../accounts/outbox';
import { SCHEMA } from '../schema';
import { isRecord, table } from '../store';
import { refuse, type Refusal } from './input';
import { publicOrder, storedOrders, type StoredOrder } from './orderStore';

export type { MoneyBack, MoneyBackCause } from '../../../src/api/types';

/** A record as kept: the money back and the order it belongs to (no shopper: the order knows). */
type MoneyBackRow = MoneyBack & { orderId: string };

const isCause = (value: unknown): value is MoneyBackCause =>
  isRecord(value) &&
  (value.kind === 'cancellation' ||
    ((value.kind === 'return' || value.kind === 'exchangeFee') && typeof value.requestId === 'string'));

/** An exchange's fee given back: money of its own charge, apart from what the order charged. */
const isFeeBack = (record: Pick<MoneyBack, 'cause'>) => record.cause.kind === 'exchangeFee';

const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isCentsList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((cents) => Number.isSafeInteger(cents));

function decodeRow(stored: unknown): MoneyBackRow | null {
  if (!isRecord(stored) || typeof stored.id !== 'string' || typeof stored.orderId !== 'string') return null;
  if (!isCause(stored.cause) || !isCents(stored.amountCents) || typeof stored.createdAt !== 'string') return null;
  if (stored.method === 'pix') {
    const known = PIX_REFUND_STATES.some((state) => state.id === stored.state);
    return known ? (stored as unknown as MoneyBackRow) : null;
  }
  if (stored.method === 'card') {
    const parcels = isCentsList(stored.reversedParcelsCents) && isCentsList(stored.cancelledParcelsCents);
    return parcels ? (stored as unknown as MoneyBackRow) : null;
  }
  return null;
}

const rows = table(SCHEMA.moneyBack, decodeRow);

/** As the shop reads it: without the order's id it is read with. */
const shown = ({ orderId: _orderId, ...moneyBack }: MoneyBackRow): MoneyBack => moneyBack;

/** What counts as given back: everything but a devolução that was not made. */
const givesBack = (record: MoneyBack) => record.method === 'card' || record.state !== 'failed';

/** The cents of the order's own charge given back so far, or on their way (a devolução em processamento). */
export function givenBackCents(orderId: string): number {
  return rows
    .find('orderId', orderId)
    .filter((record) => givesBack(record) && !isFeeBack(record))
    .reduce((sum, record) => sum + record.amountCents, 0);
}

/**
 * Records `amountCents` given back on a paid order, for `cause`, the way it was paid: a PIX
 * devolução em processamento, or a card estorno. Refused (nothing written) when the order was
 * not paid, or when it would give back more than the order charged, counting what went back before.
 */
export function recordMoneyBack(
  order: StoredOrder,
  amountCents: number,
  cause: MoneyBackCause,
  now: number = Date.now(),
): MoneyBack | Refusal {
  if (order.status !== 'paid') return refuse(422, AFTER_PURCHASE_REFUSAL.orderNotPaid);
  if (!isCents(amountCents) || !isCause(cause) || isFeeBack({ cause })) {
    throw new RangeError(`cannot give back ${amountCents} cents`);
  }
  const before = givenBackCents(order.id);
  // Only what the payment method charged comes back by it (the vale-troca's part goes back to the credit).
  const paid = paidByMethodCents(order);
  if (order.payment.method === 'storeCredit' || before + amountCents > paid) {
    return refuse(422, AFTER_PURCHASE_REFUSAL.refundBeyondPaid);
  }
  const base = { id: rows.nextId(), cause, amountCents, createdAt: new Date(now).toISOString() };
  let record: MoneyBack;
  if (order.payment.method === 'pix') {
    record = { ...base, method: 'pix', state: 'processing', settledAt: null };
  } else {
    const { parcelsCents } = order.payment;
    const whole = before === 0 && amountCents === paid;
    const billed = parcelsBilledAt(order.createdAt, now, parcelsCents.length);
    const { reversedParcelsCents, cancelledParcelsCents } = whole
      ? cardReversal(parcelsCents, billed)
      : { reversedParcelsCents: [], cancelledParcelsCents: [] };
    record = { ...base, method: 'card', reversedParcelsCents, cancelledParcelsCents };
  }
  rows.put(record.id, { ...record, orderId: order.id });
  return record;
}

/** What the reader needs of the clock: the time now and the pace a devolução settles at. */
export interface MoneyBackClock {
  now: number;
  orderStepMs: number;
}

const SETTLED_MAIL: Record<Exclude<PixRefundState, 'processing'>, { subject: string; text: string }> = {
  refunded: {
    subject: 'Devolução concluída',
    text: 'foi devolvido por PIX para a conta que fez o pagamento',
  },
  failed: {
    subject: 'Devolução não realizada',
    text: 'não pôde ser devolvido por PIX. Fale com a nossa central para recebê-lo de outra forma',
  },
};

/** Moves a devolução from em processamento to `state`, written down and mailed to the order's shopper. */
function settle(record: MoneyBackRow, state: PixRefundState, at: number, order: StoredOrder | null): MoneyBackRow {
  if (record.method !== 'pix' || !canMovePixRefund(record.state, state) || state === 'processing') return record;
  const settled: MoneyBackRow = { ...record, state, settledAt: new Date(at).toISOString() };
  rows.put(record.id, settled);
  const account = order?.userId ? findAccountById(order.userId) : null;
  if (order && account) {
    const mail = SETTLED_MAIL[state];
    sendMail(
      {
        to: account.email,
        subject: `${mail.subject}: pedido ${order.id}`,
        text: `Olá, ${account.name}! O valor de ${formatCents(record.amountCents)} do seu pedido ${order.id} ${mail.text}.`,
        link: `/pedidos/${encodeURIComponent(order.id)}`,
      },
      at,
    );
  }
  return settled;
}

/**
 * The order's money back, oldest first, brought up to `clock.now`: a devolução em processamento
 * for `orderStepMs` is devolvido from then (none moves at 0).
 */
export function moneyBackOf(order: StoredOrder, clock: MoneyBackClock): MoneyBack[] {
  return rows
    .find('orderId', order.id)
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((record) => {
      if (record.method !== 'pix' || record.state !== 'processing' || clock.orderStepMs <= 0) return shown(record);
      const due = Date.parse(record.createdAt) + clock.orderStepMs;
      return shown(due <= clock.now ? settle(record, 'refunded', due, order) : record);
    });
}

/**
 * The order as its page reads it (GET /orders/:id): with its money back, brought up to now, when
 * any was given (an order without has none, as it was placed).
 */
export function withMoneyBack(order: StoredOrder, clock: MoneyBackClock): Order {
  const moneyBack = moneyBackOf(order, clock);
  return moneyBack.length === 0 ? publicOrder(order) : { ...publicOrder(order), moneyBack };
}

/**
 * An order with its money back as recorded, nothing brought up to now ('Baixar meus dados' reads
 * the records and changes none).
 */
export function withRecordedMoneyBack(order: Order): Order {
  const moneyBack = rows
    .find('orderId', order.id)
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map(shown);
  return moneyBack.length === 0 ? order : { ...order, moneyBack };
}

/** The money back on the order for `cause` (a cancellation's, one return request's). */
export function moneyBackFor(order: StoredOrder, cause: MoneyBackCause, clock: MoneyBackClock): MoneyBack[] {
  return moneyBackOf(order, clock).filter(
    (record) =>
      record.cause.kind === cause.kind &&
      (cause.kind === 'cancellation' || ('requestId' in record.cause && record.cause.requestId === cause.requestId)),
  );
}

/**
 * An exchange's fee back, the way it was paid, for a request whose exchange did not happen: an
 * estorno of the fee on the order's card, a devolução of its PIX, or the vale-troca it took given
 * back to the credit. Only a fee paid comes here (exchangeFees.ts). Once:
 * a fee already given back (`givenBackAt`, or its estorno recorded) gives nothing more, and answers
 * false. Written in the transaction of the request that ends the exchange.
 */
export function giveExchangeFeeBack(
  order: StoredOrder,
  requestId: string,
  fee: ExchangeFeeCharge,
  now: number,
): boolean {
  if (fee.givenBackAt !== null) return false;
  const cause: MoneyBackCause = { kind: 'exchangeFee', requestId };
  if (fee.payment.method === 'storeCredit') return giveBackCredit(order.id, now, requestId) > 0;
  if (
    rows
      .find('orderId', order.id)
      .some((record) => isFeeBack(record) && 'requestId' in record.cause && record.cause.requestId === requestId)
  ) {
    return false;
  }
  const base = { id: rows.nextId(), cause, amountCents: fee.cents, createdAt: new Date(now).toISOString() };
  const record: MoneyBack =
    fee.payment.method === 'pix'
      ? { ...base, method: 'pix', state: 'processing', settledAt: null }
      : { ...base, method: 'card', reversedParcelsCents: [], cancelledParcelsCents: [] };
  rows.put(record.id, { ...record, orderId: order.id });
  return true;
}

/**
 * For developers (vitrineMock.refund.done / .fail): a devolução em processamento (the latest, or
 * the one with id `id`) settles now as devolvido or não realizado, with its email. Throws, in
 * English, when there is none: a console tool, not the shop.
 */
export function settlePixRefund(outcome: 'refunded' | 'failed', id: string | undefined, now: number): MoneyBack {
  const processing = rows.all().filter((record) => record.method === 'pix' && record.state === 'processing');
  const target =
    id === undefined
      ? processing.sort((a, b) => Number(a.id) - Number(b.id)).at(-1)
      : processing.find((record) => record.id === String(id));
  if (!target) throw new Error(id === undefined ? 'no PIX refund is processing' : `no PIX refund ${id} is processing`);
  const order = storedOrders().find((each) => each.id === target.orderId) ?? null;
  return shown(settle(target, outcome, now, order));
}

/**
 * Return and exchange requests in the server's records (the `return-requests` table), and their
 * clock. A request is approved at once, with its 'código de postagem'; then, like an order's steps
 * (checkout/orderClock.ts), it is posted, received and resolved one `orderStepMs` after the state
 * before, worked out when it is read (no timers; at 0 it stands still and moves only by hand:
 * 'Avançar devolução', vitrineMock.returns.advance). An approved request whose code lapsed unused is
 * expired. Each state reached is written once, in the transaction of the request that reads it, with
 * what it does: the units of a resellable return back on sale on receipt, an exchange's new
 * shipment, a reserved size put back when the request ends unused, the refund's money back
 * (checkout/moneyBack.ts) or as vale-troca (credits.ts), the email it sends.
 */
import type { ReturnRequest, ReturnRequestLine } from '../../../src/api/types';
import { formatCents } from '../../../src/lib/money';
import {
  currentReturnState,
  isFinalReturnState,
  postageCodeLastDay,
  receiptRefusalLabel,
  RESOLVED_STATE,
  returnStateLabel,
  type ReceiptRefusalReason,
  type ReturnRequestState,
  type ReturnResolution,
} from '../../../src/rules/returnRequests';
import type { ReturnKind } from '../../../src/rules/returnWindows';
import { exchangeFeeChargedText, type ExchangeFeeCharge } from '../../../src/rules/exchangeFee';
import { fullDateText } from '../../../src/rules/saoPauloDate';
import { paidByMethodCents, refundSplit, STORE_CREDIT_VALID_DAYS } from '../../../src/rules/storeCredit';
import { makeTrackingCode, SHOP_SERVICE } from '../../../src/rules/trackingCode';
import { findAccountById } from '../accounts/accountStore';
import { sendMail } from '../accounts/outbox';
import { givenBackCents, recordMoneyBack } from '../checkout/moneyBack';
import type { OrderClock } from '../checkout/orderClock';
import { storedOrders } from '../checkout/orderStore';
import { creditForReturn, issueCredit } from '../credits';
import { SCHEMA } from '../schema';
import { putBack } from '../stock';
import { isRecord, table } from '../store';
import { feePixOutcome, withFeeGivenBack } from './exchangeFees';

/** A line as kept: the order line's SKU beside its index, so units go back without the order. */
export interface StoredReturnLine extends ReturnRequestLine {
  sku: string;
}

/** A request as kept: its shopper, and when each state was reached. */
export interface StoredReturn {
  id: string;
  orderId: string;
  userId: string;
  kind: ReturnKind;
  resolution: ReturnResolution;
  state: ReturnRequestState;
  createdAt: string;
  at: Partial<Record<ReturnRequestState, string>>;
  lines: StoredReturnLine[];
  description?: string;
  postageCode: string;
  shippingRefundCents: number;
  refundRoute: 'pix' | 'card' | null;
  /** The SKUs and units reserved for an exchange or a replacement, put back if the request ends unused. */
  reserved: Array<{ sku: string; quantity: number }>;
  trackingCode: string | null;
  /** A line's second or later exchange: its fee, charged with the request (exchangeFees.ts). */
  exchangeFee?: ExchangeFeeCharge;
}

const requests = table(SCHEMA.returnRequests, (stored) =>
  isRecord(stored) && typeof stored.id === 'string' && typeof stored.orderId === 'string' && isRecord(stored.at)
    ? (stored as unknown as StoredReturn)
    : null,
);

/** The Correios service letters of a reverse-logistics parcel (the shopper posts it with the code). */
export const RETURN_SERVICE = 'LR';

/** A new request's number. */
export const nextReturnId = (): string => requests.nextId();

/** The code the shopper posts the parcel with: an S10 code of the reverse-logistics service. */
export const postageCodeOf = (id: string): string => makeTrackingCode(RETURN_SERVICE, Number(id) % 100_000_000);

/** The new shipment of an exchange or a replacement: the shop's service, numbered apart from the orders'. */
export const exchangeTrackingCodeOf = (id: string): string =>
  makeTrackingCode(SHOP_SERVICE, 90_000_000 + (Number(id) % 10_000_000));

/** Requests of one order, or of one shopper, oldest first. */
export const requestsOfOrder = (orderId: string): StoredReturn[] => requests.find('orderId', orderId);
export const requestsOfShopper = (userId: string): StoredReturn[] => requests.find('userId', userId);
export const allRequests = (): StoredReturn[] => requests.all();

export function saveRequest(request: StoredReturn): void {
  requests.put(request.id, request);
}

/** True while a request holds its lines: it neither ended unused (cancelled, expired) nor is one. */
export const isLive = (request: Pick<StoredReturn, 'state'>): boolean =>
  request.state !== 'cancelled' && request.state !== 'expired';

const iso = (ms: number) => new Date(ms).toISOString();

/** The request's total refund, lines and shipping. */
export const refundTotal = (request: Pick<StoredReturn, 'lines' | 'shippingRefundCents'>): number =>
  request.lines.reduce((sum, line) => sum + (line.refusal ? 0 : line.refundCents), request.shippingRefundCents);

/** Each state's email sentence, with the exchange's fee when it had one. */
function mailText(request: StoredReturn, state: ReturnRequestState): string | null {
  const text = stateMailText(request, state);
  const fee = request.exchangeFee;
  const feeShown = state === 'approved' || state === 'cancelled' || state === 'expired' || state === 'received';
  if (!text || !fee || !feeShown) return text;
  return `${text} ${exchangeFeeChargedText(fee, isFinalReturnState(state))}`;
}

function stateMailText(request: StoredReturn, state: ReturnRequestState): string | null {
  switch (state) {
    case 'requested':
      // Only a request waiting for its fee's PIX stays here: the others are approved at once.
      return request.exchangeFee?.payment.method === 'pix'
        ? `Recebemos sua solicitação ${request.id} do pedido ${request.orderId}. ${exchangeFeeChargedText(request.exchangeFee)} Pague o PIX no pedido: o código de postagem sai quando o pagamento for confirmado.`
        : null;
    case 'approved':
      return `Recebemos sua solicitação ${request.id} do pedido ${request.orderId}, e ela foi aprovada. Código de postagem: ${request.postageCode}, válido até ${fullDateText(postageCodeLastDay(request.at.approved!))}. Leve o pacote a uma agência dos Correios.`;
    case 'received':
      return request.exchangeFee && request.lines.every((line) => line.refusal)
        ? `Recebemos o pacote da solicitação ${request.id}, mas não pudemos aceitar os itens. Veja o motivo no pedido.`
        : null;
    case 'refunded': {
      // What came back as credit (the part the vale-troca paid) is said apart from the money.
      const credit = creditForReturn(request.id)?.issuedCents ?? 0;
      const money = refundTotal(request) - credit;
      const route = request.refundRoute === 'pix' ? 'por PIX' : 'no seu cartão';
      const parts = [
        ...(money > 0 ? [`devolvemos ${formatCents(money)} ${route}`] : []),
        ...(credit > 0 ? [`${formatCents(credit)} pagos com vale-troca voltaram como vale-troca, em Minha conta`] : []),
      ];
      return `Sua solicitação ${request.id} foi concluída: ${parts.join('; ')}.`;
    }
    case 'creditIssued':
      return `Sua solicitação ${request.id} foi concluída: emitimos um vale-troca de ${formatCents(refundTotal(request))}, válido por ${STORE_CREDIT_VALID_DAYS} dias, em Minha conta.`;
    case 'exchangeShipped':
      return `Sua solicitação ${request.id} foi concluída: enviamos a troca pelos Correios. Código de rastreamento: ${request.trackingCode}.`;
    case 'exchangeDelivered':
      return `A troca da solicitação ${request.id} foi entregue. Se precisar, você pode trocar a peça recebida de novo em até 30 dias.`;
    case 'expired':
      return `O código de postagem da solicitação ${request.id} expirou sem uso. Se ainda estiver no prazo, faça uma nova solicitação.`;
    case 'cancelled':
      return `Sua solicitação ${request.id} do pedido ${request.orderId} foi cancelada.`;
    default:
      return null;
  }
}

function mail(request: StoredReturn, state: ReturnRequestState, now: number): void {
  const text = mailText(request, state);
  const account = request.userId ? findAccountById(request.userId) : null;
  if (!text || !account) return;
  sendMail(
    {
      to: account.email,
      subject: `Solicitação ${request.id} do pedido ${request.orderId}: ${returnStateLabel(state).toLowerCase()}`,
      text: `Olá, ${account.name}! ${text}`,
      link: `/pedidos/${encodeURIComponent(request.orderId)}`,
    },
    now,
  );
}

/** The request in its new state at `at`, with what reaching it does; written and mailed. */
export function enter(
  request: StoredReturn,
  state: ReturnRequestState,
  at: string,
  now: number,
  refusals: Partial<Record<number, ReceiptRefusalReason>> = {},
): StoredReturn {
  let next: StoredReturn = { ...request, state, at: { ...request.at, [state]: at } };
  if (state === 'received') next = receive(next, refusals);
  if (state === 'received' && next.kind !== 'defect') {
    // A withdrawal's and an exchange's units come back unused: on sale again. A defective one does not.
    putBack(next.lines.filter((line) => !line.refusal).map(({ sku, quantity }) => ({ sku, quantity })));
  }
  if (state === 'exchangeShipped') next = { ...next, trackingCode: exchangeTrackingCodeOf(next.id) };
  if ((state === 'cancelled' || state === 'expired') && next.reserved.length > 0) putBack(next.reserved);
  // The exchange did not happen: its fee goes back, the way it was paid, once.
  const happened = state !== 'cancelled' && state !== 'expired' && next.lines.some((line) => !line.refusal);
  if (!happened) next = withFeeGivenBack(next, now);
  saveRequest(next);
  if (state === 'refunded' || state === 'creditIssued') giveMoneyBack(next, now);
  mail(next, state, now);
  return next;
}

/**
 * What receiving the parcel does to the lines: those refused (by index, with the reason) keep no
 * refund and go back to the shopper, their reserved units back on sale; a withdrawal with a refused
 * line did not bring the whole order back, so its shipping is not refunded either.
 */
function receive(request: StoredReturn, refusals: Partial<Record<number, ReceiptRefusalReason>>): StoredReturn {
  const refused = (index: number) => refusals[index];
  if (!request.lines.some((line) => refused(line.index))) return request;
  const lines = request.lines.map((line) => {
    const reason = refused(line.index);
    return reason ? { ...line, refusal: receiptRefusalLabel(reason) } : line;
  });
  const freed = request.lines.filter((line) => refused(line.index));
  const reserved = request.reserved.filter((each) => !freed.some((line) => (line.wantedSku ?? line.sku) === each.sku));
  const back = request.reserved.filter((each) => !reserved.includes(each));
  if (back.length > 0) putBack(back);
  return { ...request, lines, reserved, shippingRefundCents: 0 };
}

/**
 * The refund, in the same transaction: taken as vale-troca, all of it is issued as credit; as
 * money, what the PIX or the card charged comes back by it (a devolução, an estorno) and the part
 * the vale-troca paid comes back as credit (refundSplit). The request's ledger already kept it
 * within what the order paid: a refusal here is a bug, and throwing keeps nothing of the move.
 * A request issues its credit once: a second move finds it.
 */
function giveMoneyBack(request: StoredReturn, now: number): void {
  const order = storedOrders().find((each) => each.id === request.orderId);
  const amount = refundTotal(request);
  if (!order || amount === 0) return;
  const methodLeft = order.payment.method === 'storeCredit' ? 0 : paidByMethodCents(order) - givenBackCents(order.id);
  const { moneyCents, creditCents } = refundSplit(amount, request.resolution === 'storeCredit', methodLeft);
  if (moneyCents > 0) {
    const recorded = recordMoneyBack(order, moneyCents, { kind: 'return', requestId: request.id }, now);
    if ('refused' in recorded) throw new Error(`return request ${request.id}: money back refused`);
  }
  if (creditCents > 0 && request.userId && !creditForReturn(request.id)) {
    issueCredit(request.userId, creditCents, { kind: 'return', orderId: order.id, requestId: request.id }, now);
  }
}

/** The state after `state` on the clock: the parcel posted, received, then the resolution (none when every line was refused). */
function clockNext(request: StoredReturn): ReturnRequestState | null {
  switch (request.state) {
    case 'approved':
      return 'posted';
    case 'posted':
      return 'received';
    case 'received':
      return request.lines.every((line) => line.refusal) ? null : RESOLVED_STATE[request.resolution];
    case 'exchangeShipped':
      // The new shipment is delivered one step after it left, as the order's own steps are.
      return 'exchangeDelivered';
    default:
      return null;
  }
}

/** True while a request still has a step to go (a request whose every line was refused ends at 'received'). */
export const isOpenRequest = (request: StoredReturn): boolean =>
  request.state === 'requested' || clockNext(request) !== null;

/**
 * A request waiting for its fee's PIX, at the clock's now: approved when it was paid (its postage
 * code counted from then), cancelled when it lapsed unpaid (its reserved units back, nothing charged).
 */
function settleFeePix(request: StoredReturn, clock: OrderClock): StoredReturn {
  const outcome = request.state === 'requested' ? feePixOutcome(request.exchangeFee, clock) : null;
  if (!outcome) return request;
  if ('lapsed' in outcome) return enter(request, 'cancelled', iso(outcome.lapsed), clock.now);
  const paid = { ...request, exchangeFee: { ...request.exchangeFee!, paidAt: iso(outcome.paid) } };
  return enter(paid, 'approved', iso(outcome.paid), clock.now);
}

/** The request brought up to the clock's now: each state due reached in turn, an unused code expired. */
export function settleRequest(request: StoredReturn, clock: OrderClock): StoredReturn {
  let current = settleFeePix(request, clock);
  for (;;) {
    const next = clockNext(current);
    const since = Date.parse(current.at[current.state]!);
    const due = since + clock.orderStepMs;
    const lapsedAtDue = currentReturnState(current.state, current.at.approved ?? null, due) === 'expired';
    if (next && clock.orderStepMs > 0 && due <= clock.now && !lapsedAtDue) {
      current = enter(current, next, iso(due), clock.now);
      continue;
    }
    if (currentReturnState(current.state, current.at.approved ?? null, clock.now) === 'expired') {
      current = enter(current, 'expired', iso(clock.now), clock.now);
    }
    return current;
  }
}

/** Every request of an order brought up to now. */
export const settledRequestsOfOrder = (orderId: string, clock: OrderClock): StoredReturn[] =>
  requestsOfOrder(orderId).map((request) => settleRequest(request, clock));

/** A request as the shopper sees it: without its owner and its reserved units. */
export function publicRequest(request: StoredReturn): ReturnRequest {
  const history = (Object.entries(request.at) as Array<[ReturnRequestState, string]>)
    .map(([state, at]) => ({ state, at }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return {
    id: request.id,
    orderId: request.orderId,
    kind: request.kind,
    resolution: request.resolution,
    state: request.state,
    createdAt: request.createdAt,
    lines: request.lines.map(({ sku: _sku, ...line }) => line),
    ...(request.description === undefined ? {} : { description: request.description }),
    postageCode: request.postageCode,
    postageLastDay: postageCodeLastDay(request.at.approved ?? request.createdAt),
    refundCents: refundTotal(request),
    shippingRefundCents: request.shippingRefundCents,
    refundRoute: request.refundRoute,
    trackingCode: request.trackingCode,
    ...(request.exchangeFee ? { exchangeFee: request.exchangeFee } : {}),
    history,
  };
}

/**
 * For developers ('Avançar devolução', vitrineMock.returns.advance): the request (or the latest one
 * still moving) reaches its next state now; on receipt, the lines named in `refusals` are refused
 * with their reason (RECEIPT_REFUSAL_REASONS). Throws, in English, when it cannot.
 */
export function advanceReturn(
  id: string | undefined,
  clock: OrderClock,
  refusals: Partial<Record<number, ReceiptRefusalReason>> = {},
): { id: string; state: ReturnRequestState } {
  const settled = allRequests().map((request) => settleRequest(request, clock));
  const target =
    id === undefined
      ? settled.filter((request) => clockNext(request) !== null).at(-1)
      : settled.find((request) => request.id === String(id));
  if (!target) throw new Error(id === undefined ? 'no return request is on its way' : `no return request ${id}`);
  const next = clockNext(target);
  if (!next || isFinalReturnState(target.state)) throw new Error(`return request ${target.id} is ${target.state}`);
  return { id: target.id, state: enter(target, next, iso(clock.now), clock.now, refusals).state };
}

/** 'Baixar meus dados': the shopper's requests, oldest first, as the order page shows them. */
export const returnsSection = (userId: string): ReturnRequest[] =>
  requestsOfShopper(userId)
    .filter((request) => request.userId === userId)
    .map(publicRequest);

/**
 * 'Excluir minha conta': the requests stay for the shop's books (as the orders do), without their
 * shopper and without the defect's description, which the shopper wrote freely.
 */
export function anonymiseReturnsOf(userId: string): void {
  for (const request of requestsOfShopper(userId)) {
    const { description: _description, ...kept } = request;
    saveRequest({ ...kept, userId: '' });
  }
}

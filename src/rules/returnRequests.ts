/**
 * A return request's life: solicitada; aprovada, with a Correios 'código de postagem' valid
 * 10 days; postada; recebida, each line accepted or refused with a reason; then reembolsada,
 * troca enviada or vale-troca emitido; a troca enviada becomes troca entregue when its shipment
 * arrives (its units may then be exchanged again). The shopper may cancel it until the parcel is
 * posted, and an approved request whose code lapsed unused becomes expirada.
 */
import { addDays, isOnOrBefore, saoPauloDate, type CalendarDate, type Instant } from './saoPauloDate';
import type { ReturnKind } from './returnWindows';

/** The states, in the order a request goes through them, with their labels. */
export const RETURN_REQUEST_STATES = [
  { id: 'requested', label: 'Solicitada' },
  { id: 'approved', label: 'Aprovada' },
  { id: 'posted', label: 'Postada' },
  { id: 'received', label: 'Recebida' },
  { id: 'refunded', label: 'Reembolsada' },
  { id: 'exchangeShipped', label: 'Troca enviada' },
  { id: 'exchangeDelivered', label: 'Troca entregue' },
  { id: 'creditIssued', label: 'Vale-troca emitido' },
  { id: 'cancelled', label: 'Cancelada' },
  { id: 'expired', label: 'Expirada' },
] as const;

export type ReturnRequestState = (typeof RETURN_REQUEST_STATES)[number]['id'];

/** A state's label: 'Vale-troca emitido'. */
export const returnStateLabel = (state: ReturnRequestState): string =>
  RETURN_REQUEST_STATES.find((each) => each.id === state)!.label;

/**
 * Where each state may go. A request whose every line was refused on receipt goes no further
 * than 'received': its lines' reasons say why.
 */
const NEXT: Record<ReturnRequestState, readonly ReturnRequestState[]> = {
  requested: ['approved', 'cancelled'],
  approved: ['posted', 'cancelled', 'expired'],
  posted: ['received'],
  received: ['refunded', 'exchangeShipped', 'creditIssued'],
  refunded: [],
  exchangeShipped: ['exchangeDelivered'],
  exchangeDelivered: [],
  creditIssued: [],
  cancelled: [],
  expired: [],
};

/** The states a request may move to from `state`. */
export const nextReturnStates = (state: ReturnRequestState): readonly ReturnRequestState[] => NEXT[state];

/** True when a request may move from one state to the other. */
export const canMoveReturnRequest = (from: ReturnRequestState, to: ReturnRequestState): boolean =>
  NEXT[from].includes(to);

/** True for a state a request ends in (nothing follows it). */
export const isFinalReturnState = (state: ReturnRequestState): boolean => NEXT[state].length === 0;

/** True while the shopper may still cancel the request: before the parcel is posted. */
export const canShopperCancelRequest = (state: ReturnRequestState): boolean => NEXT[state].includes('cancelled');

/** What the shopper asks for the lines once they are accepted. */
export type ReturnResolution = 'refund' | 'storeCredit' | 'exchange' | 'replacement';

/** The resolutions each kind offers: a withdrawal's money or a vale-troca; an exchange; a defect's replacement, money or vale-troca. */
export const RESOLUTIONS: Record<ReturnKind, readonly ReturnResolution[]> = {
  withdrawal: ['refund', 'storeCredit'],
  exchange: ['exchange'],
  defect: ['replacement', 'refund', 'storeCredit'],
};

/** True when a kind of request offers the resolution. */
export const offersResolution = (kind: ReturnKind, resolution: ReturnResolution): boolean =>
  RESOLUTIONS[kind].includes(resolution);

/** The state a received request ends in for its resolution: an exchange and a replacement both send a new shipment. */
export const RESOLVED_STATE: Record<ReturnResolution, ReturnRequestState> = {
  refund: 'refunded',
  storeCredit: 'creditIssued',
  exchange: 'exchangeShipped',
  replacement: 'exchangeShipped',
};

/** The reasons a received line may be refused, in Portuguese. */
export const RECEIPT_REFUSAL_REASONS = [
  { id: 'used', label: 'A peça chegou com sinais de uso.' },
  { id: 'noTag', label: 'A peça chegou sem a etiqueta.' },
  { id: 'otherItem', label: 'A peça recebida não é a do pedido.' },
  { id: 'noDefect', label: 'Não constatamos o defeito descrito.' },
] as const;

export type ReceiptRefusalReason = (typeof RECEIPT_REFUSAL_REASONS)[number]['id'];

/** A receipt refusal's sentence. */
export const receiptRefusalLabel = (reason: ReceiptRefusalReason): string =>
  RECEIPT_REFUSAL_REASONS.find((each) => each.id === reason)!.label;

/** Days a 'código de postagem' can be used at a Correios agency, counting from its issue. */
export const POSTAGE_CODE_VALID_DAYS = 10;

/** The last São Paulo date a code issued at `issuedAt` can be used. */
export const postageCodeLastDay = (issuedAt: Instant): CalendarDate =>
  addDays(saoPauloDate(issuedAt), POSTAGE_CODE_VALID_DAYS);

/** True once a code issued at `issuedAt` can no longer be used at `now`. */
export const postageCodeLapsed = (issuedAt: Instant, now: Instant): boolean =>
  !isOnOrBefore(now, postageCodeLastDay(issuedAt));

/** The state a request is really in at `now`: an approved one whose code lapsed unused is expired. */
export function currentReturnState(
  state: ReturnRequestState,
  codeIssuedAt: Instant | null,
  now: Instant,
): ReturnRequestState {
  return state === 'approved' && codeIssuedAt !== null && postageCodeLapsed(codeIssuedAt, now) ? 'expired' : state;
}

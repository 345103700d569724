/**
 * How money goes back to the shopper, by the way they paid: a PIX payment gets a 'devolução'
 * (a PIX back to the payer, possible within 90 days of the payment), a card payment an
 * 'estorno' (the issuer reverses the charge and cancels the parcels not yet billed), and
 * either may be taken as a vale-troca instead.
 */
import { formatCents } from '../lib/money';
import { AFTER_PURCHASE_REFUSAL } from './afterPurchaseRefusals';
import { addDays, daysBetween, isOnOrBefore, saoPauloDate, type CalendarDate, type Instant } from './saoPauloDate';
import type { PaymentMethod } from './totals';

/** A PIX devolução's states: em processamento, then devolvido or não realizado. */
export const PIX_REFUND_STATES = [
  { id: 'processing', label: 'Em processamento' },
  { id: 'refunded', label: 'Devolvido' },
  { id: 'failed', label: 'Não realizado' },
] as const;

export type PixRefundState = (typeof PIX_REFUND_STATES)[number]['id'];

/** A PIX refund state's label: 'Em processamento'. */
export const pixRefundStateLabel = (state: PixRefundState): string =>
  PIX_REFUND_STATES.find((each) => each.id === state)!.label;

/** True for the one move a devolução makes: from em processamento to devolvido or não realizado. */
export const canMovePixRefund = (from: PixRefundState, to: PixRefundState): boolean =>
  from === 'processing' && to !== 'processing';

/** Days after the payment a PIX devolução can still be sent (the PIX rules' limit). */
export const PIX_REFUND_WINDOW_DAYS = 90;

/** The last São Paulo date a PIX paid at `paidAt` can be refunded by PIX. */
export const pixRefundLastDay = (paidAt: Instant): CalendarDate =>
  addDays(saoPauloDate(paidAt), PIX_REFUND_WINDOW_DAYS);

/** True while a PIX paid at `paidAt` can still be refunded by PIX. */
export const pixRefundPossible = (paidAt: Instant, now: Instant): boolean =>
  isOnOrBefore(now, pixRefundLastDay(paidAt));

/** How money comes back, as the policy page states it. */
export const MONEY_BACK_POLICY = `Pagamentos por PIX são devolvidos por PIX em até ${PIX_REFUND_WINDOW_DAYS} dias após o pagamento. Pagamentos com cartão são estornados no próprio cartão, e as parcelas futuras são canceladas.`;

/** Where a refund can go: back the way it was paid, or a vale-troca. */
export type RefundRoute = 'pix' | 'card' | 'storeCredit';

/**
 * The routes a refund of an order paid by `method` at `paidAt` may take at `now`, the way it
 * was paid first; with `refusal` when that way is closed (a PIX past its 90 days).
 */
export function refundRoutes(
  method: PaymentMethod,
  paidAt: Instant,
  now: Instant,
): { routes: RefundRoute[]; refusal?: string } {
  if (method === 'card') return { routes: ['card', 'storeCredit'] };
  if (pixRefundPossible(paidAt, now)) return { routes: ['pix', 'storeCredit'] };
  return { routes: ['storeCredit'], refusal: AFTER_PURCHASE_REFUSAL.pixRefundWindowClosed };
}

/** A card estorno: the whole charge reversed; the parcels already billed come back as credit, the rest are cancelled. */
export interface CardReversal {
  amountCents: number;
  /** The parcels already on the shopper's invoices, credited back. */
  reversedParcelsCents: number[];
  /** The parcels not billed yet, cancelled. */
  cancelledParcelsCents: number[];
}

/** The estorno of a card order's parcels when `billed` of them were already on an invoice. */
export function cardReversal(parcelsCents: readonly number[], billed: number): CardReversal {
  if (!Number.isInteger(billed) || billed < 0 || billed > parcelsCents.length) {
    throw new RangeError(`${billed} of ${parcelsCents.length} parcels cannot have been billed`);
  }
  return {
    amountCents: parcelsCents.reduce((sum, cents) => sum + cents, 0),
    reversedParcelsCents: parcelsCents.slice(0, billed),
    cancelledParcelsCents: parcelsCents.slice(billed),
  };
}

/** Days between a card's invoices: each parcel is billed one of these after the one before. */
export const CARD_INVOICE_DAYS = 30;

/**
 * How many of `count` parcels of a card paid at `paidAt` are on an invoice at `now`: the first
 * one CARD_INVOICE_DAYS after the payment (São Paulo dates), each next one as many days later.
 * An order cancelled before it ships has none billed: every parcel is cancelled.
 */
export function parcelsBilledAt(paidAt: Instant, now: Instant, count: number): number {
  const days = daysBetween(saoPauloDate(paidAt), saoPauloDate(now));
  return Math.min(count, Math.max(0, Math.floor(days / CARD_INVOICE_DAYS)));
}

/** How an estorno reads: 'Estorno de R$ 300,00 no cartão; 2 parcelas futuras canceladas.' */
export function cardReversalText({ amountCents, cancelledParcelsCents }: CardReversal): string {
  const count = cancelledParcelsCents.length;
  const parcels =
    count === 0 ? '' : count === 1 ? '; 1 parcela futura cancelada' : `; ${count} parcelas futuras canceladas`;
  return `Estorno de ${formatCents(amountCents)} no cartão${parcels}.`;
}

/** How a devolução reads: 'Devolução de R$ 85,50 por PIX: em processamento.' */
export const pixRefundText = (amountCents: number, state: PixRefundState): string =>
  `Devolução de ${formatCents(amountCents)} por PIX: ${pixRefundStateLabel(state).toLowerCase()}.`;

/**
 * Cancelling an order: offered while it is unpaid, or paid but not yet shipped; the short list
 * of reasons the shopper picks from; and what becomes of the money. An unpaid order was never
 * charged; a paid PIX gets a devolução; a card gets an estorno, its unbilled parcels cancelled.
 */
import { formatCents } from '../lib/money';
import { AFTER_PURCHASE_REFUSAL } from './afterPurchaseRefusals';
import { cardReversal, type CardReversal, type PixRefundState } from './moneyBack';
import { isShipped, type OrderStepId } from './orderSteps';
import type { PaymentMethod } from './totals';

/** An order's payment status (the order's own, beside its step). */
export type PaymentStatus = 'awaiting_payment' | 'paid' | 'cancelled';

/** What deciding a cancellation needs of an order. */
export interface CancellableOrder {
  status: PaymentStatus;
  step: OrderStepId;
}

/** Why the order can no longer be cancelled, in Portuguese; null while it can be. */
export function cancellationRefusal({ status, step }: CancellableOrder): string | null {
  if (status === 'cancelled') return AFTER_PURCHASE_REFUSAL.orderAlreadyCancelled;
  if (isShipped(step)) return AFTER_PURCHASE_REFUSAL.orderAlreadyShipped;
  return null;
}

/** Cancelling as the policy page states it. */
export const CANCELLATION_POLICY =
  'Você pode cancelar o pedido enquanto ele aguarda pagamento ou até ser enviado. Um PIX não pago nunca é cobrado; um PIX pago é devolvido e uma compra no cartão é estornada, com as parcelas futuras canceladas.';

/** True while 'Cancelar pedido' is offered: unpaid, or paid and not yet shipped. */
export const canCancel = (order: CancellableOrder): boolean => cancellationRefusal(order) === null;

/** The reasons the shopper picks from, in the order the form lists them. */
export const CANCELLATION_REASONS = [
  { id: 'mistake', label: 'Comprei por engano' },
  { id: 'wrongSizeOrColour', label: 'Escolhi o tamanho ou a cor errada' },
  { id: 'betterPrice', label: 'Encontrei um preço melhor' },
  { id: 'deliveryTooLong', label: 'O prazo de entrega ficou longo demais' },
  { id: 'paymentChange', label: 'Quero pagar de outra forma' },
  { id: 'other', label: 'Outro motivo' },
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number]['id'];

/** A cancellation asked without a reason from the list (the form and the server say the same). */
export const CANCELLATION_REASON_REQUIRED = 'Escolha o motivo do cancelamento.';

export const isCancellationReason = (value: unknown): value is CancellationReason =>
  CANCELLATION_REASONS.some((reason) => reason.id === value);

/** A reason's label: 'Comprei por engano'. */
export const cancellationReasonLabel = (reason: CancellationReason): string =>
  CANCELLATION_REASONS.find((each) => each.id === reason)!.label;

/** What a cancellation does with the money. */
export type CancellationMoney =
  | { kind: 'nothingCharged' }
  | { kind: 'pixRefund'; amountCents: number; state: PixRefundState }
  | ({ kind: 'cardReversal' } & CardReversal);

/** What was charged for the order, and how: enough to say what a cancellation gives back. */
export type ChargedPayment =
  { method: 'pix'; totalCents: number } | { method: 'card'; parcelsCents: readonly number[]; parcelsBilled: number };

/**
 * What cancelling does with the money: nothing was charged while unpaid (an unpaid PIX is never
 * charged); a paid PIX is refunded whole, starting em processamento; a card is reversed whole.
 */
export function cancellationMoney(status: PaymentStatus, payment: ChargedPayment): CancellationMoney {
  if (status !== 'paid') return { kind: 'nothingCharged' };
  if (payment.method === 'pix') return { kind: 'pixRefund', amountCents: payment.totalCents, state: 'processing' };
  return { kind: 'cardReversal', ...cardReversal(payment.parcelsCents, payment.parcelsBilled) };
}

/** The sentence for an unpaid order's cancellation. */
export const NOTHING_CHARGED_TEXT = 'Nenhum valor foi cobrado.';

/** The payment method's word for giving the money back: 'devolução' (PIX) or 'estorno' (card). */
export const MONEY_BACK_WORD: Record<PaymentMethod, string> = { pix: 'devolução', card: 'estorno' };

/**
 * What cancelling will do with the money, told before the shopper confirms: nothing charged while
 * unpaid; a paid PIX's `totalCents` back by PIX; a card's charge reversed, its parcels cancelled.
 */
export function cancellationPreviewText(status: PaymentStatus, method: PaymentMethod, totalCents: number): string {
  if (status !== 'paid') return 'O pagamento ainda não foi feito: nada será cobrado.';
  if (method === 'pix') return `Devolveremos ${formatCents(totalCents)} por PIX para a conta que fez o pagamento.`;
  return `A compra de ${formatCents(totalCents)} será estornada no cartão, e as parcelas futuras serão canceladas.`;
}

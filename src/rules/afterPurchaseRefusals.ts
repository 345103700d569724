/**
 * What the server answers, in Portuguese, when it refuses an after-purchase request
 * (a cancellation, a return, an exchange, a refund). One place, so the page shows the
 * same words the fake backend sends, and a test can name each refusal.
 */
import { dayMonthText, type CalendarDate } from './saoPauloDate';

/** Each refusal, by what went wrong. */
export const AFTER_PURCHASE_REFUSAL = {
  /** The order belongs to another shopper (answered as if it did not exist for this one). */
  notYourOrder: 'Este pedido não pertence à sua conta.',
  /** Every unit of the line was already returned or is in an open request. */
  lineAlreadyReturned: 'Este item já foi devolvido ou já está em uma solicitação.',
  /** The size or colour asked for in an exchange has no unit left. */
  sizeOutOfStock: 'Este tamanho ou cor esgotou. Escolha outro ou peça o reembolso.',
  /** The refund asked for passes what was paid for the line (or its shipping), counting earlier refunds. */
  refundBeyondPaid: 'O valor pedido é maior que o valor pago que ainda pode ser devolvido.',
  /** The 'código de postagem' passed its validity unused. */
  postageCodeLapsed: 'O código de postagem expirou sem uso. Faça uma nova solicitação, se ainda estiver no prazo.',
  /** An order that has left the warehouse can no longer be cancelled. */
  orderAlreadyShipped:
    'O pedido já foi enviado e não pode mais ser cancelado. Depois de recebê-lo, você pode desistir da compra em até 7 dias.',
  /** The order was cancelled before. */
  orderAlreadyCancelled: 'Este pedido já foi cancelado.',
  /** Money back asked of an order that was never paid: nothing was charged. */
  orderNotPaid: 'Este pedido não foi pago: não há valor a devolver.',
  /** A return or exchange asked of an order not delivered yet. */
  orderNotDelivered: 'Trocas e devoluções ficam disponíveis depois da entrega do pedido.',
  /** A defect claim without its description. */
  defectDescriptionRequired: 'Descreva o defeito para que possamos analisar.',
  /** An exchange to a product other than the one bought, or at another price. */
  exchangeNotSameProduct: 'A troca é feita por outro tamanho ou cor do mesmo produto, pelo mesmo preço.',
  /** A PIX refund asked more than 90 days after the payment. */
  pixRefundWindowClosed: 'A devolução por PIX só é possível até 90 dias depois do pagamento. Escolha o vale-troca.',
  /** A store credit past its expiry, or with less balance than asked. */
  storeCreditUnavailable: 'O vale-troca não tem saldo suficiente ou já expirou.',
} as const;

export type AfterPurchaseRefusal = keyof typeof AFTER_PURCHASE_REFUSAL;

/** A closed deadline, with the last day it was open: 'O prazo para desistir terminou em 09/12.' */
export function deadlineClosedText(what: string, lastDay: CalendarDate): string {
  return `O prazo para ${what} terminou em ${dayMonthText(lastDay)}.`;
}

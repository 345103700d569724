/**
 * What an exchange costs: a line's first exchange is free; each one after it costs a flat fee, the
 * Econômica delivery to São Paulo (the warehouse's own region, the cheapest rate the shop has), so
 * the fee is the shop's own cheapest shipping and moves with it. The server charges it in the
 * request's transaction, the way the order was paid: on the order's card, or, for an order paid by
 * PIX or by vale-troca, from the shopper's vale-troca when its balance covers it, else by a PIX of
 * its own: the request then waits for that PIX (valid as long as an order's, 30 minutes) before it
 * is approved with its postage code, and is cancelled when it lapses unpaid. A fee paid goes back
 * the same way, once, when the exchange does not happen (cancelled, its postage code lapsed, every
 * line refused on receipt).
 */
import { formatCents } from '../lib/money';
import { shippingRates } from './shipping';

/** The fee of a line's second and later exchange, in cents. */
export const EXCHANGE_FEE_CENTS = shippingRates('SP').find((rate) => rate.id === 'economica')!.priceCents;

/** What an exchange of a line costs when it already had `exchangesBefore` exchanges. */
export const exchangeFeeCents = (exchangesBefore: number): number => (exchangesBefore === 0 ? 0 : EXCHANGE_FEE_CENTS);

/** The fee as the policy page states it, beside the exchange's window. */
export const EXCHANGE_FEE_POLICY = `A primeira troca de cada item é grátis; a partir da segunda, cobramos ${formatCents(EXCHANGE_FEE_CENTS)} de frete.`;

/** How the fee of a request is (or would be) paid: on the order's card, with the vale-troca, or not at all. */
export type ExchangeFeePayment =
  | { method: 'card'; last4: string }
  | { method: 'storeCredit' }
  /** An order paid by PIX (or by vale-troca) whose shopper's vale-troca does not cover the fee: a PIX of its own. */
  | { method: 'pix' };

/** Minutes the fee's PIX code can be paid, as an order's. */
export const EXCHANGE_FEE_PIX_MINUTES = 30;

/** Where the fee is paid, in words: 'no cartão final 1111', 'com o seu vale-troca', 'por PIX'. */
const whereText = (payment: { method: ExchangeFeePayment['method']; last4?: string }): string =>
  payment.method === 'card'
    ? `no cartão final ${payment.last4}`
    : payment.method === 'pix'
      ? 'por PIX'
      : 'com o seu vale-troca';

/** Before sending: 'Esta troca tem custo de frete: R$ 19,90, cobrado no cartão final 1111.' */
export function exchangeFeeNotice(feeCents: number, payment: ExchangeFeePayment): string {
  const fee = formatCents(feeCents);
  if (payment.method === 'pix') {
    return `Esta troca tem custo de frete: ${fee}, pago por PIX. Depois de enviar, pague o PIX em até ${EXCHANGE_FEE_PIX_MINUTES} minutos: o código de postagem sai quando o pagamento for confirmado.`;
  }
  const paid = payment.method === 'card' ? 'cobrado' : 'pago';
  return `Esta troca tem custo de frete: ${fee}, ${paid} ${whereText(payment)}. A primeira troca de cada item é grátis.`;
}

/**
 * A fee charged on a request, as kept and shown: what, how, when it was paid (a PIX's once paid;
 * null while it waits, and for good when it lapsed), and when it went back (null while kept).
 */
export interface ExchangeFeeCharge {
  cents: number;
  payment:
    { method: 'card'; last4: string } | { method: 'storeCredit' } | { method: 'pix'; code: string; expiresAt: string };
  chargedAt: string;
  paidAt: string | null;
  givenBackAt: string | null;
}

/** After sending: 'Frete da troca: R$ 19,90, cobrado no cartão final 1111.'; a PIX waiting or unpaid; given back, how. */
export function exchangeFeeChargedText(
  { cents, payment, paidAt, givenBackAt }: ExchangeFeeCharge,
  ended = false,
): string {
  const fee = formatCents(cents);
  if (paidAt === null) {
    return ended
      ? `Frete da troca: ${fee} por PIX, não pago. Nada foi cobrado.`
      : `Frete da troca: ${fee} por PIX, aguardando o pagamento.`;
  }
  const paid = payment.method === 'card' ? 'cobrado' : 'pago';
  const charged = `Frete da troca: ${fee}, ${paid} ${whereText(payment)}.`;
  if (givenBackAt === null) return charged;
  const back =
    payment.method === 'card'
      ? 'estornado no cartão'
      : payment.method === 'pix'
        ? 'devolvido por PIX'
        : 'devolvido ao seu vale-troca';
  return `${charged} A troca não aconteceu: o valor foi ${back}.`;
}

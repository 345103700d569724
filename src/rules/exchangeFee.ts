/**
 * What an exchange costs: a line's first exchange is free; each one after it costs a flat fee, the
 * Econômica delivery to São Paulo (the warehouse's own region, the cheapest rate the shop has), so
 * the fee is the shop's own cheapest shipping and moves with it. The server charges it in the
 * request's transaction, the way the order was paid: on the order's card, or, for an order paid by
 * PIX or by vale-troca, from the shopper's vale-troca when its balance covers it. It goes back the
 * same way, once, when the exchange does not happen (cancelled, its postage code lapsed, every line
 * refused on receipt).
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
  /** Neither: an order paid by PIX whose shopper's vale-troca does not cover the fee. */
  | { method: 'none' };

/** Why a fee cannot be paid: an order paid by PIX (or by vale-troca) without enough vale-troca for it. */
export const EXCHANGE_FEE_UNPAYABLE = `Esta troca tem custo de frete de ${formatCents(EXCHANGE_FEE_CENTS)}, e o seu vale-troca não cobre esse valor. Para pedidos pagos por PIX, o frete da troca é pago com vale-troca.`;

/** Where the fee is paid, in words: 'no cartão final 1111', 'com o seu vale-troca'. */
const whereText = (payment: ExchangeFeePayment): string =>
  payment.method === 'card' ? `no cartão final ${payment.last4}` : 'com o seu vale-troca';

/** Before sending: 'Esta troca tem custo de frete: R$ 19,90, cobrado no cartão final 1111.' */
export function exchangeFeeNotice(feeCents: number, payment: ExchangeFeePayment): string {
  if (payment.method === 'none') return EXCHANGE_FEE_UNPAYABLE;
  const paid = payment.method === 'card' ? 'cobrado' : 'pago';
  return `Esta troca tem custo de frete: ${formatCents(feeCents)}, ${paid} ${whereText(payment)}. A primeira troca de cada item é grátis.`;
}

/** A fee charged on a request, as kept and shown: what, how, and when it went back (null while kept). */
export interface ExchangeFeeCharge {
  cents: number;
  payment: Exclude<ExchangeFeePayment, { method: 'none' }>;
  chargedAt: string;
  givenBackAt: string | null;
}

/** After sending: 'Frete da troca: R$ 19,90, cobrado no cartão final 1111.' and, given back, how. */
export function exchangeFeeChargedText({ cents, payment, givenBackAt }: ExchangeFeeCharge): string {
  const paid = payment.method === 'card' ? 'cobrado' : 'pago';
  const charged = `Frete da troca: ${formatCents(cents)}, ${paid} ${whereText(payment)}.`;
  if (givenBackAt === null) return charged;
  const back = payment.method === 'card' ? 'estornado no cartão' : 'devolvido ao seu vale-troca';
  return `${charged} A troca não aconteceu: o valor foi ${back}.`;
}

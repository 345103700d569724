/**
 * The vale-troca: a store credit a shopper may take instead of a refund, kept in 'Minha conta'
 * with its balance and expiry, and spent at checkout before the payment method. It is valid
 * 180 days: long enough to wait for the next season's collection or a restocked size, and within
 * what Brazilian fashion stores commonly give (90 to 180 days), since a shopper who chose credit
 * over money should not lose it quickly.
 */
import { formatCents } from '../lib/money';
import { AFTER_PURCHASE_REFUSAL } from './afterPurchaseRefusals';
import { cancellationPreviewText, type PaymentStatus } from './cancellation';
import type { PaymentMethod } from './totals';
import { addDays, fullDateText, isOnOrBefore, saoPauloDate, type CalendarDate, type Instant } from './saoPauloDate';

/** Days a vale-troca can be spent, counting from its issue; its last day counts whole. */
export const STORE_CREDIT_VALID_DAYS = 180;

/** The vale-troca as the policy page states it. */
export const STORE_CREDIT_POLICY = `Em vez do reembolso, você pode escolher um vale-troca no mesmo valor. Ele fica em Minha conta, vale por ${STORE_CREDIT_VALID_DAYS} dias e é usado na finalização da compra antes da forma de pagamento; se cobrir o pedido inteiro, não há nada a pagar.`;

export interface StoreCredit {
  id: string;
  /** What it was issued for. */
  issuedCents: number;
  /** What is left to spend. */
  balanceCents: number;
  issuedOn: CalendarDate;
  /** The last São Paulo date it can be spent. */
  expiresOn: CalendarDate;
}

/**
 * Where the vale-troca goes in an order's figures: last, after the catalogue's price, the coupon,
 * the PIX discount and shipping (coupons.ts states that order). It pays the total due, shipping
 * included, up to what the shopper's valid credits can pay, and the payment method pays the rest.
 * The PIX discount is the chosen method's, worked out before the credit: a shopper who chose PIX
 * keeps the PIX price, whatever part of it the credit pays. When the credit pays it all, the order
 * needs no payment method: no PIX code, no card, and it is paid when placed.
 */
export const STORE_CREDIT_LINE = 'Vale-troca';

/** The review's and the order's words for an order the vale-troca pays whole. */
export const PAID_BY_CREDIT_TEXT = 'Pago com vale-troca: não há nada a pagar.';

/**
 * What the payment method charged for an order (PIX or card): its total less what the vale-troca
 * paid; 0 for an order the credit paid whole. What a cancellation or a refund gives back by the
 * payment method; the credit's part goes back to the credit (mocks/backend/credits.ts: giveBackCredit).
 */
export const paidByMethodCents = (order: { totalCents: number; creditCents?: number }): number =>
  order.totalCents - (order.creditCents ?? 0);

/** A cancelled order's vale-troca, back: what the cancellation form and its email say. */
export const creditBackText = (cents: number): string =>
  `${formatCents(cents)} pagos com vale-troca voltarão para o seu vale-troca, em Minha conta.`;

/**
 * What cancelling gives back, as the cancellation form says it: by the payment method what it
 * charged (cancellation.ts), and the vale-troca's part back to the credit.
 */
export function cancellationPreview(
  status: PaymentStatus,
  order: { payment: { method: PaymentMethod | 'storeCredit' }; totalCents: number; creditCents?: number },
): string {
  const credit = order.creditCents ? creditBackText(order.creditCents) : '';
  if (order.payment.method === 'storeCredit') return credit;
  const byMethod = cancellationPreviewText(status, order.payment.method, paidByMethodCents(order));
  return credit ? `${byMethod} ${credit}` : byMethod;
}

/** What the payment method pays once the credit has paid its part. */
export const TO_PAY_LINE = 'A pagar';

/** The change a repriced order names when the credit the review showed is no longer what it can pay. */
export const creditChangedText = (shownCents: number, nowCents: number): string =>
  nowCents === 0
    ? `Seu vale-troca não pode mais pagar parte deste pedido (era ${formatCents(shownCents)}).`
    : `O vale-troca aplicado passou de ${formatCents(shownCents)} para ${formatCents(nowCents)}.`;

/** A new vale-troca of `amountCents`, issued at `issuedAt`, its whole amount to spend. */
export function issueStoreCredit(id: string, amountCents: number, issuedAt: Instant): StoreCredit {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError(`cannot issue ${amountCents} cents`);
  const issuedOn = saoPauloDate(issuedAt);
  return {
    id,
    issuedCents: amountCents,
    balanceCents: amountCents,
    issuedOn,
    expiresOn: addDays(issuedOn, STORE_CREDIT_VALID_DAYS),
  };
}

/** True while the credit has not expired at `now` (its last day counts whole). */
export const isStoreCreditValid = (credit: StoreCredit, now: Instant): boolean => isOnOrBefore(now, credit.expiresOn);

/** What a credit can still pay at `now`: its balance, or 0 once expired. */
export const spendableCents = (credit: StoreCredit, now: Instant): number =>
  isStoreCreditValid(credit, now) ? credit.balanceCents : 0;

/** What all of a shopper's credits can pay at `now`. */
export const totalSpendableCents = (credits: readonly StoreCredit[], now: Instant): number =>
  credits.reduce((sum, credit) => sum + spendableCents(credit, now), 0);

/** How credits pay an order: what each credit gives, and what is left for the payment method. */
export interface CreditApplication {
  /** Cents taken from each credit, soonest-expiring first; credits that give nothing are left out. */
  taken: Array<{ id: string; cents: number }>;
  creditCents: number;
  /** What the payment method still pays. */
  dueCents: number;
  /** False when the credits cover the whole total: the order needs no payment. */
  needsPayment: boolean;
}

/**
 * The credits applied to an order's total before the payment method, spending the credit that
 * expires first first (so the shopper loses as little as possible).
 */
export function applyStoreCredits(
  totalCents: number,
  credits: readonly StoreCredit[],
  now: Instant,
): CreditApplication {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`cannot pay ${totalCents} cents`);
  const bySoonest = [...credits].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.id.localeCompare(b.id));
  const taken: CreditApplication['taken'] = [];
  let dueCents = totalCents;
  for (const credit of bySoonest) {
    const cents = Math.min(dueCents, spendableCents(credit, now));
    if (cents <= 0) continue;
    taken.push({ id: credit.id, cents });
    dueCents -= cents;
  }
  return { taken, creditCents: totalCents - dueCents, dueCents, needsPayment: dueCents > 0 };
}

/**
 * What the credit pays of `totalCents` when the shopper's credits can pay `spendableCents` now
 * (the server's figure, GET /account/credits): the shop's review shows it and sends it; the server
 * works it out again with applyStoreCredits, credit by credit.
 */
export function creditToApply(
  totalCents: number,
  spendableCents: number,
): Pick<CreditApplication, 'creditCents' | 'dueCents' | 'needsPayment'> {
  const creditCents = Math.max(0, Math.min(totalCents, spendableCents));
  const dueCents = totalCents - creditCents;
  return { creditCents, dueCents, needsPayment: dueCents > 0 };
}

export type SpendResult = { ok: true; credit: StoreCredit } | { ok: false; reason: string };

/** Spends `cents` of a credit at `now`: the credit after it, or the reason it cannot (expired, or not enough balance). */
export function spendStoreCredit(credit: StoreCredit, cents: number, now: Instant): SpendResult {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > spendableCents(credit, now)) {
    return { ok: false, reason: AFTER_PURCHASE_REFUSAL.storeCreditUnavailable };
  }
  return { ok: true, credit: { ...credit, balanceCents: credit.balanceCents - cents } };
}

/** A credit as 'Minha conta' states it: 'Saldo de R$ 85,50, válido até 31/05/2027' (or 'Expirado em …'). */
export function storeCreditText(credit: StoreCredit, now: Instant): string {
  const until = fullDateText(credit.expiresOn);
  if (!isStoreCreditValid(credit, now)) return `Expirado em ${until}`;
  return `Saldo de ${formatCents(credit.balanceCents)}, válido até ${until}`;
}

/** How a return's refund comes back: by the payment method, and as vale-troca. */
export interface RefundSplit {
  moneyCents: number;
  creditCents: number;
}

/**
 * How a return's refund of `amountCents` comes back. Taken as vale-troca, all of it is credit. As
 * money, what the PIX or the card charged and has not gone back yet (`methodLeftCents`:
 * paidByMethodCents less what was given back by it) comes back by it, and the rest, the part the
 * vale-troca paid, comes back as credit: an order the credit paid whole refunds as credit only.
 */
export function refundSplit(amountCents: number, asCredit: boolean, methodLeftCents: number): RefundSplit {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`cannot refund ${amountCents} cents`);
  const moneyCents = asCredit ? 0 : Math.max(0, Math.min(amountCents, methodLeftCents));
  return { moneyCents, creditCents: amountCents - moneyCents };
}

/** A return's vale-troca, as its request says it: 'Vale-troca de R$ 85,50 emitido em Minha conta.' */
export const returnCreditText = (cents: number): string =>
  `Vale-troca de ${formatCents(cents)} emitido em Minha conta.`;

/** The choice's line on the return form. */
export const STORE_CREDIT_CHOICE_TEXT = `O valor vira um vale-troca em Minha conta, válido por ${STORE_CREDIT_VALID_DAYS} dias, para usar na próxima compra.`;

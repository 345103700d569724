/**
 * Coupons (cupons de desconto), for the shop and its backend alike: what a coupon is, when it
 * may be used, what it takes off, and how an order's figures follow from it.
 *
 * The order of application, stated here once:
 *   1. the catalogue's price: each line at its unit price after the catalogue's sales (subtotal);
 *   2. the coupon, on the products only (a percentage or a fixed amount), or on shipping (free);
 *   3. the PIX discount, on what the products cost after the coupon (totals.ts), never on shipping;
 *   4. shipping apart: whether it is free above the threshold (prices.ts) is judged on what the
 *      products cost after the coupon, before PIX, the same whichever way the shopper pays;
 *   5. the vale-troca last (storeCredit.ts): it pays the amount due after every discount, shipping
 *      included, and the payment method pays what is left, or nothing when it covers it all.
 * One code per order: an order carries one coupon or none, so two coupons never add up.
 *
 * Everything is in whole cents, and every discount is spread over the lines (shares.ts), so each
 * line knows what it paid and a return gives back exactly that. Pure: the caller passes the
 * time, the usage counts and the coupon it found.
 */
import { formatCents } from '../lib/money';
import { fullDateText, saoPauloDate } from './saoPauloDate';
import { spreadCents } from './shares';
import { shippingCharge, type FreeShipping, type ShippingRate } from './shipping';
import { orderTotals, percentOffCents, type PaymentMethod } from './totals';

/** The conditions any coupon may carry. */
interface CouponTerms {
  /** Upper case, as normaliseCouponCode leaves a code. */
  code: string;
  /**
   * The products must cost at least this (after the catalogue's sales, before any other
   * discount), counting only the lines the coupon applies to.
   */
  minimumCents?: number;
  /** The first day it is valid, in São Paulo (YYYY-MM-DD). */
  validFrom?: string;
  /** The last day it is valid, in São Paulo, to its last moment (YYYY-MM-DD). */
  validUntil?: string;
  /** How many orders may use it, by all shoppers together. */
  usageLimit?: number;
  /** Once per shopper: by account and by CPF. */
  oncePerShopper?: boolean;
  /** Only for a shopper's first order (by account and by CPF). */
  firstPurchaseOnly?: boolean;
  /** Not on products the catalogue already sells below their list price: it applies to the other lines. */
  excludeSaleItems?: boolean;
}

/** A coupon: a percentage off the products, a fixed amount off the products, or free shipping. */
export type Coupon = CouponTerms &
  (
    | { kind: 'percent'; /** 1 to 100, whole. */ percent: number }
    | { kind: 'fixed'; /** Takes at most what the lines it applies to cost. */ amountCents: number }
    | { kind: 'freeShipping' }
  );

export type CouponKind = Coupon['kind'];

/** A line as the coupon rules see it. */
export interface PricedLine {
  /** The unit price the catalogue sells at now (after its sales). */
  unitCents: number;
  /** The unit's list price (the crossed-out one); equal to unitCents when not on sale. */
  listCents: number;
  quantity: number;
  /**
   * The catalogue sells it below its list price. Not the catalogue's `Product.onSale`, which
   * says a product can be bought at all: pricedLine fills this from the prices.
   */
  markedDown: boolean;
}

/** A line from a catalogue product's prices and a quantity. */
export const pricedLine = (
  product: { actualPriceCents: number; regularPriceCents: number },
  quantity: number,
): PricedLine => ({
  unitCents: product.actualPriceCents,
  listCents: product.regularPriceCents,
  quantity,
  markedDown: product.actualPriceCents < product.regularPriceCents,
});

/*
 * Codes.
 */

/** A code as typed, read without regard to case or surrounding spaces: ' bemvinda10 ' → 'BEMVINDA10'. */
export const normaliseCouponCode = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toUpperCase() : '');

/** What a code can look like once normalised: 3 to 20 letters and digits (no spaces, so never two codes). */
export const isCouponCode = (code: string): boolean => /^[A-Z0-9]{3,20}$/.test(code);

/** The coupon a typed code names, or undefined. */
export function findCoupon<C extends Coupon>(raw: unknown, coupons: readonly C[]): C | undefined {
  const code = normaliseCouponCode(raw);
  return isCouponCode(code) ? coupons.find((coupon) => coupon.code === code) : undefined;
}

/*
 * Refusals.
 */

export type CouponRefusalReason =
  'invalid' | 'notYetValid' | 'expired' | 'usedUp' | 'alreadyUsed' | 'firstPurchaseOnly' | 'saleItems' | 'belowMinimum';

/** Why a code cannot be used, in the shopper's words. */
export interface CouponRefusal {
  reason: CouponRefusalReason;
  message: string;
  /** belowMinimum: what the products the coupon applies to still lack. */
  missingCents?: number;
}

/** The messages that take no figure or date. */
export const COUPON_MESSAGES = {
  invalid: 'Cupom inválido. Confira o código digitado.',
  usedUp: 'Este cupom esgotou.',
  alreadyUsed: 'Você já usou este cupom.',
  firstPurchaseOnly: 'Este cupom vale só na primeira compra.',
  saleItems: 'Este cupom não vale para produtos em promoção.',
} as const;

/** 'Este cupom vale a partir de 01/01/2026.' */
export const notYetValidText = (validFrom: string) => `Este cupom vale a partir de ${fullDateText(validFrom)}.`;

/** 'Este cupom venceu em 31/12/2025.' */
export const expiredText = (validUntil: string) => `Este cupom venceu em ${fullDateText(validUntil)}.`;

/**
 * 'Faltam R$ 30,00 para usar este cupom.' A coupon that leaves sale items out counts only the
 * others, and says so.
 */
export const belowMinimumText = (missingCents: number, excludeSaleItems = false) =>
  `Faltam ${formatCents(missingCents)}${excludeSaleItems ? ' em produtos fora de promoção' : ''} para usar este cupom.`;

/**
 * Announced when a change to the cart (a line removed, a quantity lowered, a price changed) makes
 * the applied code stop applying: the code is removed, and why is said, so the total never
 * changes silently. 'O cupom BEMVINDA10 foi removido. Faltam R$ 10,00 para usar este cupom.'
 */
export const couponRemovedText = (code: string, refusal: CouponRefusal) =>
  `O cupom ${code} foi removido. ${refusal.message}`;

/** The lines a coupon applies to: all, or those not on sale when it leaves sale items out. */
const appliesTo = (coupon: Coupon, line: PricedLine) => !(coupon.excludeSaleItems && line.markedDown);

const lineCents = (line: PricedLine) => line.unitCents * line.quantity;

/** What the lines a coupon applies to cost, at the catalogue's prices. */
function eligibleCents(coupon: Coupon, lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + (appliesTo(coupon, line) ? lineCents(line) : 0), 0);
}

/**
 * What the cart decides: whether any line may take the coupon, and the minimum, checked on the
 * lines it applies to at the catalogue's prices (after its sales, before any other discount).
 * The only conditions a change to the cart can break, so the shop runs this after each change
 * and removes a code that stopped applying (couponRemovedText); null: the coupon applies.
 */
export function cartRefusal(coupon: Coupon, lines: readonly PricedLine[]): CouponRefusal | null {
  if (coupon.excludeSaleItems && lines.length > 0 && lines.every((line) => !appliesTo(coupon, line))) {
    return { reason: 'saleItems', message: COUPON_MESSAGES.saleItems };
  }
  const missingCents = (coupon.minimumCents ?? 0) - eligibleCents(coupon, lines);
  if (missingCents > 0) {
    return {
      reason: 'belowMinimum',
      message: belowMinimumText(missingCents, coupon.excludeSaleItems),
      missingCents,
    };
  }
  return null;
}

/** What the server counts for a coupon and a shopper (the rules take counts, never a CPF). */
export interface CouponUsage {
  /** Orders placed with this coupon by anyone (a cancelled order's use given back or not, as the caller decides). */
  totalUses: number;
  /** Orders this account placed with this coupon. */
  accountUses: number;
  /** Orders placed with this coupon under this shopper's CPF, by any account (0 while it is not known). */
  cpfUses: number;
  /** Orders this shopper placed before, by account or by CPF. */
  previousOrders: number;
}

/**
 * Whether a typed code may be used on this cart, now, by this shopper: null, or the first
 * refusal. The server runs it when the code is applied and again when the order is placed.
 * Facts the shopper cannot change come first (the code, its dates, its uses, the shopper's
 * history); then what the cart can fix (sale items, the minimum).
 */
export function couponRefusal(
  coupon: Coupon | undefined,
  { lines, nowMs, usage }: { lines: readonly PricedLine[]; nowMs: number; usage: CouponUsage },
): CouponRefusal | null {
  if (!coupon) return { reason: 'invalid', message: COUPON_MESSAGES.invalid };
  const today = saoPauloDate(nowMs);
  if (coupon.validFrom && today < coupon.validFrom) {
    return { reason: 'notYetValid', message: notYetValidText(coupon.validFrom) };
  }
  if (coupon.validUntil && today > coupon.validUntil) {
    return { reason: 'expired', message: expiredText(coupon.validUntil) };
  }
  if (coupon.usageLimit !== undefined && usage.totalUses >= coupon.usageLimit) {
    return { reason: 'usedUp', message: COUPON_MESSAGES.usedUp };
  }
  if (coupon.firstPurchaseOnly && usage.previousOrders > 0) {
    return { reason: 'firstPurchaseOnly', message: COUPON_MESSAGES.firstPurchaseOnly };
  }
  if (coupon.oncePerShopper && (usage.accountUses > 0 || usage.cpfUses > 0)) {
    return { reason: 'alreadyUsed', message: COUPON_MESSAGES.alreadyUsed };
  }
  return cartRefusal(coupon, lines);
}

/*
 * Guessing.
 */

/** Wrong codes a session or an address may try within COUPON_GUESS_WINDOW_MS before it must wait. */
export const MAX_WRONG_CODES = 5;
export const COUPON_GUESS_WINDOW_MS = 15 * 60 * 1000;

/** 'Muitas tentativas com cupons inválidos. Tente de novo em 15 minutos.' (whole minutes, rounded up) */
export function tooManyWrongCodesText(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60000));
  return `Muitas tentativas com cupons inválidos. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/**
 * So codes cannot be found by trying: given when a session's (or an address's) wrong codes (ones
 * findCoupon does not know) were tried, whether it may try another now. The server keeps the
 * times, per session and per address, and asks for each; null: it may, else the refusal with
 * how long to wait. While refused, a code is not even looked up, so a right guess teaches nothing.
 */
export function guessRefusal(
  wrongCodesAtMs: readonly number[],
  nowMs: number,
): { message: string; waitMs: number } | null {
  const recent = wrongCodesAtMs
    .filter((at) => at <= nowMs && nowMs - at < COUPON_GUESS_WINDOW_MS)
    .sort((a, b) => a - b);
  if (recent.length < MAX_WRONG_CODES) return null;
  // Free again once the oldest of the last MAX_WRONG_CODES leaves the window.
  const waitMs = recent[recent.length - MAX_WRONG_CODES]! + COUPON_GUESS_WINDOW_MS - nowMs;
  return { message: tooManyWrongCodesText(waitMs), waitMs };
}

/*
 * An order's figures.
 */

/** One line's figures: what it costs, its shares of the coupon and of the PIX discount, and what it pays. */
export interface LineFigures {
  /** unitCents × quantity. */
  lineCents: number;
  couponCents: number;
  /** Its share of the PIX discount. */
  discountCents: number;
  /** lineCents − couponCents − discountCents: what a return of the whole line gives back. */
  paidCents: number;
}

/** Every step of an order's price as its own figure, in whole cents, none negative. */
export interface OrderFigures {
  /** What the list prices come to (the crossed-out prices). */
  listCents: number;
  /** What the catalogue's sales took off the list prices. */
  saleCents: number;
  /** The products at the catalogue's prices. */
  subtotalCents: number;
  /** The coupon applied, or null (none given, or one the cart refuses: see couponRefusal). */
  couponCode: string | null;
  /** What the coupon took off the products (0 for a free-shipping coupon). */
  couponCents: number;
  /** subtotal − coupon: what the threshold and the PIX discount are judged on. */
  productsCents: number;
  /** The PIX discount (0 by card). */
  discountCents: number;
  /** The PIX percentage (0 by card). */
  discountPercent: number;
  /** What the chosen option charges (0 while none is chosen). */
  shippingCents: number;
  /** Why shipping is free, when it is. */
  freeShipping: FreeShipping;
  /** products − PIX discount + shipping. */
  totalCents: number;
  /** In the order of the lines given. */
  lines: LineFigures[];
  /** Why the coupon given does not apply to these lines (then the figures are without it), or null. */
  couponRefusal: CouponRefusal | null;
}

function checkLine(line: PricedLine) {
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!whole(line.unitCents) || !whole(line.listCents) || !whole(line.quantity) || line.quantity < 1) {
    throw new RangeError(`cannot price a line of ${line.quantity} × ${line.unitCents} cents`);
  }
}

function checkCoupon(coupon: Coupon) {
  if (
    coupon.kind === 'percent' &&
    !(Number.isInteger(coupon.percent) && coupon.percent >= 1 && coupon.percent <= 100)
  ) {
    throw new RangeError(`a coupon of ${coupon.percent}%`);
  }
  if (coupon.kind === 'fixed' && !(Number.isSafeInteger(coupon.amountCents) && coupon.amountCents > 0)) {
    throw new RangeError(`a coupon of ${coupon.amountCents} cents`);
  }
  // One coupon per order: anything else (a list of coupons, say) is refused, never summed.
  if (!['percent', 'fixed', 'freeShipping'].includes((coupon as { kind?: unknown }).kind as string)) {
    throw new RangeError('not one coupon');
  }
}

/**
 * An order's figures, step by step, in the order stated at the top of this file. `coupon`: the
 * one coupon the shopper applied (couponRefusal already passed), or none; the cart's conditions
 * are checked again here, and a coupon they refuse is left out and its refusal returned, for
 * the caller to announce. `shipping`: the chosen option's own rate (shippingRates), or null
 * while none is chosen.
 */
export function orderFigures({
  lines,
  coupon,
  shipping,
  method,
}: {
  lines: readonly PricedLine[];
  coupon?: Coupon | null;
  shipping: Pick<ShippingRate, 'priceCents' | 'canBeFree'> | null;
  method: PaymentMethod;
}): OrderFigures {
  lines.forEach(checkLine);
  if (coupon) checkCoupon(coupon);
  const cents = lines.map(lineCents);
  const subtotalCents = cents.reduce((sum, c) => sum + c, 0);
  const listCents = lines.reduce((sum, line) => sum + Math.max(line.listCents, line.unitCents) * line.quantity, 0);

  const refusal = coupon ? cartRefusal(coupon, lines) : null;
  const applied = coupon && !refusal ? coupon : null;

  // The coupon, on the lines it applies to, worked out once on what they cost together.
  const eligible = applied ? cents.map((c, i) => (appliesTo(applied, lines[i]!) ? c : 0)) : cents.map(() => 0);
  const eligibleTotal = eligible.reduce((sum, c) => sum + c, 0);
  const couponCents =
    applied?.kind === 'percent'
      ? percentOffCents(eligibleTotal, applied.percent)
      : applied?.kind === 'fixed'
        ? Math.min(applied.amountCents, eligibleTotal)
        : 0;
  const couponShares = spreadCents(couponCents, eligible);

  const charge = shipping
    ? shippingCharge(shipping, subtotalCents - couponCents, applied?.kind === 'freeShipping')
    : { priceCents: 0, free: null };
  const totals = orderTotals({ subtotalCents, couponCents, shippingCents: charge.priceCents, method });

  // The PIX discount, over what each line costs after its coupon share.
  const afterCoupon = cents.map((c, i) => c - couponShares[i]!);
  const pixShares = spreadCents(totals.discountCents, afterCoupon);

  return {
    listCents,
    saleCents: listCents - subtotalCents,
    subtotalCents,
    couponCode: applied ? applied.code : null,
    couponCents,
    productsCents: subtotalCents - couponCents,
    discountCents: totals.discountCents,
    discountPercent: totals.discountPercent,
    shippingCents: totals.shippingCents,
    freeShipping: charge.free,
    totalCents: totals.totalCents,
    lines: cents.map((c, i) => ({
      lineCents: c,
      couponCents: couponShares[i]!,
      discountCents: pixShares[i]!,
      paidCents: afterCoupon[i]! - pixShares[i]!,
    })),
    couponRefusal: refusal,
  };
}

/*
 * Demo coupons, listed in the README and the dev panel.
 */

/** A demo coupon: its terms, what it does in the shopper's words, and the uses the backend starts with. */
export type DemoCoupon = Coupon & { description: string; initialUses: number };

export const DEMO_COUPONS: readonly DemoCoupon[] = [
  {
    code: 'BEMVINDA10',
    kind: 'percent',
    percent: 10,
    firstPurchaseOnly: true,
    oncePerShopper: true,
    description: '10% off na primeira compra',
    initialUses: 0,
  },
  {
    code: 'FRETEGRATIS',
    kind: 'freeShipping',
    minimumCents: 9900,
    description: 'Frete Econômica grátis em compras a partir de R$ 99',
    initialUses: 0,
  },
  {
    code: 'VALE30',
    kind: 'fixed',
    amountCents: 3000,
    minimumCents: 25000,
    description: 'R$ 30 off em compras a partir de R$ 250',
    initialUses: 0,
  },
  {
    code: 'COLECAO15',
    kind: 'percent',
    percent: 15,
    excludeSaleItems: true,
    description: '15% off nos produtos fora de promoção',
    initialUses: 0,
  },
  {
    code: 'NATAL25',
    kind: 'percent',
    percent: 25,
    validFrom: '2025-12-01',
    validUntil: '2025-12-25',
    description: '25% off, venceu em 25/12/2025',
    initialUses: 0,
  },
  {
    code: 'RELAMPAGO20',
    kind: 'percent',
    percent: 20,
    usageLimit: 100,
    description: '20% off para os 100 primeiros pedidos, já esgotado',
    initialUses: 100,
  },
];

/**
 * An order's figures, worked out from the price rules (prices.ts) in integer
 * cents (house style: "money in one place"): the PIX price and discount, the
 * totals, the card's parcels and how they read.
 */
import { formatCents } from '../lib/money';
import { MAX_INSTALLMENTS, PIX_DISCOUNT_PERCENT } from './prices';

export type PaymentMethod = 'pix' | 'card';

/** The parcel counts a card may pay in: 1 to MAX_INSTALLMENTS. */
export const INSTALLMENT_COUNTS: readonly number[] = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1);
export type InstallmentCount = number;

export const isInstallmentCount = (value: unknown): value is InstallmentCount =>
  INSTALLMENT_COUNTS.includes(value as number);

/** The PIX price at `percent` off, rounded to the nearest cent (half up). */
export function pixPriceCents(cents: number, percent = PIX_DISCOUNT_PERCENT): number {
  return Math.round((cents * (100 - percent)) / 100);
}

/**
 * What `percent` off takes from an amount: the rest of the price rounded half up, so amount −
 * this is always the discounted price, in whole cents, and 100% takes exactly the whole amount.
 * The PIX discount and a percentage coupon round alike.
 */
export function percentOffCents(cents: number, percent: number): number {
  return cents - pixPriceCents(cents, percent);
}

/** What PIX takes off a subtotal: the rest of pixPriceCents, so price − discount is always the PIX price. */
export function pixDiscountCents(subtotalCents: number, percent = PIX_DISCOUNT_PERCENT): number {
  return percentOffCents(subtotalCents, percent);
}

/**
 * Parcels that add up to the total to the cent (house style: "the parcels add
 * up to the total"); the first takes the cents left over, so 100,00 in 3x is
 * 33,34 + 33,33 + 33,33. Throws on a count or total no caller should send.
 */
export function splitInstallments(totalCents: number, count: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0 || !Number.isInteger(count) || count < 1) {
    throw new RangeError(`cannot split ${totalCents} cents in ${count} parcels`);
  }
  const parcel = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? totalCents - parcel * (count - 1) : parcel));
}

/** An order's figures, with the terms it was priced with. */
export interface OrderTotals {
  /** The products at the catalogue's prices (after its sales), before any other discount. */
  subtotalCents: number;
  /**
   * What a coupon took off the products; absent from an order placed without one (and from
   * every order placed before coupons existed).
   */
  couponCents?: number;
  shippingCents: number;
  /** The PIX discount, on the products after the coupon; 0 by card. */
  discountCents: number;
  /** The PIX percentage the discount was worked out with (0 by card): a past order shows its own. */
  discountPercent: number;
  /** subtotal − coupon − PIX discount + shipping. */
  totalCents: number;
}

/**
 * An order's figures. The PIX discount is on the products (after a coupon, when there is one),
 * never on shipping. `couponCents`, when given, is the coupon's discount on the products
 * (coupons.ts works it out): a whole number of cents from 0 to the subtotal.
 */
export function orderTotals({
  subtotalCents,
  couponCents,
  shippingCents,
  method,
}: {
  subtotalCents: number;
  couponCents?: number;
  shippingCents: number;
  method: PaymentMethod;
}): OrderTotals {
  const coupon = couponCents ?? 0;
  if (!Number.isSafeInteger(coupon) || coupon < 0 || coupon > subtotalCents) {
    throw new RangeError(`a coupon of ${coupon} cents on ${subtotalCents} cents of products`);
  }
  const discountPercent = method === 'pix' ? PIX_DISCOUNT_PERCENT : 0;
  const productsCents = subtotalCents - coupon;
  const discountCents = pixDiscountCents(productsCents, discountPercent);
  return {
    subtotalCents,
    ...(couponCents === undefined ? {} : { couponCents }),
    shippingCents,
    discountCents,
    discountPercent,
    totalCents: productsCents - discountCents + shippingCents,
  };
}

/** 'em até 3x sem juros', beside the card. */
export const CARD_TERMS = `em até ${MAX_INSTALLMENTS}x sem juros`;

/**
 * The card's parcels, sem juros; they add up to the total to the cent, and an
 * uneven split says so: '3x de R$ 33,33 sem juros (1ª de R$ 33,34)'.
 */
export function parcelsText(parcelsCents: number[]): string {
  const [first = 0, ...rest] = parcelsCents;
  if (rest.length === 0) return `1x de ${formatCents(first)} à vista`;
  const other = rest[0]!;
  const uneven = first === other ? '' : ` (1ª de ${formatCents(first)})`;
  return `${parcelsCents.length}x de ${formatCents(other)} sem juros${uneven}`;
}

/** The parcels of a total in `count`, as parcelsText says them. */
export const installmentsText = (totalCents: number, count: number) =>
  parcelsText(splitInstallments(totalCents, count));

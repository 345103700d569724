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

/** What PIX takes off a subtotal: the rest of pixPriceCents, so price − discount is always the PIX price. */
export function pixDiscountCents(subtotalCents: number, percent = PIX_DISCOUNT_PERCENT): number {
  return subtotalCents - pixPriceCents(subtotalCents, percent);
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
  subtotalCents: number;
  shippingCents: number;
  /** The PIX discount; 0 by card. */
  discountCents: number;
  /** The PIX percentage the discount was worked out with (0 by card): a past order shows its own. */
  discountPercent: number;
  totalCents: number;
}

/** An order's figures. Spec §1: the PIX discount is on the products, never on shipping. */
export function orderTotals({
  subtotalCents,
  shippingCents,
  method,
}: {
  subtotalCents: number;
  shippingCents: number;
  method: PaymentMethod;
}): OrderTotals {
  const discountPercent = method === 'pix' ? PIX_DISCOUNT_PERCENT : 0;
  const discountCents = pixDiscountCents(subtotalCents, discountPercent);
  return {
    subtotalCents,
    shippingCents,
    discountCents,
    discountPercent,
    totalCents: subtotalCents - discountCents + shippingCents,
  };
}

/** 'em até 3x sem juros', beside the card. */
export const CARD_TERMS = `em até ${MAX_INSTALLMENTS}x sem juros`;

/**
 * Spec §9 parcels, sem juros; they add up to the total to the cent, and an
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

/**
 * Money is integer cents everywhere (house style). Prices arrive as Brazilian
 * currency text ("R$ 1.299,90") and are parsed once, at the mock boundary
 * (priceText.ts); this file formats them and works out the PIX price, an
 * order's totals and its card parcels (house style: "money in one place").
 */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 129990 → "R$ 1.299,90" (with the no-break space Intl puts after R$). */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}

export interface Installments {
  count: number;
  amountCents: number;
}

/** Spec §1/§9: 5% off when paying by PIX (instant bank transfer). */
export const PIX_DISCOUNT_PERCENT = 5;

/** The PIX price, rounded to the nearest cent (half up). */
export function pixPriceCents(cents: number): number {
  return Math.round((cents * (100 - PIX_DISCOUNT_PERCENT)) / 100);
}

/** What PIX takes off a subtotal: the rest of pixPriceCents, so price − discount is always the PIX price. */
export function pixDiscountCents(subtotalCents: number): number {
  return subtotalCents - pixPriceCents(subtotalCents);
}

/** Spec §9: a card pays in 1x, 2x or 3x, sem juros. */
export const INSTALLMENT_COUNTS = [1, 2, 3] as const;
export type InstallmentCount = (typeof INSTALLMENT_COUNTS)[number];

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

export type PaymentMethod = 'pix' | 'card';

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  /** The PIX discount; 0 by card. */
  discountCents: number;
  totalCents: number;
}

/** An order's figures. Spec §1: the 5% PIX discount is on the products, never on shipping. */
export function orderTotals({
  subtotalCents,
  shippingCents,
  method,
}: {
  subtotalCents: number;
  shippingCents: number;
  method: PaymentMethod;
}): OrderTotals {
  const discountCents = method === 'pix' ? pixDiscountCents(subtotalCents) : 0;
  return { subtotalCents, shippingCents, discountCents, totalCents: subtotalCents - discountCents + shippingCents };
}

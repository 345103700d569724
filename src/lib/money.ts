/**
 * Money is integer cents everywhere (house style). Prices arrive as Brazilian
 * currency text ("R$ 1.299,90") and are parsed once, at the mock boundary
 * (priceText.ts); this file formats them and works out the PIX price.
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

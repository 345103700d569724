/**
 * Money is integer cents everywhere (house style). Prices arrive as Brazilian
 * currency text ("R$ 1.299,90") and are parsed once, at the backend's
 * boundary (mocks' priceText.ts); this file formats them. What prices are
 * (the PIX discount, parcels, totals) is a business rule: src/rules/prices.ts.
 */

// Made on first use, not when a page's file loads: a currency formatter loads the locale's
// number data, tens of milliseconds on a slow phone, better spent in the first render of a
// price (drawn in slices: docs/PERFORMANCE.md) than in the task that evaluates the page's file.
let brl: Intl.NumberFormat | undefined;

/** 129990 → "R$ 1.299,90" (with the no-break space Intl puts after R$). */
export function formatCents(cents: number): string {
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(cents / 100);
}

/** A product's parcels as the catalogue states them ('3x R$ 66,63'). */
export interface Installments {
  count: number;
  amountCents: number;
}

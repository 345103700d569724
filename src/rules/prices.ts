/**
 * The shop's price rules, for the shop and its backend alike:
 * the PIX discount, the card's parcels and the free-shipping threshold, with
 * the sentences that state them (the promo strip says them on every page).
 * The figures are in prices.json, which the banners' generator
 * (scripts/generate-catalogue-assets.mjs) reads too, so a new percentage is
 * one edit and a redraw. An order's figures worked out from them: totals.ts.
 */
import prices from './prices.json';

/** The discount when paying by PIX (instant bank transfer), in percent. */
export const PIX_DISCOUNT_PERCENT: number = prices.pixDiscountPercent;

/** 'Free shipping above R$ 199', in cents. */
export const FREE_SHIPPING_THRESHOLD_CENTS: number = prices.freeShippingThresholdCents;

/** A card pays in 1x up to this many parcels, sem juros. */
export const MAX_INSTALLMENTS: number = prices.maxInstallments;

/** "above R$ 199": economy shipping is free from R$ 199,01; exactly R$ 199,00 still pays. */
export function freeEconomyShipping(subtotalCents: number): boolean {
  return subtotalCents > FREE_SHIPPING_THRESHOLD_CENTS;
}

export interface ShippingProgress {
  free: boolean;
  /** What is still missing to pass the threshold (0 once free). */
  missingCents: number;
  /** 0..1, for the progress bar. */
  ratio: number;
}

/** How far the cart is from free shipping, by the same rule. */
export function shippingProgress(subtotalCents: number): ShippingProgress {
  const free = freeEconomyShipping(subtotalCents);
  return {
    free,
    missingCents: free ? 0 : FREE_SHIPPING_THRESHOLD_CENTS + 1 - subtotalCents,
    ratio: Math.min(1, Math.max(0, subtotalCents / FREE_SHIPPING_THRESHOLD_CENTS)),
  };
}

/*
 * The sentences that state these rules, wherever the shop shows them (a view
 * never types a percentage or a threshold itself).
 */

/**
 * The spec's promo, 'Frete grátis acima de R$ 199': whole reais with a plain space,
 * as the promo has always read (Intl would write 'R$ 199,00' with a no-break space).
 */
export const FREE_SHIPPING_PROMO = `Frete grátis acima de R$ ${FREE_SHIPPING_THRESHOLD_CENTS / 100}`;

/** '5% off' (the promo strip and the banner say '5% off pagando com PIX', '5% off no PIX'). */
export const pixOffText = (percent = PIX_DISCOUNT_PERCENT) => `${percent}% off`;

/** The spec's promo strip. */
export const PIX_PROMO = `${pixOffText()} pagando com PIX`;

/** '5% de desconto', beside PIX where the shopper chooses how to pay. */
export const pixDiscountText = (percent = PIX_DISCOUNT_PERCENT) => `${percent}% de desconto`;

/** 'Desconto PIX (5%)', the line of an order's totals, with the percentage that order was placed with. */
export const pixDiscountLabel = (percent: number) => `Desconto PIX (${percent}%)`;

import freeShipping from './freeShipping.json';

/**
 * Spec §9: free shipping above R$ 199. In a JSON file of its own because the
 * banner's picture says it too, and its generator (scripts/generate-catalogue-assets.mjs)
 * reads the same file.
 */
export const FREE_SHIPPING_THRESHOLD_CENTS: number = freeShipping.thresholdCents;

/**
 * Spec §1 promo, 'Frete grátis acima de R$ 199', for the promo strip and the
 * banner. Whole reais with a plain space, as the promo has always read (Intl
 * would write 'R$ 199,00' with a no-break space).
 */
export const FREE_SHIPPING_PROMO = `Frete grátis acima de R$ ${FREE_SHIPPING_THRESHOLD_CENTS / 100}`;

export interface ShippingProgress {
  free: boolean;
  /** What is still missing to pass the threshold (0 once free). */
  missingCents: number;
  /** 0..1, for the progress bar. */
  ratio: number;
}

/** Spec §9, "above R$ 199": economy shipping is free from R$ 199,01; exactly R$ 199,00 still pays. */
export function freeEconomyShipping(subtotalCents: number): boolean {
  return subtotalCents > FREE_SHIPPING_THRESHOLD_CENTS;
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

/** Spec §9: free shipping above R$ 199. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 19900;

export interface ShippingProgress {
  free: boolean;
  /** What is still missing to pass the threshold (0 once free). */
  missingCents: number;
  /** 0..1, for the progress bar. */
  ratio: number;
}

/** "Above R$ 199": a subtotal of exactly R$ 199,00 still pays shipping. */
export function shippingProgress(subtotalCents: number): ShippingProgress {
  const free = subtotalCents > FREE_SHIPPING_THRESHOLD_CENTS;
  return {
    free,
    missingCents: free ? 0 : FREE_SHIPPING_THRESHOLD_CENTS + 1 - subtotalCents,
    ratio: Math.min(1, Math.max(0, subtotalCents / FREE_SHIPPING_THRESHOLD_CENTS)),
  };
}

/**
 * Money is integer cents everywhere (house style). Prices arrive as Brazilian
 * currency text ("R$ 1.299,90") and are parsed once, at the mock boundary.
 */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$ 1.299,90" → 129990; null when the text is not a price. */
export function parsePriceToCents(text: string): number | null {
  // Spec §5: strip 'R$' and read the comma as the decimal point. Spaces may be
  // plain or the no-break space Intl puts after the symbol.
  const bare = text.replace(/^\s*R\$/, '').replace(/[\s\u00a0]/g, '');
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const reais = Number(match[1]!.replace(/\./g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const total = reais * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** 129990 → "R$ 1.299,90" (with the no-break space Intl puts after R$). */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}

export interface Installments {
  count: number;
  amountCents: number;
}

/** "3x R$ 66,63" → { count: 3, amountCents: 6663 }; null when malformed. */
export function parseInstallments(text: string): Installments | null {
  const match = /^\s*(\d+)\s*x\s*(.+)$/i.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  const amountCents = parsePriceToCents(match[2]!);
  if (!Number.isInteger(count) || count < 1 || amountCents === null) return null;
  return { count, amountCents };
}

/** Spec §1/§9: 5% off when paying by PIX (instant bank transfer). */
export const PIX_DISCOUNT_PERCENT = 5;

/** The PIX price, rounded to the nearest cent (half up). */
export function pixPriceCents(cents: number): number {
  return Math.round((cents * (100 - PIX_DISCOUNT_PERCENT)) / 100);
}

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

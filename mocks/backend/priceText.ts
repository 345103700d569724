/**
 * Reading prices written as Brazilian currency text, once, where the catalogue
 * enters the shop (the fake backend's catalogue schema). Only the fake backend reads
 * price text, so this is not in src/lib/money.ts.
 */
import type { Installments } from '../../src/lib/money';

/** "R$ 1.299,90" → 129990; null when the text is not a price. */
export function parsePriceToCents(text: string): number | null {
  // Strip 'R$' and read the comma as the decimal point. Spaces may be
  // plain or the no-break space Intl puts after the symbol.
  const bare = text.replace(/^\s*R\$/, '').replace(/[\s\u00a0]/g, '');
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const reais = Number(match[1]!.replace(/\./g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const total = reais * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
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

/** How payments read in Portuguese, on the checkout's and the orders' pages. */
import type { CardBrand } from '../../api/types';
import { brandLabel } from '../../lib/card';
import { formatCents, splitInstallments } from '../../lib/money';

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

export const installmentsText = (totalCents: number, count: number) =>
  parcelsText(splitInstallments(totalCents, count));

/** 'Visa final 1111' */
export const cardText = (brand: CardBrand, last4: string) => `${brandLabel(brand)} final ${last4}`;

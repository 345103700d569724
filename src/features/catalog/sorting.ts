import type { Product } from '../../api/types';
import { compareText } from '../../lib/text';

/** The sort bar's choices; 'catalogue' keeps the file's order. */
export const SORT_ORDERS = ['catalogue', 'name', 'price-asc', 'price-desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const comparators: Record<Exclude<SortOrder, 'catalogue'>, (a: Product, b: Product) => number> = {
  name: (a, b) => compareText(a.name, b.name) || compareText(a.color, b.color),
  'price-asc': (a, b) => a.actualPriceCents - b.actualPriceCents,
  'price-desc': (a, b) => b.actualPriceCents - a.actualPriceCents,
};

/**
 * A sorted copy; equal items keep their catalogue order (Array#sort is stable).
 * Works on products or on anything that carries one (`productOf`).
 */
export function sortProducts<T = Product>(
  items: readonly T[],
  order: SortOrder,
  productOf: (item: T) => Product = (item) => item as unknown as Product,
): readonly T[] {
  if (order === 'catalogue') return items;
  const compare = comparators[order];
  return [...items].sort((a, b) => compare(productOf(a), productOf(b)));
}

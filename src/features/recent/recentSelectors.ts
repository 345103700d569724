import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';
import type { RootState } from '../../store/types';
import { productPath, selectColourCounts, selectProductsById } from '../products';
import { SHOWN, selectRecentIds } from './recentSlice';

/** A product on the shelf, with where its card leads. */
export interface RecentItem {
  product: Product;
  to: string;
  /** How many colours the product comes in, for its card's '+1 cor'. */
  colourCount: number;
}

/**
 * The shelf: the last products this device opened, newest first, without the one on
 * screen (`currentStyle`: any of its colours), at most eight. A product in several colours shows
 * once, in the colour viewed last. Names, prices and images come from the catalogue, and an id it
 * no longer has is left out.
 */
export const selectRecentlyViewed = createSelector(
  [selectRecentIds, selectProductsById, selectColourCounts, (_state: RootState, currentStyle?: string) => currentStyle],
  (ids, byId, colourCounts, currentStyle): RecentItem[] => {
    const styles = new Set(currentStyle === undefined ? [] : [currentStyle]);
    const items: RecentItem[] = [];
    for (const id of ids) {
      const product = byId.get(id);
      if (!product || styles.has(product.style)) continue;
      styles.add(product.style);
      items.push({ product, to: productPath(product), colourCount: colourCounts.get(product.style) ?? 1 });
      if (items.length === SHOWN) break;
    }
    return items;
  },
);

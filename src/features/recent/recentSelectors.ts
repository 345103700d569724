import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';
import type { RootState } from '../../store/types';
import { productPath, selectProductsById } from '../catalog';
import { SHOWN, selectRecentIds } from './recentSlice';

/** A product on the shelf, with where its card leads. */
export interface RecentItem {
  product: Product;
  to: string;
}

/**
 * The shelf (issue 32): the last products this device opened, newest first, without the one on
 * screen (`currentId`), at most eight. Names, prices and images come from the catalogue, and an
 * id it no longer has is left out.
 */
export const selectRecentlyViewed = createSelector(
  [selectRecentIds, selectProductsById, (_state: RootState, currentId?: string) => currentId],
  (ids, byId, currentId): RecentItem[] =>
    ids
      .filter((id) => id !== currentId)
      .flatMap((id) => {
        const product = byId.get(id);
        return product ? [{ product, to: productPath(product) }] : [];
      })
      .slice(0, SHOWN),
);

import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';
import type { RootState } from '../../store/types';
import { productPath, selectProductsById } from '../products';

/**
 * Whether the heart of `productId` is on. The first download draws hearts without the feature's
 * slice: until its code has arrived and injected it (favoritesSlice.ts), the store has no
 * 'favorites' key and the heart shows off, not an error.
 */
export const selectIsFavorite = (state: RootState, productId: string): boolean =>
  state.favorites?.ids.includes(productId) ?? false;

const NONE: readonly string[] = [];

/** A favourite on /favoritos: its product from the catalogue, or null when the catalogue no longer has it. */
export interface FavoriteItem {
  productId: string;
  product: Product | null;
  to: string | null;
}

/** The favourites, newest first, each with its product (null: it left the catalogue). */
export const selectFavoriteItems = createSelector(
  [(state: RootState) => state.favorites?.ids ?? NONE, selectProductsById],
  (ids, byId): FavoriteItem[] =>
    ids.map((productId) => {
      const product = byId.get(productId) ?? null;
      return { productId, product, to: product && productPath(product) };
    }),
);

import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';
import type { RootState } from '../../store/types';
import { productPath, selectProductsById } from '../products';

/**
 * Whether the heart of `productId` is on: read from the store's 'favorites' key, which the first
 * download holds from the start (favoritesState.ts), so a heart drawn before the feature's code
 * has arrived shows off, not an error.
 */
export const selectIsFavorite = (state: RootState, productId: string): boolean =>
  state.favorites.ids.includes(productId);

/** A favourite on /favoritos: its product from the catalogue, or null when the catalogue no longer has it. */
export interface FavoriteItem {
  productId: string;
  product: Product | null;
  to: string | null;
}

/** The favourites, newest first, each with its product (null: it left the catalogue). */
export const selectFavoriteItems = createSelector(
  [(state: RootState) => state.favorites.ids, selectProductsById],
  (ids, byId): FavoriteItem[] =>
    ids.map((productId) => {
      const product = byId.get(productId) ?? null;
      return { productId, product, to: product && productPath(product) };
    }),
);

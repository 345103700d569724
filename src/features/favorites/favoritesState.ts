import type { ShownFailure } from '../../components/LoadFailed';
import { lateReducer } from '../../store/lateReducer';

/*
 * The favourites' state as the store holds it from the start (issue 31, item 5): its shape and
 * a reducer that keeps it until the feature's code arrives with the first heart or the
 * favourites page (favoritesSlice.ts, which then takes the store's 'favorites' key over). The
 * first download holds nothing else of the feature.
 */
declare module '../../store/types' {
  interface RootState {
    favorites: FavoritesState;
  }
}

/** One product added or removed on this device, not yet acknowledged by the server. */
export interface FavoriteChange {
  productId: string;
  add: boolean;
}

export interface FavoritesState {
  /** The shopper (user id) whose list this is; null before any is read. */
  owner: string | null;
  /** Catalogue entries' ids, newest first: the server's list with the pending changes made over it. */
  ids: string[];
  /** The version of the server's list last seen (0: none). */
  version: number;
  /** Changes the server has not acknowledged yet, oldest first, one per product: sent on the next sync. */
  pending: FavoriteChange[];
  /** The server's list this visit: asked for, adopted, or not reachable (unset until asked). */
  sync?: 'loading' | 'ready' | 'failed';
  /** Why the last call failed, in the words the pages use. */
  failure?: ShownFailure;
}

export const NO_FAVORITES: FavoritesState = { owner: null, ids: [], version: 0, pending: [] };

export const favoritesReducer = lateReducer<FavoritesState>((state = NO_FAVORITES) => state);

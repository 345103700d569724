/**
 * This device's copy of the shopper's favourites, under its own key: the list
 * as last shown and the changes the server has not acknowledged yet, so a change made offline,
 * or while a call failed, survives a reload and is sent on the next sync. It names its shopper:
 * another shopper's copy is never read back (and is replaced by theirs). A file of its own,
 * fetched with the first page that shows a heart (src/features/favorites/favoritesFlows.ts).
 */
import {
  restored,
  selectFavorites,
  type FavoriteChange,
  type FavoritesState,
  type KeptFavorites,
} from '../../features/favorites/favoritesSlice';
import { isFavoriteId, MAX_FAVORITES } from '../../rules/favorites';
import { FAVORITES_KEY, type KeyValueStorage } from './storedSession';

export { FAVORITES_KEY };

/** The shape written now (`{ version, owner, ids, listVersion, pending }`); bump it, and read the older one too, when it changes. */
export const FAVORITES_VERSION = 1;

const isChange = (value: unknown): value is FavoriteChange =>
  isFavoriteId((value as FavoriteChange | null)?.productId) && typeof (value as FavoriteChange).add === 'boolean';

/**
 * The stored copy, or null: what cannot be read is dropped with one console warning, and
 * nothing throws. At most MAX_FAVORITES ids, and one change per product (the last).
 */
export function decodeFavorites(raw: string | null): KeptFavorites | null {
  if (raw === null) return null;
  let stored: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {
    // junk: dropped below
  }
  const { owner, ids, listVersion, pending } = stored ?? {};
  if (typeof owner !== 'string' || !Array.isArray(ids) || !Array.isArray(pending)) {
    console.warn('[storage] dropped unreadable favourites');
    return null;
  }
  const changes = new Map(pending.filter(isChange).map((c) => [c.productId, { productId: c.productId, add: c.add }]));
  return {
    owner,
    ids: [...new Set(ids.filter(isFavoriteId))].slice(0, MAX_FAVORITES),
    version: Number.isSafeInteger(listVersion) && (listVersion as number) >= 0 ? (listVersion as number) : 0,
    pending: [...changes.values()].slice(-2 * MAX_FAVORITES),
  };
}

export const encodeFavorites = ({ owner, ids, version, pending }: KeptFavorites): string =>
  JSON.stringify({ version: FAVORITES_VERSION, owner, ids, listVersion: version, pending });

interface StoreLike {
  getState: () => { favorites?: FavoritesState; session: { user: { id: string } | null } };
  dispatch: (action: { type: string }) => unknown;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Reads the signed-in shopper's copy back into the store, then keeps the key in step with the
 * state: written while a shopper's list is held, removed once none is (signed out). Returns
 * what stops it.
 */
export function followFavorites(storage: KeyValueStorage, store: StoreLike): () => void {
  let written: string | null = null;
  try {
    written = storage.getItem(FAVORITES_KEY);
  } catch {
    // unreadable storage: the list lasts as long as the page
  }
  let warned = false;
  const save = (state: FavoritesState) => {
    const owner = state.owner ?? store.getState().session.user?.id ?? null;
    const value = owner
      ? encodeFavorites({ owner, ids: state.ids, version: state.version, pending: state.pending })
      : null;
    if (value === written) return;
    try {
      if (value === null) storage.removeItem(FAVORITES_KEY);
      else storage.setItem(FAVORITES_KEY, value);
      written = value;
    } catch (error) {
      // Full storage: the session's keys say so to the shopper (persistence.ts); the copy waits.
      if (!warned) console.warn('[storage] could not save the favourites', error);
      warned = true;
    }
  };
  const kept = decodeFavorites(written);
  const shopper = store.getState().session.user?.id;
  if (kept && kept.owner === shopper) store.dispatch(restored(kept));
  let seen = selectFavorites(store.getState());
  const unsubscribe = store.subscribe(() => {
    const favorites = selectFavorites(store.getState());
    if (favorites !== seen) save((seen = favorites));
  });
  // What this tab changed before the key was read, when it held nothing of this shopper's.
  if (seen.pending.length > 0 || seen.owner) save(seen);
  return unsubscribe;
}

/**
 * The favourites' flows, in the file the first heart pressed or shown fetches
 * (useFavorite.ts): the device's copy read back, the server's list adopted, each change sent.
 * One sync runs at a time per store; each reads the state anew, so a change made meanwhile goes
 * with it, and a change the server did not acknowledge stays pending (kept on the device) for
 * the next one: the next change, the next page with hearts, the next sign-in.
 */
import { shownFailure, type Product } from '../../api/types';
import { productLabel } from '../../lib/text';
import { FAVORITES_FULL_TEXT, MAX_FAVORITES } from '../../rules/favorites';
import type { AppDispatch, AppThunk, RootState, ThunkExtra } from '../../store/types';
import { selectToken, selectUser } from '../session';
import { favoritesApi } from './favoritesApi';
import {
  itemAdded,
  itemRemoved,
  notSaved,
  refused,
  saved,
  selectFavoriteIds,
  selectFavorites,
  synced,
} from './favoritesSlice';

/** Each store's syncs (a queue: one at a time), and how many are waiting or running, by the store's thunk extra. */
const queues = new WeakMap<ThunkExtra, Promise<void>>();
const queued = new WeakMap<ThunkExtra, number>();

const signedInAs = (state: RootState) => (selectToken(state) ? (selectUser(state)?.id ?? null) : null);

/** What a failed call says, read as the cart's save reads it. */
const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;
const messageOf = (error: unknown) => (error as { data?: { message?: unknown } } | undefined)?.data?.message;

/** Reads the server's list once per sign-in and visit, then sends the pending changes one by one. */
async function sync(dispatch: AppDispatch, getState: () => RootState): Promise<void> {
  const owner = signedInAs(getState());
  if (!owner) return;
  const favorites = selectFavorites(getState());
  if (favorites.owner !== owner || favorites.sync !== 'ready') {
    const got = await dispatch(
      favoritesApi.endpoints.getFavorites.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    // Signed out, or in as someone else, meanwhile: the answer is not this shopper's list.
    if (signedInAs(getState()) !== owner) return;
    if (!got.data) return void dispatch(notSaved({ reason: shownFailure(got.error) }));
    dispatch(synced({ ...got.data, owner }));
  }
  for (;;) {
    const change = selectFavorites(getState()).pending[0];
    if (!change || signedInAs(getState()) !== owner) return;
    const { addFavorite, removeFavorite } = favoritesApi.endpoints;
    const result = await dispatch((change.add ? addFavorite : removeFavorite).initiate(change.productId));
    if (signedInAs(getState()) !== owner) return;
    if (result.data) dispatch(saved({ ...result.data, change }));
    else if (statusOf(result.error) === 422 && change.add) {
      const message = messageOf(result.error);
      console.warn(`[favorites] the server refused ${change.productId}: ${String(message)}`);
      const shown = typeof message === 'string' ? message : 'Não foi possível adicionar este produto aos favoritos.';
      dispatch(refused({ productId: change.productId, message: shown }));
    } else {
      // A 401 has ended the session by now (src/features/session/sessionListeners.ts); anything else waits.
      if (statusOf(result.error) !== 401) console.error('[favorites] the backend did not save a change', result.error);
      return void dispatch(notSaved({ reason: shownFailure(result.error) }));
    }
  }
}

/**
 * Brings this device's list in step with the server's: its copy read back first (once per
 * store), then one sync after any already on its way.
 */
export const syncFavorites = (): AppThunk<Promise<void>> => (dispatch, getState, extra) => {
  const before = queues.get(extra) ?? Promise.resolve(extra.followFavorites());
  queued.set(extra, (queued.get(extra) ?? 0) + 1);
  const next = before
    .then(() => sync(dispatch, getState))
    .finally(() => void queued.set(extra, queued.get(extra)! - 1));
  queues.set(
    extra,
    next.catch(() => {}),
  );
  return next;
};

/**
 * Every heart on a page asks for the list as it appears: one sync answers them all, and none
 * is sent while one is on its way or the list is this shopper's already (a failed read is tried again).
 */
export const loadFavorites = (): AppThunk<Promise<void> | void> => (dispatch, getState, extra) => {
  const { owner, sync: status } = selectFavorites(getState());
  const shopper = signedInAs(getState());
  if (!shopper || queued.get(extra) || (status === 'ready' && owner === shopper)) return;
  return dispatch(syncFavorites());
};

/** The heart pressed by a signed-in shopper: the product joins the list, or leaves it. */
export const toggleFavorite =
  (product: Product): AppThunk<Promise<void>> =>
  (dispatch, getState) => {
    const ref = { productId: product.id, label: productLabel(product) };
    const ids = selectFavoriteIds(getState());
    if (ids.includes(product.id)) dispatch(itemRemoved(ref));
    else if (ids.length >= MAX_FAVORITES)
      return Promise.resolve(void dispatch(refused({ productId: product.id, message: FAVORITES_FULL_TEXT })));
    else dispatch(itemAdded(ref));
    return dispatch(syncFavorites());
  };

/** 'Remover dos favoritos' on /favoritos, for a product the catalogue may no longer have (`label` then empty). */
export const removeFavorite =
  (productId: string, label: string): AppThunk<Promise<void>> =>
  (dispatch) => {
    dispatch(itemRemoved({ productId, label }));
    return dispatch(syncFavorites());
  };

/** Back from /login with a favourite to add (src/features/session/loginReturn.ts): added, once. */
export const addReturnedFavorite =
  (product: Product): AppThunk<Promise<void>> =>
  (dispatch, getState) =>
    selectFavoriteIds(getState()).includes(product.id) ? dispatch(syncFavorites()) : dispatch(toggleFavorite(product));

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ServerFavorites } from '../../api/types';
import type { ShownFailure } from '../../components/LoadFailed';
import type { News } from '../../store/news';
import { rootReducer } from '../../store/rootReducer';
import { favoritesApi } from './favoritesApi';
import { loggedIn, loggedOut, otherTabChanged, sessionExpired } from '../session';

/*
 * The favourites' state: this slice is injected into the store when its code arrives, with the
 * first heart a signed-in shopper sees or the favourites page. Until then the store has no
 * 'favorites' key: a heart drawn before shows off (favoritesSelectors.ts).
 */
declare module '../../store/types' {
  interface RootState {
    favorites?: FavoritesState;
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

/** `ids` with each change made over them, in order: an addition goes first, a removal leaves. */
export function withChanges(ids: readonly string[], changes: readonly FavoriteChange[]): string[] {
  return changes.reduce<string[]>(
    (list, { productId, add }) => [...(add ? [productId] : []), ...list.filter((id) => id !== productId)],
    [...ids],
  );
}

/** `pending` with `change` last, in place of an earlier change of the same product (only the last counts). */
const withPending = (pending: readonly FavoriteChange[], change: FavoriteChange) => [
  ...pending.filter((c) => c.productId !== change.productId),
  change,
];

/** A favourite as the shopper reads it (`label`: 'name - colour'), for the timeline and announcements. */
export type FavoriteRef = { productId: string; label: string };

/** The device's copy, read back (src/app/persistence/favoritesKept.ts). */
export type KeptFavorites = Required<Pick<FavoritesState, 'owner' | 'ids' | 'version' | 'pending'>>;

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: NO_FAVORITES as FavoritesState,
  reducers: {
    /** The heart: shown at once, sent to the server in the background (favoritesFlows.ts). */
    // Read out as well (`meta.say`, uiSlice.ts): the heart's new name says it too, but not every
    // screen reader reads a name that changed.
    itemAdded: {
      reducer: (state, { payload }: PayloadAction<FavoriteRef>) => {
        const change = { productId: payload.productId, add: true };
        state.ids = withChanges(state.ids, [change]);
        state.pending = withPending(state.pending, change);
      },
      prepare: (payload: FavoriteRef) => ({ payload, meta: { say: 'Adicionado aos favoritos' } }),
    },
    itemRemoved: {
      reducer: (state, { payload }: PayloadAction<FavoriteRef>) => {
        const change = { productId: payload.productId, add: false };
        state.ids = withChanges(state.ids, [change]);
        state.pending = withPending(state.pending, change);
      },
      prepare: (payload: FavoriteRef) => ({ payload, meta: { say: 'Removido dos favoritos' } }),
    },
    /**
     * This device's copy, read back once per visit: what it held and had not sent yet, older
     * than what this tab changed since it opened. Another shopper's copy is never read back.
     */
    restored: (state, { payload }: PayloadAction<KeptFavorites>) => {
      if (state.owner !== null && state.owner !== payload.owner) return;
      let pending = payload.pending;
      for (const change of state.pending) pending = withPending(pending, change);
      return {
        ...state,
        owner: payload.owner,
        ids: withChanges(payload.ids, state.pending),
        version: Math.max(state.version, payload.version),
        pending,
      };
    },
    /** The server's list, adopted with this device's pending changes made over it (they are sent next). */
    synced: (state, { payload }: PayloadAction<ServerFavorites & { owner: string }>) => {
      if (state.owner !== null && state.owner !== payload.owner) state.pending = [];
      state.owner = payload.owner;
      state.ids = withChanges(payload.items, state.pending);
      state.version = payload.version;
      state.sync = 'ready';
    },
    /** The server acknowledged one change: its answer is the list, with the changes still pending over it. */
    saved: (state, { payload }: PayloadAction<ServerFavorites & { change: FavoriteChange }>) => {
      const { change } = payload;
      state.pending = state.pending.filter((c) => c.productId !== change.productId || c.add !== change.add);
      state.ids = withChanges(payload.items, state.pending);
      state.version = payload.version;
    },
    /**
     * An addition refused, in words the shopper is shown (its news, store/news.ts): by the server
     * (the product left the catalogue, or the list is full), or here, for a list already full
     * (MAX_FAVORITES). It is taken back.
     */
    refused: {
      reducer: (state, { payload }: PayloadAction<{ productId: string; message: string }>) => {
        state.pending = state.pending.filter((c) => c.productId !== payload.productId);
        state.ids = state.ids.filter((id) => id !== payload.productId);
      },
      prepare: (payload: { productId: string; message: string }) => ({
        payload,
        meta: { toast: { message: payload.message, variant: 'info' } } satisfies News,
      }),
    },
    /** The server could not be reached: the changes stay here, kept on the device, and go with the next sync. */
    notSaved: (state, { payload }: PayloadAction<{ reason: ShownFailure }>) => {
      if (state.sync !== 'ready') state.sync = 'failed';
      state.failure = payload.reason;
    },
  },
  extraReducers: (builder) => {
    builder
      // A sign-in reads the shopper's list anew; what this device kept for them stays pending.
      .addCase(loggedIn, (state, { payload }) =>
        state.owner === payload.user.id
          ? { ...state, ids: withChanges([], state.pending), sync: undefined }
          : { ...NO_FAVORITES, owner: payload.user.id },
      )
      .addCase(loggedOut, () => NO_FAVORITES)
      // The backend refused the session: the list is hidden, and what was not sent waits for the same shopper.
      .addCase(sessionExpired, (state) => ({ ...state, ids: [], sync: undefined }))
      // Another tab signed in as someone else, or out: the list it showed is not this shopper's.
      .addCase(otherTabChanged, (state, { payload }) =>
        payload.session.user?.id === state.owner ? state : NO_FAVORITES,
      )
      // The server's list is being read.
      .addMatcher(favoritesApi.endpoints.getFavorites.matchPending, (state) => {
        state.sync = 'loading';
        delete state.failure;
      });
  },
  selectors: {
    selectFavoriteIds: (state) => state.ids,
    selectFavoritesSync: (state) => state.sync,
    selectFavoritesFailure: (state) => state.failure,
  },
});

/** The slice in the store; its selectors read the initial state while a store has not yet run an action since. */
export const injectedFavorites = favoritesSlice.injectInto(rootReducer);

export const { itemAdded, itemRemoved, restored, synced, saved, refused, notSaved } = favoritesSlice.actions;
export const { selectFavoriteIds, selectFavoritesSync, selectFavoritesFailure } = injectedFavorites.selectors;
/** The store's favourites (their initial state until the store has them). */
export const selectFavorites = injectedFavorites.selectSlice;

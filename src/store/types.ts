import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';

/**
 * The store's state, declared by the slices that own it: each slice file adds
 * its key here with `declare module` (TypeScript declaration merging, as Redux
 * Toolkit's `LazyLoadedSlices` does), and src/app/store.ts builds exactly this
 * shape. So a feature can type its selectors, hooks and listeners without
 * importing the app that puts the features together (imports flow one way).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the slices
export interface RootState {}

/**
 * What the browser keeps of the state (src/app/persistence/), declared the same way: each
 * slice that is kept adds its key with the part of its state that is stored. Another tab's
 * copy comes in this shape (`session/otherTabChanged`), so the session's event carries the
 * cart and the checkout without importing them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the slices
export interface PersistedState {}

/** What the store gives every thunk besides dispatch and getState (src/app/store.ts). */
export interface ThunkExtra {
  /** Writes the persisted state to the browser's storage now, not a moment later. */
  persistNow: () => void;
  /**
   * Reads this device's recently viewed products back and keeps them, following other tabs
   * (src/app/persistence/recentlyViewed.ts): once per store, from the first page that shows them.
   */
  followRecent: () => void;
  /**
   * Reads this device's copy of the favourites back and keeps it (src/app/persistence/favoritesKept.ts):
   * once per store, from the first page that shows a heart; resolves once it has been read
   * (undefined without a storage: nothing to read).
   */
  followFavorites: () => Promise<unknown> | undefined;
}

/** The store's dispatch: plain actions and thunks (RTK Query's requests among them). */
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

/** A thunk of the shop's, as `dispatch(thunk())` runs it. */
export type AppThunk<Result = void> = (dispatch: AppDispatch, getState: () => RootState, extra: ThunkExtra) => Result;

/** How a feature adds its listeners (src/app/store.ts calls each feature's `addXListeners`). */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

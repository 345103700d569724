import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/rootReducer';

/*
 * The recently viewed products: this slice is injected into the store with the first page that
 * shows the list. Until then the store has no 'recent' key; the home page's first download holds
 * nothing of the feature but the event the product page raises.
 */
declare module '../../store/types' {
  interface RootState {
    recent?: RecentState;
  }
}

export interface RecentState {
  /** Product ids, newest first, each once: the last products this device opened. */
  ids: string[];
}

export const NOTHING_VIEWED: RecentState = { ids: [] };

/** A shelf shows the last eight products opened, never the one on screen. */
export const SHOWN = 8;
/** Kept: the shelf's eight and the product on screen, which its own page leaves out. */
export const KEPT = SHOWN + 1;

/** `newer`, then the ids of `older` not in it: each id once, at most KEPT. */
export function newestFirst(newer: readonly string[], older: readonly string[]): string[] {
  return [...new Set([...newer, ...older])].slice(0, KEPT);
}

export const recentSlice = createSlice({
  name: 'recent',
  initialState: NOTHING_VIEWED,
  reducers: {
    /**
     * The product page showed a product: it goes first. Its other colours (`colourIds`, the
     * catalogue's entries of its style) leave the list: the shelf shows a product once, in the
     * colour last seen, so trying colours does not push other products off it.
     */
    productViewed: (state, { payload }: PayloadAction<{ productId: string; colourIds?: readonly string[] }>) => {
      const others = new Set(payload.colourIds);
      state.ids = newestFirst(
        [payload.productId],
        state.ids.filter((id) => !others.has(id)),
      );
    },
    /**
     * The list this device kept (src/app/persistence/recentlyViewed.ts), read back once the
     * list is first wanted: older than what this tab has viewed since it opened.
     */
    restored: (state, { payload }: PayloadAction<{ productIds: string[] }>) => {
      state.ids = newestFirst(state.ids, payload.productIds);
    },
    /** Another tab wrote the list: what it wrote is the newest, this tab's own views follow. */
    otherTabViewed: (state, { payload }: PayloadAction<{ productIds: string[] }>) => {
      state.ids = newestFirst(payload.productIds, state.ids);
    },
  },
  selectors: {
    selectRecentIds: (state) => state.ids,
  },
});

/** The slice in the store; its selectors read the initial state while a store has not yet run an action since. */
export const injectedRecent = recentSlice.injectInto(rootReducer);

export const { productViewed, restored, otherTabViewed } = recentSlice.actions;
export const { selectRecentIds } = injectedRecent.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NOTHING_VIEWED, recentReducer } from './recentState';

/** Issue 32: a shelf shows the last eight products opened, never the one on screen. */
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

export const { productViewed, restored, otherTabViewed } = recentSlice.actions;
export const { selectRecentIds } = recentSlice.selectors;

// The feature's code came with its page: it answers the store's 'recent' key from now on.
recentReducer.takeOver(recentSlice.reducer);

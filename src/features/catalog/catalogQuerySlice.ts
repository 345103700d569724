import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_SEARCH_LENGTH, type CatalogQuery } from './catalogQuery';
import type { SortOrder } from './sorting';

declare module '../../store/types' {
  interface RootState {
    catalogQuery: CatalogQuery;
  }
}

/** What the home grid shows: the search text, the sort order and the two filters. */
const initialState: CatalogQuery = { search: '', sort: 'catalogue', promoOnly: false, size: null };

export const catalogQuerySlice = createSlice({
  name: 'catalogQuery',
  initialState,
  reducers: {
    searchChanged: (state, { payload }: PayloadAction<string>) => {
      state.search = payload.slice(0, MAX_SEARCH_LENGTH);
    },
    searchCleared: (state) => {
      state.search = '';
    },
    sortChosen: (state, { payload }: PayloadAction<SortOrder>) => {
      state.sort = payload;
    },
    /** 'Só promoções': discounted products only. */
    promoFilterToggled: (state) => {
      state.promoOnly = !state.promoOnly;
    },
    /** Only products with this size in stock; null for every size. */
    sizeFilterChosen: (state, { payload }: PayloadAction<string | null>) => {
      state.size = payload;
    },
    /** The home page's URL was opened, reloaded or reached with Back: it replaces the whole query. */
    restoredFromUrl: (_state, { payload }: PayloadAction<CatalogQuery>) => ({ ...payload }),
  },
  selectors: {
    /** Everything the home URL records. */
    selectCatalogQuery: (state) => state,
    selectSearchText: (state) => state.search,
    selectSort: (state) => state.sort,
    selectPromoOnly: (state) => state.promoOnly,
    selectSizeFilter: (state) => state.size,
  },
});

export const { searchChanged, searchCleared, sortChosen, promoFilterToggled, sizeFilterChosen, restoredFromUrl } =
  catalogQuerySlice.actions;
export const { selectCatalogQuery, selectSearchText, selectSort, selectPromoOnly, selectSizeFilter } =
  catalogQuerySlice.selectors;

import { makeStore } from '../../app/store';
import { menuToggled } from '../ui/uiSlice';
import { MAX_SEARCH_LENGTH } from './catalogQuery';
import {
  promoFilterToggled,
  restoredFromUrl,
  searchChanged,
  searchCleared,
  selectCatalogQuery,
  selectPromoOnly,
  selectSearchText,
  selectSizeFilter,
  selectSort,
  sizeFilterChosen,
  sortChosen,
} from './catalogQuerySlice';

describe('search and sort', () => {
  it('keeps the search text, capped at MAX_SEARCH_LENGTH, and clears it', () => {
    const store = makeStore();
    store.dispatch(searchChanged('vestido'));
    expect(selectSearchText(store.getState())).toBe('vestido');
    store.dispatch(searchChanged('a'.repeat(MAX_SEARCH_LENGTH + 50)));
    expect(selectSearchText(store.getState())).toHaveLength(MAX_SEARCH_LENGTH);
    store.dispatch(searchCleared());
    expect(selectSearchText(store.getState())).toBe('');
  });

  it('starts in catalogue order and keeps the chosen sort', () => {
    const store = makeStore();
    expect(selectSort(store.getState())).toBe('catalogue');
    store.dispatch(sortChosen('price-asc'));
    expect(selectSort(store.getState())).toBe('price-asc');
  });
});

describe('catalogue filters', () => {
  it("toggles 'Só promoções' and keeps the chosen size", () => {
    const store = makeStore();
    store.dispatch(promoFilterToggled());
    store.dispatch(sizeFilterChosen('M'));
    expect(selectPromoOnly(store.getState())).toBe(true);
    expect(selectSizeFilter(store.getState())).toBe('M');
    store.dispatch(promoFilterToggled());
    store.dispatch(sizeFilterChosen(null));
    expect(selectPromoOnly(store.getState())).toBe(false);
    expect(selectSizeFilter(store.getState())).toBeNull();
  });
});

describe('the query the home URL records', () => {
  it('gathers search, sort and filters, and keeps its identity across unrelated actions', () => {
    const store = makeStore();
    store.dispatch(searchChanged('saia'));
    store.dispatch(sortChosen('name'));
    store.dispatch(sizeFilterChosen('38'));
    const query = selectCatalogQuery(store.getState());
    expect(query).toEqual({ search: 'saia', sort: 'name', promoOnly: false, size: '38' });
    store.dispatch(menuToggled());
    expect(selectCatalogQuery(store.getState())).toBe(query);
  });

  it('takes search, sort and filters from the URL at once', () => {
    const store = makeStore();
    store.dispatch(searchChanged('saia'));
    store.dispatch(restoredFromUrl({ search: 'vestido', sort: 'price-desc', promoOnly: true, size: '38' }));
    const state = store.getState();
    expect([selectSearchText(state), selectSort(state), selectPromoOnly(state), selectSizeFilter(state)]).toEqual([
      'vestido',
      'price-desc',
      true,
      '38',
    ]);
  });
});

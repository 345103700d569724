/**
 * The catalogue as the shopper asks for it: the home grid (searched, filtered, ordered), the size
 * filter's choices, the menu's alphabetical list, the search box's suggestions and where its Enter
 * goes. Not in the first download: it comes with the grid and the menu, and the search box fetches
 * it on its first focus or keystroke (loadSearchSelectors.ts).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';
import type { RootState } from '../../store/types';
import { foldForSearch, nameMatchRank, rankByName } from '../../lib/text';
import { SIZES } from './catalogQuery';
import { selectPromoOnly, selectSearchText, selectSizeFilter, selectSort } from './catalogQuerySlice';
import { productPath, searchPath, selectCatalogue } from '../products';
import { buildSearchIndex, searchProducts, type SearchEntry } from './search';
import { sortProducts } from './sorting';

const NO_PRODUCTS: Product[] = [];

export const selectSearchIndex = createSelector([selectCatalogue], buildSearchIndex);

const selectSearchResults = createSelector([selectSearchIndex, selectSearchText], searchProducts);

/**
 * The catalogue in the chosen order, so a keystroke only filters. createSelector's
 * memo (reselect's weakMapMemoize) keeps one sorted copy per catalogue and order, for
 * as long as the catalogue lives: going back to an order sorts nothing.
 */
export const selectSortedIndex = createSelector([selectSearchIndex, selectSort], (index, order) =>
  sortProducts(index, order, (entry) => entry.product),
);

/** What the grid lists for a text: the products it finds, with 'Só promoções' and the size applied. */
export function listedProducts(index: readonly SearchEntry[], text: string, promoOnly: boolean, size: string | null) {
  const found = searchProducts(index, text);
  return promoOnly || size
    ? found.filter(
        (p) => (!promoOnly || p.discountPercent > 0) && (!size || p.sizes.some((s) => s.size === size && s.available)),
      )
    : found;
}

/** The home grid: the catalogue filtered by search, 'Só promoções' and size, in the chosen order. */
export const selectVisibleProducts = createSelector(
  [selectSortedIndex, selectSearchText, selectPromoOnly, selectSizeFilter],
  listedProducts,
);

/** Sizes that some product has in stock, for the size filter. */
export const selectSizesInStock = createSelector([selectCatalogue], (products) => {
  const inStock = new Set(products.flatMap((p) => p.sizes.filter((s) => s.available).map((s) => s.size)));
  return SIZES.filter((size) => inStock.has(size));
});

/** The slide-out menu lists products alphabetically by name. */
export const selectMenuProducts = createSelector([selectCatalogue], (products) => sortProducts(products, 'name'));

/** How many suggestions the search box offers. */
export const MAX_SUGGESTIONS = 6;

/**
 * Products offered under the search box while typing: those whose name holds the text best first
 * (as typed, a whole word, part of a word: nameMatchRank), then those found by colour or by words apart.
 */
export const selectSuggestions = createSelector([selectSearchResults, selectSearchText], (products, text) => {
  if (!text.trim()) return NO_PRODUCTS;
  const byName = rankByName(products, text, (p) => p.name);
  const byOther = products.filter((p) => nameMatchRank(p.name, text) === null);
  return [...byName, ...byOther].slice(0, MAX_SUGGESTIONS);
});

/**
 * Where Enter in the search box goes. The product route for the text,
 * whose page shows the first product with the text in its name. Text that only
 * the search finds ('preto', 'saia rosa': colours, words apart) opens the first
 * product the grid lists, so Enter never contradicts the grid. Null for blank text.
 */
export function selectSearchDestination(state: RootState): string | null {
  const text = selectSearchText(state);
  const folded = foldForSearch(text.trim());
  if (!folded) return null;
  if (selectCatalogue(state).some((p) => foldForSearch(p.name).includes(folded))) return searchPath(text);
  const listed = selectVisibleProducts(state)[0] ?? selectSearchResults(state)[0];
  return listed ? productPath(listed) : searchPath(text);
}

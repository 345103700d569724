import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';
import type { RootState } from '../../app/store';
import { compareText } from '../../lib/text';
import { selectSearchText, selectSort } from '../ui/uiSlice';
import { catalogApi } from './catalogApi';
import { buildSearchIndex, searchProducts } from './search';
import { sortProducts } from './sorting';

const NO_PRODUCTS: Product[] = [];

const selectProductsResult = catalogApi.endpoints.getProducts.select();

/** The validated catalogue, or an empty list until it arrives. */
export const selectCatalogue = (state: RootState): Product[] => selectProductsResult(state).data ?? NO_PRODUCTS;

export const selectCatalogueLoaded = (state: RootState): boolean => selectProductsResult(state).isSuccess;

export const selectProductsById = createSelector(
  [selectCatalogue],
  (products) => new Map(products.map((p) => [p.id, p])),
);

const selectSearchIndex = createSelector([selectCatalogue], buildSearchIndex);

const selectSearchResults = createSelector([selectSearchIndex, selectSearchText], searchProducts);

/** The home grid: the catalogue filtered by the search box, in the chosen order. */
export const selectVisibleProducts = createSelector([selectSearchResults, selectSort], sortProducts);

/** Spec §2: the slide-out menu lists products alphabetically by name. */
export const selectMenuProducts = createSelector([selectCatalogue], (products) =>
  [...products].sort((a, b) => compareText(a.name, b.name) || compareText(a.color, b.color)),
);

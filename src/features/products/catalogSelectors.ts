import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';
import type { RootState } from '../../store/types';
import { catalogApi } from './catalogApi';

/*
 * The catalogue as it arrived: what the first download needs of it (the cart's lines, the
 * checkout's quote). The catalogue as the shopper asks for it (searched, sorted, filtered) is
 * searchSelectors.ts, which comes with the grid, the menu and the search box's first use.
 */

const NO_PRODUCTS: Product[] = [];

const selectProductsResult = catalogApi.endpoints.getProducts.select();

/** The validated catalogue, or an empty list until it arrives. */
export const selectCatalogue = (state: RootState): Product[] => selectProductsResult(state).data ?? NO_PRODUCTS;

export const selectCatalogueLoaded = (state: RootState): boolean => selectProductsResult(state).isSuccess;

export const selectProductsById = createSelector(
  [selectCatalogue],
  (products) => new Map(products.map((p) => [p.id, p])),
);

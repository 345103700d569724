/** Cart lines the catalogue does not sell: checked at every start (src/app/listeners.ts). */
import { createSelector } from '@reduxjs/toolkit';
import { catalogueSize } from '../../rules/orderLines';
import { selectCatalogueLoaded, selectProductsById } from '../products';
import { selectCartLines } from './cartSlice';

/** SKUs in the cart that the loaded catalogue does not sell (none until it loads). */
export const selectUnknownCartSkus = createSelector(
  [selectCartLines, selectProductsById, selectCatalogueLoaded],
  (lines, products, loaded) =>
    loaded ? lines.filter((line) => !catalogueSize(products.get(line.productId), line)).map((line) => line.sku) : [],
);

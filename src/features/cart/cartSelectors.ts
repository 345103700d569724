/** The cart page's view of the cart. */
import { createSelector } from '@reduxjs/toolkit';
import type { CartLine, Product } from '../../api/types';
import { selectProductsById } from '../products';
import { selectCartLines } from './cartSlice';

export interface CartLineView extends CartLine {
  product: Product;
  lineTotalCents: number;
}

/** Cart lines joined with the catalogue; lines of unknown products are left out. */
export const selectCartView = createSelector([selectCartLines, selectProductsById], (lines, products) =>
  lines.flatMap((line): CartLineView[] => {
    const product = products.get(line.productId);
    return product ? [{ ...line, product, lineTotalCents: product.actualPriceCents * line.quantity }] : [];
  }),
);

/** 'Valor total': the sum of current prices, in cents. */
export const selectCartTotalCents = createSelector([selectCartView], (lines) =>
  lines.reduce((total, line) => total + line.lineTotalCents, 0),
);

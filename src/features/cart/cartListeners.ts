import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../store/types';
import { orderRepriced } from '../checkout/checkoutSlice';
import { sessionRestored } from '../session/sessionSlice';
import { saveCartAfter, saveIfDifferent } from './cartSaving';
import { itemAdded, itemRemoved, itemRestored, quantityChanged, unknownLinesDropped } from './cartSlice';
import { selectUnknownCartSkus } from './unknownLines';

/** The cart's reactions: saving to the backend, and dropping lines the catalogue does not sell. */
export function addCartListeners(startListening: AppStartListening): void {
  // The backend keeps a copy of the cart so it follows the shopper to the next login.
  // This tab's cart is the truth while the shopper is signed in, so every change is
  // sent at once (a delayed save could be lost to a quick logout or reload).
  startListening({
    matcher: isAnyOf(itemAdded, itemRemoved, itemRestored, quantityChanged, unknownLinesDropped, orderRepriced),
    effect: saveCartAfter,
  });

  // On start, a change the backend missed (a failed save) is sent again once the session is confirmed.
  startListening({
    actionCreator: sessionRestored,
    effect: (action, api) => saveIfDifferent(action.payload.cart, api),
  });

  // Lines whose product or size is not in the catalogue cannot be shown or bought.
  startListening({
    predicate: (_action, state) => selectUnknownCartSkus(state).length > 0,
    effect: (_action, { dispatch, getState }) => {
      const skus = selectUnknownCartSkus(getState());
      console.warn(`[cart] dropped ${skus.length} line(s) not in the catalogue: ${skus.join(', ')}`);
      dispatch(unknownLinesDropped({ skus }));
    },
  });
}

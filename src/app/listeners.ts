import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { saveCartAfter, saveIfDifferent } from '../features/cart/cartSaving';
import { selectUnknownCartSkus } from '../features/cart/unknownLines';
import { itemAdded, itemRemoved, itemRestored, quantityChanged, unknownLinesDropped } from '../features/cart/cartSlice';
import { catalogApi } from '../features/catalog/catalogApi';
import { prepareSortOrders } from '../features/catalog/catalogSelectors';
import { sessionApi } from '../features/session/sessionApi';
import { whenIdle } from '../lib/idle';
import { loggedIn, selectToken, sessionExpired, sessionRestored } from '../features/session/sessionSlice';
import type { AppDispatch, RootState } from './store';

type StartListening = TypedStartListening<RootState, AppDispatch>;

/** Reactive logic that belongs to no single component (Redux style guide: listeners). */
export function registerListeners(startListening: StartListening): void {
  // A successful sign-in is the story's event; the request itself is plumbing.
  startListening({
    matcher: sessionApi.endpoints.login.matchFulfilled,
    effect: (action, { dispatch }) => {
      dispatch(loggedIn(action.payload));
    },
  });

  // Spec §4: on start, the stored session is read back (after its delay).
  startListening({
    type: REHYDRATE,
    effect: (_action, { dispatch, getState }) => {
      if (selectToken(getState()))
        void dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
    },
  });
  startListening({
    matcher: sessionApi.endpoints.getSession.matchFulfilled,
    effect: (action, api) => {
      // The shopper may have logged out (or in as someone else) while the check ran.
      if (selectToken(api.getState()) !== action.payload.token) return;
      api.dispatch(sessionRestored(action.payload));
      saveIfDifferent(action.payload.cart, api);
    },
  });
  startListening({
    matcher: sessionApi.endpoints.getSession.matchRejected,
    effect: (action, { dispatch }) => {
      if (action.payload?.status === 401) dispatch(sessionExpired());
    },
  });

  // The backend keeps a copy of the cart so it follows the shopper to the next login.
  // This tab's cart is the truth while the shopper is signed in, so every change is
  // sent at once (a delayed save could be lost to a quick logout or reload).
  startListening({
    matcher: isAnyOf(itemAdded, itemRemoved, itemRestored, quantityChanged, unknownLinesDropped),
    effect: saveCartAfter,
  });

  // Sorting a large catalogue by name takes a while: do it before the shopper asks.
  startListening({
    matcher: catalogApi.endpoints.getProducts.matchFulfilled,
    effect: (_action, { getState }) => prepareSortOrders(getState(), whenIdle),
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

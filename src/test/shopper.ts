import { DEMO_USER, tokenFor } from './fakeBackend';
import { makeStore, type AppStore } from '../app/store';
import { itemAdded } from '../features/cart/cartSlice';
import { loggedIn } from '../features/session/sessionSlice';
import type { CartItem } from './products';

/** The built-in user as the session keeps her: no password. */
export const MARIA = { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name };

/** Signs Maria in on a store (the event a successful login produces). */
export function logIn(store: AppStore): void {
  store.dispatch(loggedIn({ user: MARIA, token: tokenFor(MARIA), cart: { lines: [], version: 0 } }));
}

/** A fresh store with Maria signed in and these items added to her bag, in order. */
export function shopperWith(...items: CartItem[]): AppStore {
  const store = makeStore();
  logIn(store);
  for (const item of items) store.dispatch(itemAdded(item));
  return store;
}

import { DEMO_USER, readCart, tokenFor } from './fakeBackend';
import { makeStore, type AppStore } from '../app/store';
import { waitFor } from '@testing-library/react';
import { itemAdded, selectCartLines, selectCartSynced } from '../features/cart/cartSlice';
import { loggedIn } from '../features/session/sessionSlice';
import type { Address, CardDetails, PlaceOrderRequest } from '../api/types';
import { orderTotals } from '../rules/totals';
import { shippingCents } from './figures';
import { REGATA, skuOf, type CartItem } from './products';

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

/** Maria's address: a CEP the fake backend knows (Avenida Paulista, São Paulo). */
export const ADDRESS: Address = {
  recipient: 'Maria Souza',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** Two years from now, as MM/AA: never expired under the tests. */
const EXPIRY = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/** A card the fake provider approves, and the one it always declines (README). */
export const CARD: CardDetails = {
  number: '4111 1111 1111 1111',
  holder: 'MARIA SOUZA',
  expiry: EXPIRY,
  cvv: '123',
  cpf: '529.982.247-25',
};
export const DECLINED_CARD: CardDetails = { ...CARD, number: '4000 0000 0000 0002' };

/** Resolves once the backend holds the store's cart lines (its saves are on their way after each change). */
export async function cartSaved(store: AppStore): Promise<void> {
  await waitFor(() => expect(selectCartSynced(store.getState()).lines).toEqual(selectCartLines(store.getState())));
}

/**
 * An order of `units` REGATA (M) to ADDRESS by economy shipping, paid by PIX, as
 * 'Finalizar pedido' sends it: the total worked out by the shop's own rules, and the
 * version of Maria's server cart as it is now (the order consumes it).
 */
export function regataPixOrder(units = 1): PlaceOrderRequest {
  const subtotalCents = units * REGATA.actualPriceCents;
  const shipping = shippingCents('economica', subtotalCents);
  return {
    lines: [{ sku: skuOf(REGATA, 'M'), quantity: units }],
    address: ADDRESS,
    shippingId: 'economica',
    payment: { method: 'pix' },
    expectedTotalCents: orderTotals({ subtotalCents, shippingCents: shipping, method: 'pix' }).totalCents,
    cartVersion: readCart(MARIA.id).version,
  };
}

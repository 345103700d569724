import { DEMO_TOKEN, DEMO_USER, readCart, sessionWith, tokenFor } from './fakeBackend';
import { keepSessionProof } from '../api/sessionProof';
import { SECRET_VERSION, STORAGE_KEYS } from '../app/persistence/storedSession';
import { makeStore, type AppStore } from '../app/store';
import { waitFor } from '@testing-library/react';
import { itemAdded, selectCartLines, selectCartSynced } from '../features/cart/cartSlice';
import { loggedIn } from '../features/session/sessionSlice';
import { selectPendingToasts, toastShown } from '../features/ui/uiSlice';
import type { Address, CardDetails, PlaceOrderRequest, ServerCart, User } from '../api/types';
import { orderTotals } from '../rules/totals';
import { shippingCents } from './figures';
import { REGATA, skuOf, type CartItem } from './products';

/** The built-in user as the session keeps her: no password. */
export const MARIA = { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name };

/**
 * Signs Maria in on a store as a successful login does: a live session on the
 * server, its secret held apart (src/api/sessionProof.ts), the event.
 */
export function logIn(
  store: AppStore,
  {
    user = MARIA,
    secret = DEMO_TOKEN,
    cart = { lines: [], version: 0 },
  }: { user?: User; secret?: string; cart?: ServerCart } = {},
): void {
  sessionWith(secret, user.id);
  store.dispatch(loggedIn(keepSessionProof({ user, token: tokenFor(user), cart, secret })));
}

/**
 * What a sign-in leaves in the browser beside the spec's keys: the secret of
 * a session of Maria's the server knows (the key src/app/persistence/ owns).
 */
export function storeSessionSecret(storage: Pick<Storage, 'setItem'>, token = tokenFor(MARIA)): void {
  const secret = sessionWith(DEMO_TOKEN, MARIA.id);
  storage.setItem(STORAGE_KEYS.sessionSecret, JSON.stringify({ version: SECRET_VERSION, token, secret }));
}

/**
 * A fresh store with Maria signed in and these items added to her bag, in order, before the test
 * opens a page: what that said ('Login efetuado com sucesso!', each addition) was shown then, so
 * no toast of it opens (and closes 5 s later) during the test.
 */
export function shopperWith(...items: CartItem[]): AppStore {
  const store = makeStore();
  logIn(store);
  for (const item of items) store.dispatch(itemAdded(item));
  for (const { id } of selectPendingToasts(store.getState())) store.dispatch(toastShown({ id }));
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

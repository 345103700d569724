import { waitFor } from '@testing-library/react';
import { DEMO_USER, parseFailSetting, readCart, setFailureConfig, tokenFor, writeCart } from '../../test/fakeBackend';
import { expectConsole } from '../../test/consoleCheck';
import { memoryStorage } from '../../test/memoryStorage';
import { STORAGE_KEYS } from '../../app/persistence/storedSession';
import { makeStore } from '../../app/store';
import { selectUserName } from '../session/sessionSlice';
import { logIn, storeSessionSecret } from '../../test/shopper';
import { selectPendingToasts } from '../ui/uiSlice';
import { itemAdded, itemRemoved, quantityChanged, selectCartLines } from './cartSlice';
import { cartLine, REGATA, VESTIDO } from '../../test/products';

const user = { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name };
const token = tokenFor(DEMO_USER);
const tankM = cartLine(REGATA, 'M');
const dressP = cartLine(VESTIDO, 'P');
const ADD_FAILED = 'Ocorreu um erro ao adicionar o produto ao carrinho. Por favor, tente novamente.';

afterEach(() => setFailureConfig());

/** Maria signed in with this cart, as the server holds it. */
function signedInStore(lines = [{ ...tankM, quantity: 1 }]) {
  const store = makeStore();
  logIn(store, { user, cart: writeCart(DEMO_USER.id, lines) });
  return store;
}

const messages = (store: ReturnType<typeof makeStore>) => selectPendingToasts(store.getState()).map((t) => t.message);

describe.each(['500', 'offline'])('a cart save that fails (%s)', (kind) => {
  beforeEach(() => {
    setFailureConfig({ fail: parseFailSetting(`cartSave:${kind}`) });
    // docs/FAILURES.md: every failed save is logged.
    expectConsole('error', /^\[cart\] the backend did not save the cart/);
  });

  it('takes an addition back with the spec’s message and logs the error', async () => {
    const store = signedInStore();
    store.dispatch(itemAdded({ ...tankM, label: 'REGATA' }));
    store.dispatch(itemAdded({ ...dressP, label: 'VESTIDO' }));
    await waitFor(() => expect(messages(store).filter((m) => m === ADD_FAILED)).toHaveLength(2));
    expect(selectCartLines(store.getState())).toEqual([{ ...tankM, quantity: 1 }]);
  });

  it('keeps a deletion or a quantity change here and says it will be sent again', async () => {
    const store = signedInStore([
      { ...tankM, quantity: 1 },
      { ...dressP, quantity: 1 },
    ]);
    store.dispatch(itemRemoved({ sku: tankM.sku, label: 'REGATA' }));
    store.dispatch(quantityChanged({ sku: dressP.sku, quantity: 3 }));
    await waitFor(() => expect(messages(store).filter((m) => m.startsWith('Não foi possível salvar'))).toHaveLength(2));
    expect(selectCartLines(store.getState())).toEqual([{ ...dressP, quantity: 3 }]);
  });
});

/** A browser's storage as the shop leaves it: this cart, and the server's copy it last saw. */
function storedSession(cart: unknown[], synced?: { lines: unknown[]; version: number }) {
  const storage = memoryStorage();
  const stored = synced ? { version: 2, ...user, cart, synced } : { version: 1, ...user, cart };
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(stored));
  storage.setItem(STORAGE_KEYS.userName, JSON.stringify(user.name));
  storage.setItem(STORAGE_KEYS.token, JSON.stringify(token));
  storeSessionSecret(storage);
  return storage;
}

it('sends a change the backend missed once the session is confirmed on the next start', async () => {
  const saved = writeCart(DEMO_USER.id, [{ ...tankM, quantity: 1 }]);
  // The tank top deleted and a dress added here; neither save reached the server.
  const store = makeStore({ storage: storedSession([{ ...dressP, quantity: 2 }], saved) });
  await waitFor(() => expect(selectUserName(store.getState())).toBe(user.name));
  await waitFor(() => expect(readCart(DEMO_USER.id)).toEqual({ lines: [{ ...dressP, quantity: 2 }], version: 2 }));
});

it('merges a cart stored before versions (format 1) into the server’s: no line of either is lost', async () => {
  writeCart(DEMO_USER.id, [{ ...tankM, quantity: 1 }]);
  const store = makeStore({ storage: storedSession([{ ...dressP, quantity: 2 }]) });
  const both = [
    { ...tankM, quantity: 1 },
    { ...dressP, quantity: 2 },
  ];
  await waitFor(() => expect(readCart(DEMO_USER.id)).toEqual({ lines: both, version: 2 }));
  expect(selectCartLines(store.getState())).toEqual(both);
});

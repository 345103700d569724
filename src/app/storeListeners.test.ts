import { waitFor } from '@testing-library/react';
import {
  DEMO_TOKEN as DEMO_SECRET,
  DEMO_USER,
  parseFailSetting,
  readCart,
  routes,
  sessionWith,
  setFailureConfig,
  setLatencyOverride,
  tokenFor,
  writeCart,
} from '../test/fakeBackend';
import { keepSessionProof } from '../api/sessionProof';
import { cartApi } from '../features/cart/cartApi';
import { loadCartSaving } from '../features/cart/cartListeners';
import { itemAdded, NOT_SYNCED, selectCartLines, selectCartSynced } from '../features/cart/cartSlice';
import { catalogApi } from '../features/products/catalogApi';
import { credentialsHandle, sessionApi } from '../features/session/sessionApi';
import { loggedOut, selectIsLoggedIn, selectUser, selectUserName } from '../features/session/sessionSlice';
import { ordersApi } from '../features/orders/ordersApi';
import { selectSessionExpired } from '../features/session/useSignInAgain';
import { selectPendingToasts } from '../features/ui/uiSlice';
import { memoryStorage } from '../test/memoryStorage';
import { STORAGE_KEYS } from './persistence/storedSession';
import { makeStore } from './store';
import type { RootState } from '../store/types';
import { cartLine, REGATA, VESTIDO } from '../test/products';

const DEMO_TOKEN = tokenFor(DEMO_USER);
const publicUser = { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name };
const tankM = cartLine(REGATA, 'M');
const added = (ref: typeof tankM) => itemAdded({ ...ref, label: 'produto' });
const dressP = cartLine(VESTIDO, 'P');
const route = (method: string, path: string) => routes.find((r) => r.method === method && r.path === path)!;

afterEach(() => {
  jest.restoreAllMocks();
  setFailureConfig();
});

/** A live session of Maria's on the server: its secret. */
const liveSecret = () => sessionWith(DEMO_SECRET, DEMO_USER.id);

/** Maria signed in on a fresh store, as a login leaves her (the secret held apart from the state). */
function signedInStore(preloadedState: Partial<RootState> = {}) {
  keepSessionProof({ user: publicUser, token: DEMO_TOKEN, cart: { lines: [], version: 0 }, secret: liveSecret() });
  return makeStore({ preloadedState: { session: { token: DEMO_TOKEN, user: publicUser }, ...preloadedState } });
}

/** What a sign-in leaves for the next visit: the spec's keys, and the secret of a session the server knows. */
function storedSession(token: string, name = 'Nome antigo', secret: string | null = liveSecret()) {
  const storage = memoryStorage();
  if (secret) storage.setItem(STORAGE_KEYS.sessionSecret, JSON.stringify({ version: 1, token, secret }));
  storage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ version: 1, id: DEMO_USER.id, email: DEMO_USER.email, name, cart: [{ ...tankM, quantity: 1 }] }),
  );
  storage.setItem(STORAGE_KEYS.userName, JSON.stringify(name));
  storage.setItem(STORAGE_KEYS.token, JSON.stringify(token));
  return storage;
}

describe('sign-in', () => {
  it('turns a successful login request into session/loggedIn', async () => {
    const store = makeStore();
    await store.dispatch(
      sessionApi.endpoints.login.initiate(credentialsHandle({ email: DEMO_USER.email, password: DEMO_USER.password })),
    );
    expect(selectUser(store.getState())).toEqual(publicUser);
    expect(selectPendingToasts(store.getState()).map((t) => t.message)).toEqual(['Login efetuado com sucesso!']);
  });

  it('stays anonymous, with no toast, when the password is wrong', async () => {
    const store = makeStore();
    await store.dispatch(
      sessionApi.endpoints.login.initiate(credentialsHandle({ email: DEMO_USER.email, password: 'errada' })),
    );
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectPendingToasts(store.getState())).toEqual([]);
  });
});

describe('confirming the stored session on start', () => {
  it('asks GET /session and takes the confirmed user, and the server’s cart with the stored one merged in', async () => {
    writeCart(DEMO_USER.id, [{ ...dressP, quantity: 1 }]);
    const store = makeStore({ storage: storedSession(DEMO_TOKEN) });
    await waitFor(() => expect(selectUserName(store.getState())).toBe(DEMO_USER.name));
    const both = [
      { ...dressP, quantity: 1 },
      { ...tankM, quantity: 1 },
    ];
    await waitFor(() => expect(selectCartLines(store.getState())).toEqual(both));
    await waitFor(() => expect(readCart(DEMO_USER.id)).toEqual({ lines: both, version: 2 }));
  });

  it.each([
    ['a token alone, made up from the email', null],
    ['a secret the server never issued', 'forged-secret-of-the-tests-000000000000000'],
  ])('ends the session, cart and stored keys for %s: the backend answers 401', async (_label, secret) => {
    const storage = storedSession(DEMO_TOKEN, 'Maria', secret);
    const store = makeStore({ storage });
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(selectCartLines(store.getState())).toEqual([]);
    await waitFor(() => expect(storage.dump()).toEqual({}));
  });

  it('a 401 to any request of a signed-in shopper ends the session, with the reason', async () => {
    const store = makeStore({ preloadedState: { session: { token: DEMO_TOKEN, user: publicUser } } });
    setFailureConfig({ fail: parseFailSetting('orders:401') });
    await store.dispatch(ordersApi.endpoints.getOrders.initiate());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSessionExpired(store.getState())).toBe(true);
  });

  it('a 401 when nobody is signed in (a wrong password) ends nothing', async () => {
    const store = makeStore();
    await store.dispatch(
      sessionApi.endpoints.login.initiate(credentialsHandle({ email: DEMO_USER.email, password: 'errada' })),
    );
    expect(selectSessionExpired(store.getState())).toBe(false);
  });

  // Regression: a late /session answer used to merge the old cart back in after logout.
  it('ignores a /session answer that arrives after the shopper logged out', async () => {
    setLatencyOverride(100);
    writeCart(DEMO_USER.id, [{ ...dressP, quantity: 1 }]);
    const session = jest.spyOn(route('GET', '/session'), 'handle');
    const store = makeStore({ storage: storedSession(DEMO_TOKEN) });
    await waitFor(() => expect(sessionApi.endpoints.getSession.select()(store.getState()).status).toBe('pending'));
    store.dispatch(loggedOut());

    await waitFor(() => expect(sessionApi.endpoints.getSession.select()(store.getState()).status).toBe('fulfilled'));
    expect(session).toHaveBeenCalledTimes(1);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectUser(store.getState())).toBeNull();
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it('does not call the backend when nothing is stored', async () => {
    const session = jest.spyOn(route('GET', '/session'), 'handle');
    const store = makeStore({ storage: memoryStorage() });
    await store.restored;
    expect(session).not.toHaveBeenCalled();
  });
});

describe('keeping the backend’s copy of the cart', () => {
  it('sends a change at once when logged in; changes made while it is on its way go together in the next', async () => {
    const save = jest.spyOn(route('PUT', '/cart'), 'handle');
    const store = signedInStore();
    await loadCartSaving(); // fetched once signed in: a change after it is sent as it happens
    store.dispatch(added(tankM));
    store.dispatch(added(tankM));
    store.dispatch(added(dressP));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(selectCartSynced(store.getState()).version).toBe(2));
    const sent = save.mock.calls.map(([request]) => (request.body as { lines: unknown[] }).lines);
    const cart = {
      lines: [
        { ...tankM, quantity: 2 },
        { ...dressP, quantity: 1 },
      ],
      version: 2,
    };
    expect(sent).toEqual([[{ ...tankM, quantity: 1 }], cart.lines]);
    expect(readCart(DEMO_USER.id)).toEqual(cart);
    expect(selectCartSynced(store.getState())).toEqual(cart);
  });

  it('sends the next change with the version the last save made, one save at a time', async () => {
    const save = jest.spyOn(route('PUT', '/cart'), 'handle');
    const store = signedInStore();
    store.dispatch(added(tankM));
    await waitFor(() => expect(selectCartSynced(store.getState()).version).toBe(1));
    store.dispatch(added(dressP));
    await waitFor(() => expect(selectCartSynced(store.getState()).version).toBe(2));
    expect(save.mock.calls.map(([request]) => request.headers['if-match'])).toEqual(['"0"', '"1"']);
    expect(save.mock.results.map((result) => (result.value as { status: number }).status)).toEqual([200, 200]);
  });

  it('saves nothing for an anonymous cart', async () => {
    jest.useFakeTimers();
    const save = jest.spyOn(route('PUT', '/cart'), 'handle');
    const store = makeStore();
    store.dispatch(added(tankM));
    await jest.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('keeps this tab’s cart when the cart page fetches a copy older than the one it saw', async () => {
    writeCart(DEMO_USER.id, [{ ...dressP, quantity: 2 }]);
    const lines = [{ ...tankM, quantity: 1 }];
    const store = signedInStore({ cart: { lines, recentlyRemoved: [], order: [], synced: { lines, version: 3 } } });
    await store.dispatch(cartApi.endpoints.getCart.initiate());
    expect(selectCartLines(store.getState())).toEqual([{ ...tankM, quantity: 1 }]);
  });
});

describe('lines the catalogue does not sell', () => {
  it('are dropped, with a warning, once the catalogue has loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const lines = [
      { ...tankM, quantity: 1 },
      { productId: 'gone', size: 'M', sku: 'gone_M', quantity: 1 },
      { ...dressP, size: 'XG', sku: `${VESTIDO.id}_XG`, quantity: 1 },
    ];
    const store = makeStore({
      preloadedState: { cart: { lines, recentlyRemoved: [], order: [], synced: NOT_SYNCED } },
    });
    expect(selectCartLines(store.getState())).toHaveLength(3);

    await store.dispatch(catalogApi.endpoints.getProducts.initiate());
    expect(selectCartLines(store.getState())).toEqual([{ ...tankM, quantity: 1 }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`gone_M, ${VESTIDO.id}_XG`));
  });
});

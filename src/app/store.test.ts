import { restoredState } from '../test/restoredState';
import { waitFor } from '@testing-library/react';
import { DEMO_USER, readCart, tokenFor } from '../test/fakeBackend';
import { itemAdded, selectCartCount, selectCartLines } from '../features/cart/cartSlice';
import { credentialsHandle, sessionApi } from '../features/session/sessionApi';
import { loggedOut, selectIsLoggedIn, selectToken, selectUserName } from '../features/session/sessionSlice';
import { selectPendingToasts } from '../features/ui/uiSlice';
import { memoryStorage } from '../test/memoryStorage';
import { expectConsole } from '../test/consoleCheck';
import type { KeyValueStorage } from './persistence/storedSession';
import { STORAGE_KEYS, STORAGE_VERSION } from './persistence/storedSession';
import { makeStore, type AppStore } from './store';
import { cartLine, REGATA } from '../test/products';

const DEMO_TOKEN = tokenFor(DEMO_USER);
const tankM = cartLine(REGATA, 'M');
const added = (ref: typeof tankM) => itemAdded({ ...ref, label: 'produto' });

async function loggedInStore(storage: KeyValueStorage) {
  const store = makeStore({ storage });
  await restoredState(store);
  await store.dispatch(
    sessionApi.endpoints.login.initiate(credentialsHandle({ email: DEMO_USER.email, password: DEMO_USER.password })),
  );
  return store;
}

/** Waits for the debounced save to the fake backend, so it cannot land in the next test. */
async function cartSaved(store: AppStore) {
  await waitFor(() => expect(readCart(DEMO_USER.id).lines).toEqual(selectCartLines(store.getState())));
}

const storedUser = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.dump()[STORAGE_KEYS.user] ?? 'null');

describe('makeStore without storage', () => {
  it('keeps the session in memory only', async () => {
    const store = makeStore();
    await store.dispatch(
      sessionApi.endpoints.login.initiate(credentialsHandle({ email: DEMO_USER.email, password: DEMO_USER.password })),
    );
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect((store.getState() as { _persist?: unknown })._persist).toBeUndefined();
  });

  it('logs in through a one-time handle, so no action, DevTools entry or state carries the password', async () => {
    const store = makeStore();
    const handle = credentialsHandle({ email: DEMO_USER.email, password: DEMO_USER.password });
    const request = store.dispatch(sessionApi.endpoints.login.initiate(handle));
    // What RTK Query puts in its actions' meta (and so in the DevTools timeline).
    expect(JSON.stringify(request.arg)).not.toContain(DEMO_USER.password);
    await request;
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(JSON.stringify(store.getState())).not.toContain(DEMO_USER.password);

    // The handle is spent: replaying it sends no credentials.
    const replay = await store.dispatch(sessionApi.endpoints.login.initiate(handle));
    expect('error' in replay && replay.error).toMatchObject({ status: 401 });
  });
});

describe('persisting the session and cart', () => {
  it('writes user, userName and token after login, never the password', async () => {
    const storage = memoryStorage();
    await loggedInStore(storage);
    await waitFor(() => expect(Object.keys(storage.dump()).sort()).toEqual(Object.values(STORAGE_KEYS).sort()));
    expect(storedUser(storage)).toEqual({
      version: STORAGE_VERSION,
      id: DEMO_USER.id,
      email: DEMO_USER.email,
      name: DEMO_USER.name,
      cart: [],
      synced: { lines: [], version: 0 },
    });
    expect(JSON.parse(storage.dump()[STORAGE_KEYS.userName]!)).toBe(DEMO_USER.name);
    expect(JSON.parse(storage.dump()[STORAGE_KEYS.token]!)).toBe(DEMO_TOKEN);
    const everything = JSON.stringify(storage.dump());
    expect(everything).not.toContain('password');
    expect(everything).not.toContain(DEMO_USER.password);
  });

  it('writes cart changes under the user key', async () => {
    const storage = memoryStorage();
    const store = await loggedInStore(storage);
    store.dispatch(added(tankM));
    store.dispatch(added(tankM));
    await waitFor(() => expect(storedUser(storage)?.cart).toEqual([{ ...tankM, quantity: 2 }]));
    await cartSaved(store);
  });

  it('removes all three keys on logout', async () => {
    const storage = memoryStorage();
    const store = await loggedInStore(storage);
    await waitFor(() => expect(storage.dump()[STORAGE_KEYS.token]).toBeDefined());
    store.dispatch(loggedOut());
    await waitFor(() => expect(storage.dump()).toEqual({}));
  });

  it('reads the session and cart back into a new store over the same storage', async () => {
    const storage = memoryStorage();
    const first = await loggedInStore(storage);
    first.dispatch(added(tankM));
    await waitFor(() => expect(storedUser(storage)?.cart).toHaveLength(1));
    await cartSaved(first);

    const state = await restoredState(makeStore({ storage }));
    expect(selectToken(state)).toBe(DEMO_TOKEN);
    expect(selectUserName(state)).toBe(DEMO_USER.name);
    expect(selectCartLines(state)).toEqual([{ ...tankM, quantity: 1 }]);
  });

  // Regression: a raw (non-JSON) token used to be read back as text and count as logged in.
  it('starts anonymous when the stored token is raw text, not JSON, even a well-formed one', async () => {
    const storage = memoryStorage();
    storage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({ version: 1, id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name, cart: [] }),
    );
    storage.setItem(STORAGE_KEYS.userName, JSON.stringify(DEMO_USER.name));
    storage.setItem(STORAGE_KEYS.token, DEMO_TOKEN); // no JSON quotes
    const state = await restoredState(makeStore({ storage }));
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectToken(state)).toBeNull();
    expect(selectUserName(state)).toBeNull();
  });

  it('starts anonymous over empty storage', async () => {
    const state = await restoredState(makeStore({ storage: memoryStorage() }));
    expect(selectIsLoggedIn(state)).toBe(false);
  });
});

describe('a storage that refuses writes (quota, private mode)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('tells the shopper once and keeps working in memory', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expectConsole('error', /^Error storing data QuotaExceededError: The quota has been exceeded\.$/); // redux-persist's own report
    const storage: KeyValueStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const store = await loggedInStore(storage);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    store.dispatch(added(tankM));
    store.dispatch(added(tankM));
    await waitFor(() => expect(warn.mock.calls.length).toBeGreaterThan(1));

    const notices = selectPendingToasts(store.getState()).filter((t) => t.message.startsWith('Não conseguimos salvar'));
    expect(notices).toHaveLength(1);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectCartCount(store.getState())).toBe(2);
    await cartSaved(store);
  });
});

import { restoredState } from '../../test/restoredState';
import { waitFor } from '@testing-library/react';
import { DEMO_TOKEN, DEMO_USER, otherShopper, sessionWith, tokenFor } from '../../test/fakeBackend';
import { addListener } from '@reduxjs/toolkit';
import type { CartLine, ServerCart } from '../../api/types';
import {
  itemAdded,
  itemRemoved,
  itemRestored,
  NOT_SYNCED,
  quantityChanged,
  selectCartLines,
  selectCartSynced,
} from '../../features/cart/cartSlice';
import {
  loggedOut,
  otherTabChanged,
  selectIsLoggedIn,
  selectToken,
  selectUser,
  selectUserName,
} from '../../features/session/sessionSlice';
import { makeStore, type AppStore } from '../store';
import { selectPendingToasts } from '../../features/ui/uiSlice';
import { expectConsole } from '../../test/consoleCheck';
import { memoryStorage } from '../../test/memoryStorage';
import { NO_CHECKOUT } from '../../features/checkout/checkoutState';
import { ANONYMOUS, encodeRecord, STORAGE_KEYS, writeRecord } from './storedSession';
import { cartLine, REGATA, VESTIDO } from '../../test/products';

type Keys = Partial<Record<keyof typeof STORAGE_KEYS, string>>;

function storageWith(keys: Keys) {
  const storage = memoryStorage();
  for (const [name, value] of Object.entries(keys)) storage.setItem(STORAGE_KEYS[name as keyof Keys], value);
  return storage;
}

const TOKEN = JSON.stringify(tokenFor(DEMO_USER));
const NAME = JSON.stringify(DEMO_USER.name);
const MEGABYTE = 'x'.repeat(1024 * 1024);
const tankM = cartLine(REGATA, 'M');
const dressP = cartLine(VESTIDO, 'P');
const user = (fields: Record<string, unknown>) =>
  JSON.stringify({ version: 1, id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name, cart: [], ...fields });

afterEach(() => jest.restoreAllMocks());

describe('reading back untrusted storage (never throws)', () => {
  it.each<[string, Keys]>([
    ['a null token', { token: 'null', user: user({}) }],
    ['a numeric token', { token: '42', userName: NAME }],
    ['an array token', { token: '["t"]' }],
    ['an object token', { token: '{"t":1}' }],
    ['a blank token', { token: '"   "' }],
    ['no token at all', { user: user({ cart: [tankM] }), userName: NAME }],
    ['invalid JSON in user and userName, and no token', { user: '{oops', userName: '{oops' }],
  ])('starts anonymous with %s, and clears the keys', async (_label, keys) => {
    const storage = storageWith(keys);
    const state = await restoredState(makeStore({ storage }));
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectCartLines(state)).toEqual([]);
    await waitFor(() => expect(storage.dump()).toEqual({}));
  });

  it.each<[string, Keys]>([
    ['a null user', { user: 'null' }],
    ['a numeric user', { user: '42' }],
    ['an array user', { user: '[1,2]' }],
    ['invalid JSON in user', { user: '{"version":1,' }],
    ['a 1 MB user', { user: MEGABYTE }],
    ['fields of the wrong type', { user: user({ id: 5, email: [], name: {}, cart: 'x' }) }],
    ['a version from the future', { user: user({ version: 99, name: 7 }) }],
  ])('keeps the valid token and userName despite %s', async (label, keys) => {
    if (label === 'a version from the future')
      expectConsole('error', /^redux-persist: downgrading version is not supported/);
    const state = await restoredState(makeStore({ storage: storageWith({ token: TOKEN, userName: NAME, ...keys }) }));
    expect(selectToken(state)).toBe(tokenFor(DEMO_USER));
    expect(selectUserName(state)).toBe(DEMO_USER.name);
    expect(selectCartLines(state)).toEqual([]);
  });

  it('keeps the well-formed cart lines and drops the rest', async () => {
    const cart = [null, 5, { sku: 'a' }, tankM, { ...dressP, quantity: -4 }, { ...tankM, sku: '', quantity: 2 }];
    const state = await restoredState(makeStore({ storage: storageWith({ token: TOKEN, user: user({ cart }) }) }));
    expect(selectCartLines(state)).toEqual([tankM, { ...dressP, quantity: 1 }]);
  });

  it.each([
    ['1 MB of text', MEGABYTE],
    ['invalid JSON', '{oops'],
  ])('ends anonymous when the token is %s the backend does not know', async (_label, token) => {
    const storage = storageWith({ token, user: user({ cart: [tankM] }), userName: NAME });
    const store = makeStore({ storage });
    await restoredState(store);
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(selectCartLines(store.getState())).toEqual([]);
    await waitFor(() => expect(storage.dump()).toEqual({}));
  });

  it('starts anonymous, with a warning, when reading storage throws', async () => {
    const storage = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expectConsole('warn', /^\[storage\] could not read the saved session; starting anonymous\. SecurityError: denied$/);
    // A write merges with what is stored, so the first write fails as well, and says so once.
    expectConsole('warn', /^\[storage\] could not save the session and cart SecurityError: denied$/);
    expectConsole('error', /^Error storing data SecurityError: denied$/); // redux-persist's own report
    const store = makeStore({ storage });
    const state = await restoredState(store);
    expect(selectIsLoggedIn(state)).toBe(false);
    await waitFor(() => expect(selectPendingToasts(store.getState())).toHaveLength(1));
    expect(selectPendingToasts(store.getState())[0]?.message).toMatch(/^Não conseguimos salvar sua sacola/);
    store.stop();
  });
});

const MARIA = { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name };
const MARIA_TOKEN = tokenFor(MARIA);
const dressM = cartLine(VESTIDO, 'M', 2);
const tankP = cartLine(REGATA, 'P');
/** The secret of a session of Maria's the server knows, as a sign-in leaves it beside the keys. */
const liveSecret = () => sessionWith(DEMO_TOKEN, DEMO_USER.id);
const signedIn = (lines: CartLine[], synced: ServerCart = NOT_SYNCED) => ({
  session: { token: MARIA_TOKEN, user: MARIA },
  cart: { lines, synced },
  checkout: NO_CHECKOUT,
});

/** A tab of the shop on the page's localStorage, counting the `session/otherTabChanged` it dispatches. */
async function openTab(): Promise<{ store: AppStore; adopted: () => number }> {
  const store = makeStore({ storage: localStorage });
  tabs.push(store);
  let count = 0;
  store.dispatch(addListener({ actionCreator: otherTabChanged, effect: () => void (count += 1) }));
  await store.restored;
  return { store, adopted: () => count };
}
let tabs: AppStore[] = [];
afterEach(() => {
  tabs.forEach((tab) => tab.stop());
  tabs = [];
});

/** What another tab's write looks like from here: the keys change, then the browser fires `storage`. */
function otherTabWrites(
  lines: CartLine[] | null,
  key: string | null = STORAGE_KEYS.user,
  area: Storage = localStorage,
  synced?: ServerCart,
) {
  writeRecord(localStorage, lines ? signedIn(lines, synced) : ANONYMOUS, liveSecret());
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: area }));
}

/** redux-persist writes on a timer: wait until this tab's cart is in storage. */
async function written(lines: CartLine[]) {
  await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').cart).toEqual(lines));
}

describe('one tab', () => {
  it('writes a pending change before the page goes (pagehide), not a moment too late', async () => {
    const { store } = await openTab();
    store.dispatch(
      otherTabChanged({
        session: signedIn([]).session,
        cart: { lines: [dressM], synced: NOT_SYNCED },
        checkout: NO_CHECKOUT,
      }),
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.token) ?? 'null')).toBe(MARIA_TOKEN);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').cart).toEqual([dressM]);
  });

  it('adding, changing quantities, deleting and undoing never dispatch session/otherTabChanged', async () => {
    writeRecord(localStorage, signedIn([]), liveSecret());
    const { store, adopted } = await openTab();
    store.dispatch(itemAdded({ ...dressM, label: 'Vestido' }));
    await written([{ ...dressM, quantity: 1 }]);
    store.dispatch(itemAdded({ ...tankP, label: 'Regata' }));
    store.dispatch(quantityChanged({ sku: dressM.sku, quantity: 3 }));
    await written([{ ...dressM, quantity: 3 }, tankP]);
    store.dispatch(itemRemoved({ sku: dressM.sku, label: 'Vestido' }));
    await written([tankP]);
    store.dispatch(itemRestored({ sku: dressM.sku, label: 'Vestido' }));
    await written([{ ...dressM, quantity: 3 }, tankP]);
    store.dispatch(loggedOut());
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(adopted()).toBe(0);
  });
});

describe('two tabs (the storage listener)', () => {
  it.each(Object.values(STORAGE_KEYS))('adopts the session and cart another tab wrote under %s, once', async (key) => {
    const { store, adopted } = await openTab();
    otherTabWrites([dressM, tankP], key);
    expect(selectToken(store.getState())).toBe(MARIA_TOKEN);
    expect(selectUser(store.getState())).toEqual(MARIA);
    expect(selectCartLines(store.getState())).toEqual([dressM, tankP]);
    // The other keys' events of the same write change nothing more.
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, storageArea: localStorage }));
    expect(adopted()).toBe(1);
  });

  it('follows a cart change and a logout in the other tab (keys removed, or storage cleared)', async () => {
    const { store } = await openTab();
    otherTabWrites([dressM, tankP]);
    otherTabWrites([{ ...dressM, quantity: 3 }]);
    expect(selectCartLines(store.getState())).toEqual([{ ...dressM, quantity: 3 }]);
    otherTabWrites(null, STORAGE_KEYS.token);
    expect(selectToken(store.getState())).toBeNull();
    expect(selectCartLines(store.getState())).toEqual([]);
    otherTabWrites([tankP]);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(selectToken(store.getState())).toBeNull();
  });

  it.each([
    ['an unrelated key', 'theme', localStorage],
    ['sessionStorage', STORAGE_KEYS.user, sessionStorage],
  ])('ignores events for %s', async (_label, key, area) => {
    const { store } = await openTab();
    otherTabWrites([dressM], key, area);
    expect(selectToken(store.getState())).toBeNull();
  });

  it('keeps only well-formed lines from what the other tab wrote', async () => {
    const { store } = await openTab();
    const values = encodeRecord(signedIn([dressM]))!;
    const user = JSON.parse(values.user!);
    localStorage.setItem(STORAGE_KEYS.token, values.token!);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, cart: [...user.cart, { sku: 'x' }, null] }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user, storageArea: localStorage }));
    expect(selectCartLines(store.getState())).toEqual([dressM]);
  });

  it('stops following once stopped', async () => {
    const { store } = await openTab();
    store.stop();
    otherTabWrites([dressM]);
    expect(selectToken(store.getState())).toBeNull();
  });

  it('each change in one tab reaches the other once', async () => {
    writeRecord(localStorage, signedIn([]), liveSecret());
    const a = await openTab();
    const b = await openTab();
    a.store.dispatch(itemAdded({ ...dressM, label: 'Vestido' }));
    await written([{ ...dressM, quantity: 1 }]);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user, storageArea: localStorage }));
    expect(selectCartLines(b.store.getState())).toEqual([{ ...dressM, quantity: 1 }]);
    expect([a.adopted(), b.adopted()]).toEqual([0, 1]);
  });

  it('keeps both additions when two tabs add before either has heard of the other', async () => {
    writeRecord(localStorage, signedIn([]), liveSecret());
    const a = await openTab();
    const b = await openTab();
    a.store.dispatch(itemAdded({ ...dressM, label: 'Vestido' }));
    await written([{ ...dressM, quantity: 1 }]);
    // B adds before the browser has told it about A's write.
    b.store.dispatch(itemAdded({ ...tankP, label: 'Regata' }));
    await written([{ ...dressM, quantity: 1 }, tankP]);
    expect(selectCartLines(b.store.getState())).toEqual([{ ...dressM, quantity: 1 }, tankP]);
    // Now A hears of B's write.
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user, storageArea: localStorage }));
    expect(selectCartLines(a.store.getState())).toEqual([{ ...dressM, quantity: 1 }, tankP]);
  });
  it('waits for the token of a new session another tab is writing, and never writes its own shopper over it', async () => {
    writeRecord(localStorage, signedIn([]), liveSecret());
    const a = await openTab();
    a.store.dispatch(itemAdded({ ...dressM, label: 'Vestido' }));
    await written([{ ...dressM, quantity: 1 }]);
    // The other tab signs Bia in: from here its keys arrive one by one, the token last.
    const bia = otherShopper('Bia');
    const values = encodeRecord(
      {
        session: { token: tokenFor(bia.user), user: bia.user },
        cart: { lines: [], synced: NOT_SYNCED },
        checkout: NO_CHECKOUT,
      },
      bia.token,
    )!;
    for (const key of ['sessionSecret', 'user', 'userName'] as const) {
      localStorage.setItem(STORAGE_KEYS[key], values[key]!);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS[key], storageArea: localStorage }));
    }
    // Half written: this tab neither follows it nor, writing a change of its own, puts Maria back.
    expect(selectToken(a.store.getState())).toBe(MARIA_TOKEN);
    a.store.dispatch(itemAdded({ ...tankP, label: 'Regata' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).id).toBe(bia.user.id);
    // The token arrives: this tab follows Bia, and the keys stay hers.
    localStorage.setItem(STORAGE_KEYS.token, values.token!);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, storageArea: localStorage }));
    expect(selectUser(a.store.getState())).toEqual(bia.user);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.token)!)).toBe(tokenFor(bia.user)));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).id).toBe(bia.user.id);
  });

  it('keeps the newer of the two tabs’ server copies, whichever tab wrote last', async () => {
    writeRecord(localStorage, signedIn([dressM], { lines: [dressM], version: 5 }), liveSecret());
    const { store } = await openTab();
    otherTabWrites([dressM, tankP], STORAGE_KEYS.user, localStorage, { lines: [dressM, tankP], version: 6 });
    expect(selectCartSynced(store.getState())).toEqual({ lines: [dressM, tankP], version: 6 });
    // A tab that had not heard of version 6 writes its older copy: this one keeps 6.
    otherTabWrites([dressM, tankP], STORAGE_KEYS.user, localStorage, { lines: [dressM], version: 4 });
    expect(selectCartSynced(store.getState())).toEqual({ lines: [dressM, tankP], version: 6 });
  });
});

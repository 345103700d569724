import { isRehydrated } from './rehydration';
import { waitFor } from '@testing-library/react';
import { DEMO_USER, tokenFor } from '../../../mocks/users';
import { CART_STORE_KEY } from '../../../mocks/cartStore';
import type { CartLine } from '../../api/types';
import { itemAdded, selectCartLines } from '../../features/cart/cartSlice';
import { selectToken, selectUser } from '../../features/session/sessionSlice';
import { makeStore, type AppStore } from '../store';
import { memoryStorage } from './browserStorage';
import { followOtherTabs } from './crossTab';
import { encodeRecord, STORAGE_KEYS } from './storedSession';

const MARIA = { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name };
const TOKEN = tokenFor(MARIA);
const dressM: CartLine = { productId: '20002605_613', size: 'M', sku: '20002605_613_M', quantity: 2 };
const tankP: CartLine = { productId: '20001874_002', size: 'P', sku: '20001874_002_P', quantity: 1 };

/** What the other tab's redux-persist leaves in the shared localStorage. */
function otherTabWrites(lines: CartLine[], token: string | null = TOKEN) {
  const values = encodeRecord({ session: { token, user: token ? MARIA : null }, cart: { lines } });
  if (values === null) {
    Object.values(STORAGE_KEYS).forEach((key) => localStorage.removeItem(key));
    return;
  }
  localStorage.setItem(STORAGE_KEYS.user, values.user);
  localStorage.setItem(STORAGE_KEYS.userName, values.userName);
  localStorage.setItem(STORAGE_KEYS.token, values.token);
}

/** The browser tells this tab (only) that another one changed a key. */
function storageEvent(key: string | null, storageArea: Storage = localStorage) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea }));
}

let unsubscribes: Array<() => void> = [];

function followingStore(): AppStore {
  const store = makeStore();
  unsubscribes.push(followOtherTabs(localStorage, store.dispatch));
  return store;
}

afterEach(() => {
  unsubscribes.forEach((unsubscribe) => unsubscribe());
  unsubscribes = [];
});

describe('followOtherTabs (two tabs of the shop)', () => {
  it.each(Object.values(STORAGE_KEYS))('adopts the session and cart another tab wrote under %s', (key) => {
    const store = followingStore();
    otherTabWrites([dressM, tankP]);
    storageEvent(key);
    expect(selectToken(store.getState())).toBe(TOKEN);
    expect(selectUser(store.getState())).toEqual(MARIA);
    expect(selectCartLines(store.getState())).toEqual([dressM, tankP]);
  });

  it('follows a cart change in the other tab, replacing this tab’s lines with the newer ones', () => {
    const store = followingStore();
    otherTabWrites([dressM, tankP]);
    storageEvent(STORAGE_KEYS.user);
    otherTabWrites([{ ...dressM, quantity: 3 }]);
    storageEvent(STORAGE_KEYS.user);
    expect(selectCartLines(store.getState())).toEqual([{ ...dressM, quantity: 3 }]);
  });

  it('logs out and empties the cart when the other tab logged out (keys removed or storage cleared)', () => {
    const store = followingStore();
    otherTabWrites([dressM]);
    storageEvent(STORAGE_KEYS.token);
    expect(selectToken(store.getState())).toBe(TOKEN);

    otherTabWrites([], null);
    storageEvent(STORAGE_KEYS.token);
    expect(selectToken(store.getState())).toBeNull();
    expect(selectCartLines(store.getState())).toEqual([]);

    otherTabWrites([tankP]);
    storageEvent(STORAGE_KEYS.user);
    localStorage.clear();
    storageEvent(null); // localStorage.clear() in the other tab
    expect(selectToken(store.getState())).toBeNull();
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it.each([
    ['an unrelated key', 'theme', localStorage],
    ['the fake backend’s own cart key', CART_STORE_KEY, localStorage],
    ['sessionStorage', STORAGE_KEYS.user, sessionStorage],
  ])('ignores events for %s', (_label, key, area) => {
    const store = followingStore();
    store.dispatch(itemAdded({ ...tankP, label: 'REGATA' }));
    otherTabWrites([dressM]);
    storageEvent(key, area);
    expect(selectToken(store.getState())).toBeNull();
    expect(selectCartLines(store.getState())).toEqual([{ ...tankP, quantity: 1 }]);
  });

  it('keeps only well-formed lines from what the other tab wrote', () => {
    const store = followingStore();
    otherTabWrites([dressM]);
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!);
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({ ...user, cart: [...user.cart, { sku: 'x' }, null, { ...tankP, quantity: 'many' }] }),
    );
    storageEvent(STORAGE_KEYS.user);
    expect(selectCartLines(store.getState())).toEqual([dressM]);
  });

  it('stops following once the returned function is called', () => {
    const store = makeStore();
    const unsubscribe = followOtherTabs(localStorage, store.dispatch);
    unsubscribe();
    otherTabWrites([dressM]);
    storageEvent(STORAGE_KEYS.user);
    expect(selectToken(store.getState())).toBeNull();
    expect(selectCartLines(store.getState())).toEqual([]);
  });
});

describe('two tabs adding at the same moment (shared cart middleware)', () => {
  async function rehydratedStore(storage: ReturnType<typeof memoryStorage>) {
    const store = makeStore({ storage });
    await waitFor(() => expect(isRehydrated(store.getState())).toBe(true));
    return store;
  }

  it('keeps both additions although neither tab has heard of the other’s yet', async () => {
    const shared = memoryStorage();
    const values = encodeRecord({ session: { token: TOKEN, user: MARIA }, cart: { lines: [] } })!;
    shared.setItem(STORAGE_KEYS.user, values.user);
    shared.setItem(STORAGE_KEYS.userName, values.userName);
    shared.setItem(STORAGE_KEYS.token, values.token);
    const tabA = await rehydratedStore(shared);
    const tabB = await rehydratedStore(shared);

    tabA.dispatch(itemAdded({ ...dressM, label: 'Vestido' }));
    tabB.dispatch(itemAdded({ ...tankP, label: 'Regata' })); // B has had no storage event

    const stored = JSON.parse(shared.getItem(STORAGE_KEYS.user)!).cart.map((l: CartLine) => l.sku);
    expect(stored).toEqual([dressM.sku, tankP.sku]);
    expect(selectCartLines(tabB.getState()).map((l) => l.sku)).toEqual([dressM.sku, tankP.sku]);
  });
});

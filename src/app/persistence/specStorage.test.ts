import { whenRehydrated } from '../../test/whenRehydrated';
import { waitFor } from '@testing-library/react';
import { DEMO_USER, tokenFor } from '../../../mocks/users';
import { selectCartLines } from '../../features/cart/cartSlice';
import { selectIsLoggedIn, selectToken, selectUserName } from '../../features/session/sessionSlice';
import { makeStore } from '../store';
import { memoryStorage } from './browserStorage';
import { STORAGE_KEYS } from './storedSession';

type Keys = Partial<Record<keyof typeof STORAGE_KEYS, string>>;

function storageWith(keys: Keys) {
  const storage = memoryStorage();
  for (const [name, value] of Object.entries(keys)) storage.setItem(STORAGE_KEYS[name as keyof Keys], value);
  return storage;
}

const TOKEN = JSON.stringify(tokenFor(DEMO_USER));
const NAME = JSON.stringify(DEMO_USER.name);
const MEGABYTE = 'x'.repeat(1024 * 1024);
const tankM = { productId: '20001874_002', size: 'M', sku: '20001874_002_M', quantity: 1 };
const dressP = { productId: '20002605_613', size: 'P', sku: '20002605_613_P', quantity: 1 };
const user = (fields: Record<string, unknown>) =>
  JSON.stringify({ version: 1, id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name, cart: [], ...fields });

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
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
    const state = await whenRehydrated(makeStore({ storage }));
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
  ])('keeps the valid token and userName despite %s', async (_label, keys) => {
    const state = await whenRehydrated(makeStore({ storage: storageWith({ token: TOKEN, userName: NAME, ...keys }) }));
    expect(selectToken(state)).toBe(tokenFor(DEMO_USER));
    expect(selectUserName(state)).toBe(DEMO_USER.name);
    expect(selectCartLines(state)).toEqual([]);
  });

  it('keeps the well-formed cart lines and drops the rest', async () => {
    const cart = [null, 5, { sku: 'a' }, tankM, { ...dressP, quantity: -4 }, { ...tankM, sku: '', quantity: 2 }];
    const state = await whenRehydrated(makeStore({ storage: storageWith({ token: TOKEN, user: user({ cart }) }) }));
    expect(selectCartLines(state)).toEqual([tankM, { ...dressP, quantity: 1 }]);
  });

  it.each([
    ['1 MB of text', MEGABYTE],
    ['invalid JSON', '{oops'],
  ])('ends anonymous when the token is %s the backend does not know', async (_label, token) => {
    const storage = storageWith({ token, user: user({ cart: [tankM] }), userName: NAME });
    const store = makeStore({ storage });
    await whenRehydrated(store);
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
    const state = await whenRehydrated(makeStore({ storage }));
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('[storage]'), expect.any(DOMException));
  });
});

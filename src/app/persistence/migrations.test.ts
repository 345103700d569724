import { restoredState } from '../../test/restoredState';
import { waitFor } from '@testing-library/react';
import { catalogueFile, DEMO_USER, readCart, tokenFor, writeCart } from '../../test/fakeBackend';
import { selectCartLines, selectCartSynced } from '../../features/cart/cartSlice';
import { selectToken, selectUserName } from '../../features/session/sessionSlice';
import { makeStore } from '../store';
import { memoryStorage } from '../../test/memoryStorage';
import { STORAGE_KEYS, STORAGE_VERSION } from './storedSession';
import { storeSessionSecret } from '../../test/shopper';
import { cartLine, REGATA, VESTIDO } from '../../test/products';

const snakeProduct = (code: string) => catalogueFile.products.find((p) => p.code_color === code)!;
const dress = snakeProduct(VESTIDO.id);
const tank = snakeProduct(REGATA.id);

/** What the imitated app left in the browser: the whole user, password and product copies included. */
function imitatedAppStorage({ name = 'Maria Antônia' as string | null, userName = 'Maria Antônia' } = {}) {
  const storage = memoryStorage();
  const user = {
    email: DEMO_USER.email,
    password: DEMO_USER.password,
    id: 1,
    ...(name === null ? {} : { name }),
    cart: [{ ...dress, size: 'P' }, { ...dress, size: 'P' }, { ...tank, size: 'M' }, { name: 'sem tamanho' }, null],
    price: [],
  };
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  storage.setItem(STORAGE_KEYS.userName, userName); // raw text, not JSON
  storage.setItem(STORAGE_KEYS.token, JSON.stringify(tokenFor(DEMO_USER)));
  storeSessionSecret(storage);
  return storage;
}

describe('migrating the imitated app’s storage (version -1 → 1 → 2)', () => {
  it('keeps the session and greeting name and recovers the cart lines', async () => {
    const state = await restoredState(makeStore({ storage: imitatedAppStorage() }));
    expect(selectToken(state)).toBe(tokenFor(DEMO_USER));
    expect(selectUserName(state)).toBe('Maria Antônia');
    expect(selectCartLines(state)).toEqual([cartLine(VESTIDO, 'P', 2), cartLine(REGATA, 'M')]);
  });

  it('takes the greeting from the raw userName when the user has no name', async () => {
    const state = await restoredState(makeStore({ storage: imitatedAppStorage({ name: null, userName: 'Clara' }) }));
    expect(selectUserName(state)).toBe('Clara');
  });

  it('rewrites the user key without the password right after rehydration', async () => {
    const storage = imitatedAppStorage();
    await restoredState(makeStore({ storage }));
    await waitFor(() => expect(JSON.stringify(storage.dump())).not.toContain(DEMO_USER.password));
    const user = JSON.parse(storage.dump()[STORAGE_KEYS.user]!);
    expect(user).toMatchObject({ version: STORAGE_VERSION, id: '1', email: DEMO_USER.email });
    expect(user).not.toHaveProperty('password');
    expect(user.cart).toHaveLength(2);
  });
});

describe('migrating version 1 (before the server’s copy was kept) → 2', () => {
  const lines = [cartLine(REGATA, 'M', 3)];
  function version1Storage() {
    const storage = memoryStorage();
    const user = { version: 1, id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name, cart: lines };
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    storage.setItem(STORAGE_KEYS.userName, JSON.stringify(DEMO_USER.name));
    storage.setItem(STORAGE_KEYS.token, JSON.stringify(tokenFor(DEMO_USER)));
    storeSessionSecret(storage);
    return storage;
  }

  it('keeps the session and the lines; knowing no server copy, it counts each line as unsaved and sends it', async () => {
    writeCart(DEMO_USER.id, [{ ...lines[0]!, quantity: 1 }]); // the server's copy, which version 1 cannot name
    const store = makeStore({ storage: version1Storage() });
    const state = await restoredState(store);
    expect(selectUserName(state)).toBe(DEMO_USER.name);
    expect(selectCartLines(state)).toEqual(lines);
    await waitFor(() => expect(readCart(DEMO_USER.id)).toEqual({ lines, version: 2 }));
    expect(selectCartSynced(store.getState())).toEqual({ lines, version: 2 });
  });

  it('rewrites the user key in version 2, with the server’s copy', async () => {
    const storage = version1Storage();
    await restoredState(makeStore({ storage }));
    await waitFor(() =>
      expect(JSON.parse(storage.dump()[STORAGE_KEYS.user]!)).toMatchObject({
        version: 2,
        cart: lines,
        synced: { version: expect.any(Number), lines: expect.any(Array) },
      }),
    );
  });
});

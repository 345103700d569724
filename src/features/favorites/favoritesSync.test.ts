import { waitFor } from '@testing-library/react';
import { makeStore, type AppStore } from '../../app/store';
import { FAVORITES_KEY } from '../../app/persistence/favoritesKept';
import { STORAGE_KEYS } from '../../app/persistence/storedSession';
import { expectConsole } from '../../test/consoleCheck';
import { parseFailSetting, setFailureConfig } from '../../test/fakeBackend';
import { memoryStorage } from '../../test/memoryStorage';
import { BOLSA, REGATA, SAIA, VESTIDO } from '../../test/products';
import { logIn, MARIA } from '../../test/shopper';
import { loggedOut } from '../session/sessionSlice';
import { favoritesApi } from './favoritesApi';
import { addReturnedFavorite, removeFavorite, syncFavorites, toggleFavorite } from './favoritesFlows';
import { selectFavoriteIds, synced } from './favoritesSlice';
import { FAVORITES_FULL_TEXT, MAX_FAVORITES } from '../../rules/favorites';
import { selectPendingToasts } from '../ui/uiSlice';

// One shopper, two devices (two stores), one server (the fake backend).

afterEach(() => setFailureConfig());

/** A device where Maria is signed in; with a storage, the device's copy is kept there. */
async function device(storage = memoryStorage()): Promise<AppStore> {
  const store = makeStore({ storage });
  await store.restored;
  logIn(store);
  return store;
}

/** The server's list, read as any client would. */
async function serverList(store: AppStore) {
  const { data } = await store.dispatch(
    favoritesApi.endpoints.getFavorites.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  return data;
}

const ids = (store: AppStore) => selectFavoriteIds(store.getState());

it("keeps both devices' additions, on each device and on the server", async () => {
  const a = await device();
  const b = await device();
  await a.dispatch(toggleFavorite(VESTIDO));
  await b.dispatch(syncFavorites());
  expect(ids(b)).toEqual([VESTIDO.id]);
  // Each adds another product; neither has seen the other's.
  await Promise.all([a.dispatch(toggleFavorite(REGATA)), b.dispatch(toggleFavorite(BOLSA))]);
  expect([...((await serverList(a))?.items ?? [])].sort()).toEqual([VESTIDO.id, REGATA.id, BOLSA.id].sort());
  // A device that loads the list again (a reload, a sign-in) has all three.
  const c = await device();
  await c.dispatch(syncFavorites());
  expect([...ids(c)].sort()).toEqual([VESTIDO.id, REGATA.id, BOLSA.id].sort());
});

it('a press twice is a removal: the server ends without the product', async () => {
  const a = await device();
  await a.dispatch(toggleFavorite(SAIA));
  await a.dispatch(toggleFavorite(SAIA));
  expect(ids(a)).toEqual([]);
  expect(await serverList(a)).toEqual({ items: [], version: 2 });
});

it('keeps a change the server could not take on the device, through a reload, and sends it later', async () => {
  expectConsole('error', /did not save a change/);
  const storage = memoryStorage();
  const a = await device(storage);
  setFailureConfig({ fail: parseFailSetting('favoriteAdd:offline') });
  await a.dispatch(toggleFavorite(VESTIDO));
  expect(ids(a)).toEqual([VESTIDO.id]);
  expect(JSON.parse(storage.dump()[FAVORITES_KEY]!)).toMatchObject({
    owner: MARIA.id,
    ids: [VESTIDO.id],
    pending: [{ productId: VESTIDO.id, add: true }],
  });
  // The session's keys are written a moment after the sign-in (redux-persist).
  await waitFor(() => expect(storage.dump()[STORAGE_KEYS.token]).toBeDefined());
  a.stop();

  // The page is reloaded: a new store over the same storage, the backend reachable again.
  setFailureConfig();
  const reloaded = makeStore({ storage });
  await reloaded.restored;
  await reloaded.dispatch(syncFavorites());
  expect(ids(reloaded)).toEqual([VESTIDO.id]);
  expect((await serverList(reloaded))?.items).toEqual([VESTIDO.id]);
  await waitFor(() => expect(JSON.parse(storage.dump()[FAVORITES_KEY]!).pending).toEqual([]));
});

it("merges the server's list with what the device held: the server's additions and the device's own", async () => {
  const other = await device();
  await other.dispatch(toggleFavorite(REGATA));
  const storage = memoryStorage();
  storage.setItem(
    FAVORITES_KEY,
    JSON.stringify({
      version: 1,
      owner: MARIA.id,
      ids: [SAIA.id],
      listVersion: 0,
      pending: [{ productId: SAIA.id, add: true }],
    }),
  );
  const a = await device(storage);
  await a.dispatch(syncFavorites());
  expect(ids(a)).toEqual([SAIA.id, REGATA.id]);
  expect((await serverList(a))?.items).toEqual([SAIA.id, REGATA.id]);
});

it("never sends another shopper's kept changes, and removes the copy on sign-out", async () => {
  const storage = memoryStorage();
  storage.setItem(
    FAVORITES_KEY,
    JSON.stringify({
      version: 1,
      owner: 'someone-else',
      ids: [SAIA.id],
      listVersion: 3,
      pending: [{ productId: SAIA.id, add: true }],
    }),
  );
  const a = await device(storage);
  await a.dispatch(syncFavorites());
  expect(ids(a)).toEqual([]);
  expect((await serverList(a))?.items).toEqual([]);
  await a.dispatch(toggleFavorite(BOLSA));
  expect(JSON.parse(storage.dump()[FAVORITES_KEY]!)).toMatchObject({ owner: MARIA.id, ids: [BOLSA.id] });
  a.dispatch(loggedOut());
  expect(storage.dump()[FAVORITES_KEY]).toBeUndefined();
});

it('adds a favourite brought back from /login once, and removes one the catalogue no longer has', async () => {
  const a = await device();
  await a.dispatch(addReturnedFavorite(VESTIDO));
  await a.dispatch(addReturnedFavorite(VESTIDO));
  expect((await serverList(a))?.items).toEqual([VESTIDO.id]);
  await a.dispatch(removeFavorite(VESTIDO.id, ''));
  expect((await serverList(a))?.items).toEqual([]);
});

it('takes back an addition the server refuses (a product no longer in the catalogue)', async () => {
  expectConsole('warn', /the server refused gone_000/);
  const a = await device();
  await a.dispatch(toggleFavorite({ ...VESTIDO, id: 'gone_000' }));
  expect(ids(a)).toEqual([]);
  expect(a.getState().favorites!.pending).toEqual([]);
});

it('adds nothing to a full list, and says why', async () => {
  const a = await device();
  const full = Array.from({ length: MAX_FAVORITES }, (_, i) => `p${i}`);
  a.dispatch(synced({ owner: MARIA.id, items: full, version: 100 }));
  await a.dispatch(toggleFavorite(VESTIDO));
  expect(ids(a)).toEqual(full);
  expect(selectPendingToasts(a.getState()).map((t) => t.message)).toContain(FAVORITES_FULL_TEXT);
});

it('reads nothing signed out', async () => {
  const store = makeStore();
  await store.dispatch(syncFavorites());
  expect(store.getState().favorites!.sync).toBeUndefined();
});

import { waitFor } from '@testing-library/react';
import type { KeyValueStorage } from '../../app/persistence/storedSession';
import { memoryStorage } from '../../test/memoryStorage';

/*
 * The checkout's slice is injected into the store when its code loads (checkoutSlice.ts). Each
 * test loads the modules afresh, so "before" really is before checkoutSlice.ts ran: the first
 * download (the store, the cart, the session) does not bring it.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each test loads the modules afresh */
function freshModules() {
  jest.resetModules();
  return {
    store: require('../../app/store') as typeof import('../../app/store'),
    session: require('../session/sessionSlice') as typeof import('../session/sessionSlice'),
    keys: require('../../app/persistence/storedSession') as typeof import('../../app/persistence/storedSession'),
    backend: require('../../test/fakeBackend') as typeof import('../../test/fakeBackend'),
    loadSlice: () => require('./checkoutSlice') as typeof import('./checkoutSlice'),
  };
}
/* eslint-enable @typescript-eslint/no-require-imports */

/** The keys a signed-in shopper's visit left, with a checkout begun (`checkout`: its stored fields). */
function storedVisit(
  { keys, backend }: ReturnType<typeof freshModules>,
  checkout: Record<string, unknown>,
  storage: KeyValueStorage = memoryStorage(),
) {
  const { DEMO_USER, DEMO_TOKEN } = backend;
  const user = { version: keys.STORAGE_VERSION, id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name };
  storage.setItem(keys.STORAGE_KEYS.user, JSON.stringify({ ...user, cart: [], synced: { lines: [], version: 0 } }));
  storage.setItem(keys.STORAGE_KEYS.userName, JSON.stringify(DEMO_USER.name));
  storage.setItem(keys.STORAGE_KEYS.token, JSON.stringify(DEMO_TOKEN));
  storage.setItem(keys.STORAGE_KEYS.checkout, JSON.stringify({ version: 1, owner: DEMO_USER.id, ...checkout }));
  return storage;
}

const TYPED = { draft: { recipient: 'Maria Souza', cep: '01310100' }, quotedCep: '01310100' };

describe('the checkout slice, injected when its code loads', () => {
  it('is absent from a store made before, which runs the session’s events without it', () => {
    const { store, session } = freshModules();
    const shop = store.makeStore();
    expect(shop.getState().checkout).toBeUndefined();
    shop.dispatch(session.loggedOut());
    expect(shop.getState().checkout).toBeUndefined();
  });

  it('answers in stores made before it loaded; its selectors read its initial state until then', () => {
    const { store, session, loadSlice } = freshModules();
    const shop = store.makeStore();
    const { addressEdited, selectCheckout, selectPendingKey } = loadSlice();
    expect(selectPendingKey(shop.getState())).toBeNull();
    expect(selectCheckout(shop.getState()).draft).toEqual({});
    shop.dispatch(addressEdited({ field: 'cep', value: '01310100' }));
    expect(selectCheckout(shop.getState()).draft).toEqual({ cep: '01310100' });
    shop.dispatch(session.loggedOut());
    expect(selectCheckout(shop.getState()).draft).toEqual({});
  });

  it('reads a stored checkout back: a new store loads the slice first, and the persisted checkout appears', async () => {
    const modules = freshModules();
    const storage = storedVisit(modules, TYPED);
    const shop = modules.store.makeStore({ storage });
    expect(shop.getState().checkout).toBeUndefined(); // not loaded by the store itself
    await shop.restored;
    expect(shop.getState().checkout).toMatchObject({ ...TYPED, owner: modules.backend.DEMO_USER.id });
    // The slice that came with it answers the session's events: signing out ends the checkout.
    shop.dispatch(modules.session.loggedOut());
    expect(shop.getState().checkout!.draft).toEqual({});
    shop.stop();
  });

  it('without a checkout begun, the start does not load it; a page loads it later, and it answers from there', async () => {
    const modules = freshModules();
    const storage = storedVisit(modules, { draft: {} });
    const shop = modules.store.makeStore({ storage });
    await shop.restored;
    expect(shop.getState().checkout).toBeUndefined();
    const { addressEdited, selectCheckout } = modules.loadSlice();
    shop.dispatch(addressEdited({ field: 'cep', value: '01310100' }));
    expect(selectCheckout(shop.getState()).draft).toEqual({ cep: '01310100' });
    await waitFor(() =>
      expect(JSON.parse(storage.getItem(modules.keys.STORAGE_KEYS.checkout)!)).toMatchObject({
        draft: { cep: '01310100' },
      }),
    );
    shop.stop();
  });

  it('injected after start-up, begins as the stored checkout: its next write keeps what another tab typed since', async () => {
    const modules = freshModules();
    const storage = storedVisit(modules, { draft: {} });
    // The session's secret, as a sign-in leaves it: the tab writes the session on.
    const { DEMO_TOKEN, DEMO_USER, sessionWith } = modules.backend;
    const secret = sessionWith(DEMO_TOKEN, DEMO_USER.id);
    const proof = { version: modules.keys.SECRET_VERSION, token: DEMO_TOKEN, secret };
    storage.setItem(modules.keys.STORAGE_KEYS.sessionSecret, JSON.stringify(proof));
    const shop = modules.store.makeStore({ storage });
    await shop.restored;
    modules.loadSlice(); // this tab opens a page that brings the checkout's code (the product's shipping quote)
    // Another tab types an address and writes it; this tab writes before it hears of it.
    const theirs = { version: 1, owner: modules.backend.DEMO_USER.id, ...TYPED };
    storage.setItem(modules.keys.STORAGE_KEYS.checkout, JSON.stringify(theirs));
    shop.dispatch(modules.session.renamed({ name: 'Maria Clara' }));
    await waitFor(() => expect(storage.getItem(modules.keys.STORAGE_KEYS.user)).toContain('Maria Clara'));
    expect(JSON.parse(storage.getItem(modules.keys.STORAGE_KEYS.checkout)!)).toMatchObject({ draft: TYPED.draft });
    expect(shop.getState().checkout).toMatchObject({ owner: modules.backend.DEMO_USER.id });
    shop.stop();
  });

  it('follows another tab’s checkout: the slice loads, and the checkout that tab wrote appears', async () => {
    const modules = freshModules();
    localStorage.clear();
    const storage = storedVisit(modules, { draft: {} }, localStorage);
    const shop = modules.store.makeStore({ storage });
    await shop.restored;
    expect(shop.getState().checkout).toBeUndefined();
    // Another tab typed an address: it wrote the checkout's key, and the storage event says so.
    const theirs = { version: 1, owner: modules.backend.DEMO_USER.id, ...TYPED };
    storage.setItem(modules.keys.STORAGE_KEYS.checkout, JSON.stringify(theirs));
    window.dispatchEvent(
      new StorageEvent('storage', { key: modules.keys.STORAGE_KEYS.checkout, storageArea: localStorage }),
    );
    await waitFor(() => expect(shop.getState().checkout).toMatchObject(TYPED));
    shop.stop();
    localStorage.clear();
  });
});

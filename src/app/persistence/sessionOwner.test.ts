import { waitFor } from '@testing-library/react';
import { addressConfirmed, addressEdited, paymentChosen } from '../../features/checkout/checkoutSlice';
import { CHECKOUT_AT_START } from '../../features/checkout/checkoutSlice';
import { NO_CHECKOUT } from '../../features/checkout/checkoutState';
import { CHECKOUT_VERSION } from '../../features/checkout/storedCheckout';
import { loggedOut, sessionExpired } from '../../features/session/sessionSlice';
import { tokenFor } from '../../test/fakeBackend';
import { memoryStorage } from '../../test/memoryStorage';
import { restoredState } from '../../test/restoredState';
import { ADDRESS, logIn, MARIA } from '../../test/shopper';
import { makeStore, type AppStore } from '../store';
import { decodeRecord, FAVORITES_KEY, STORAGE_KEYS, writeRecord } from './storedSession';

// What the browser keeps of one shopper (the checkout, the favourites' copy) is that shopper's:
// another shopper's sign-in, here or in another tab, and the session's end leave nothing of it.

const BIA = { id: '7', email: 'bia@exemplo.com.br', name: 'Bia' };
const CARD = { method: 'card', token: 'tok_1', last4: '1111', brand: 'visa', installments: 3 } as const;
const stored = (storage: Pick<Storage, 'getItem'>) =>
  JSON.parse(storage.getItem(STORAGE_KEYS.checkout) ?? 'null') as Record<string, unknown> | null;

let tabs: AppStore[] = [];
afterEach(() => {
  tabs.forEach((tab) => tab.stop());
  tabs = [];
  localStorage.clear();
});

async function openTab(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage) {
  const store = makeStore({ storage });
  tabs.push(store);
  await store.restored;
  return store;
}

/** Maria's review: an address typed and confirmed, a card. */
function mariasCheckout(store: AppStore) {
  store.dispatch(addressEdited({ field: 'recipient', value: 'Maria Souza' }));
  store.dispatch(addressConfirmed(ADDRESS));
  store.dispatch(paymentChosen(CARD));
}

describe('the checkout kept in the browser', () => {
  it('names its owner, and another tab’s sign-in of another shopper empties this tab’s checkout', async () => {
    const mine = await openTab();
    logIn(mine);
    mariasCheckout(mine);
    await waitFor(() => expect(stored(localStorage)).toMatchObject({ owner: MARIA.id, payment: CARD }));

    // The second tab opens on Maria's session and checkout; Bia saves a new password there.
    const other = await openTab();
    expect(other.getState().checkout).toMatchObject({ owner: MARIA.id, payment: CARD });
    logIn(other, { user: BIA, secret: 'bia-secret-0000000000' });
    await waitFor(() => expect(stored(localStorage)).toMatchObject({ owner: BIA.id, payment: null, draft: {} }));
    expect(JSON.stringify(localStorage)).not.toContain('Maria Souza');

    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, storageArea: localStorage }));
    expect(mine.getState().session.user).toEqual(BIA);
    expect(mine.getState().checkout).toEqual({ ...CHECKOUT_AT_START, owner: BIA.id });
  });

  it('is read back for its own shopper only; one that names none is the session’s', async () => {
    const session = { token: tokenFor(BIA), user: BIA };
    const cart = { lines: [], synced: { lines: [], version: 0 } };
    const record = (checkout: unknown) => ({
      user: { version: 2, ...BIA, cart: [], synced: { lines: [], version: 0 } },
      userName: BIA.name,
      token: session.token,
      checkout,
    });
    const marias = { version: CHECKOUT_VERSION, ...NO_CHECKOUT, draft: { recipient: 'Maria Souza' }, owner: MARIA.id };
    expect(decodeRecord(record(marias))).toEqual({ session, cart, checkout: { ...NO_CHECKOUT, owner: BIA.id } });
    const older = { version: 1, ...NO_CHECKOUT, draft: { recipient: 'Bia' }, owner: undefined };
    expect(decodeRecord(record(older)).checkout).toEqual({
      ...NO_CHECKOUT,
      draft: { recipient: 'Bia' },
      owner: BIA.id,
    });

    // The same on a reload: the keys as a write left them, with another shopper's checkout.
    const storage = memoryStorage();
    writeRecord(storage, { session, cart, checkout: { ...NO_CHECKOUT, payment: CARD, owner: MARIA.id } });
    expect((await restoredState(makeStore({ storage }))).checkout).toMatchObject({ payment: null, owner: BIA.id });
  });
});

describe('the favourites’ device copy', () => {
  const keep = (storage: Pick<Storage, 'setItem'>, owner: string) =>
    storage.setItem(
      FAVORITES_KEY,
      JSON.stringify({ version: 1, owner, ids: ['20002129_505'], listVersion: 1, pending: [] }),
    );

  it.each([
    ["'sair'", loggedOut()],
    ["'Excluir minha conta'", loggedOut({ accountDeleted: true, farewell: 'Sua conta foi excluída.' })],
    ["'Sair de todos os aparelhos'", loggedOut({ everywhere: true, farewell: 'Até logo.' })],
  ])('is removed by %s, though the favourites’ own file never loaded', async (_label, signOut) => {
    const storage = memoryStorage();
    const store = await openTab(storage);
    logIn(store);
    keep(storage, MARIA.id);
    store.dispatch(signOut);
    expect(storage.dump()[FAVORITES_KEY]).toBeUndefined();
  });

  it('is removed by another shopper’s sign-in, and kept for the same shopper’s', async () => {
    const storage = memoryStorage();
    const store = await openTab(storage);
    keep(storage, MARIA.id);
    logIn(store);
    expect(storage.dump()[FAVORITES_KEY]).toContain(MARIA.id);
    logIn(store, { user: BIA, secret: 'bia-secret-0000000000' });
    expect(storage.dump()[FAVORITES_KEY]).toBeUndefined();
  });

  it('waits for the same shopper when the backend refused the session', async () => {
    const storage = memoryStorage();
    const store = await openTab(storage);
    logIn(store);
    keep(storage, MARIA.id);
    store.dispatch(sessionExpired({ userId: MARIA.id }));
    expect(storage.dump()[FAVORITES_KEY]).toContain(MARIA.id);
  });
});

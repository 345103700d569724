import { CHECKOUT_VERSION } from '../../features/checkout/storedCheckout';
import { waitFor } from '@testing-library/react';
import { addressEdited, orderSubmitted, paymentChosen } from '../../features/checkout/checkoutSlice';
import { loggedOut, sessionExpired } from '../../features/session/sessionSlice';
import { memoryStorage } from '../../test/memoryStorage';
import { restoredState } from '../../test/restoredState';
import { logIn, MARIA } from '../../test/shopper';
import { readCart } from '../../test/fakeBackend';
import { makeStore } from '../store';
import { STORAGE_KEYS } from './storedSession';

// The checkout's own key, @context-amaro:checkout, written and removed with the session.

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.getItem(STORAGE_KEYS.checkout) ?? 'null') as Record<string, unknown> | null;

describe('the checkout key', () => {
  it('is written with the session: what was typed, the choices and the order key, read back on the next start', async () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    await store.restored;
    logIn(store);
    store.dispatch(addressEdited({ field: 'recipient', value: 'Maria Souza' }));
    store.dispatch(paymentChosen({ method: 'pix' }));
    store.dispatch(orderSubmitted({ key: 'V1StGXR8_Z5jdHi6B-myT' }));
    await waitFor(() => expect(stored(storage)).toMatchObject({ pendingKey: 'V1StGXR8_Z5jdHi6B-myT' }));
    expect(stored(storage)).toEqual({
      version: CHECKOUT_VERSION,
      draft: { recipient: 'Maria Souza' },
      address: null,
      addressId: null,
      shippingId: null,
      payment: { method: 'pix' },
      quotedCep: null,
      pendingKey: 'V1StGXR8_Z5jdHi6B-myT',
      keptFor: null,
      owner: MARIA.id,
    });
    store.stop();

    const next = await restoredState(makeStore({ storage }));
    expect(next.checkout).toMatchObject({
      draft: { recipient: 'Maria Souza' },
      payment: { method: 'pix' },
      pendingKey: 'V1StGXR8_Z5jdHi6B-myT',
      // What only that visit knew starts over.
      placement: { status: 'idle' },
    });
  });

  it('is removed on logout, and an anonymous shopper stores nothing', async () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    await store.restored;
    store.dispatch(addressEdited({ field: 'recipient', value: 'Anônima' }));
    logIn(store);
    await waitFor(() => expect(stored(storage)).not.toBeNull());
    store.dispatch(loggedOut());
    await waitFor(() => expect(storage.dump()).toEqual({}));
    // redux-persist's next write for an anonymous shopper removes the keys rather than writing them.
    const removals = jest.spyOn(storage, 'removeItem');
    store.dispatch(addressEdited({ field: 'recipient', value: 'Anônima' }));
    await waitFor(() => expect(removals).toHaveBeenCalledWith(STORAGE_KEYS.checkout));
    expect(storage.dump()).toEqual({});
    store.stop();
  });

  it('outlives a session the backend refused, alone, until the same shopper signs in again', async () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    await store.restored;
    logIn(store);
    store.dispatch(addressEdited({ field: 'recipient', value: 'Maria Souza' }));
    store.dispatch(orderSubmitted({ key: 'V1StGXR8_Z5jdHi6B-myT' }));
    await waitFor(() => expect(stored(storage)).toMatchObject({ pendingKey: 'V1StGXR8_Z5jdHi6B-myT' }));
    store.dispatch(sessionExpired({ userId: MARIA.id }));
    await waitFor(() => expect(storage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(Object.keys(storage.dump())).toEqual([STORAGE_KEYS.checkout]);
    expect(stored(storage)).toMatchObject({ draft: { recipient: 'Maria Souza' }, keptFor: MARIA.id });
    store.stop();

    // A reload before signing in: signed out, the checkout still waiting for Maria.
    const next = makeStore({ storage });
    const reloaded = await restoredState(next);
    expect(reloaded.session.token).toBeNull();
    expect(reloaded.checkout).toMatchObject({ draft: { recipient: 'Maria Souza' }, keptFor: MARIA.id });
    logIn(next, { cart: readCart(MARIA.id) });
    await waitFor(() => expect(storage.getItem(STORAGE_KEYS.token)).not.toBeNull());
    expect(stored(storage)).toMatchObject({
      draft: { recipient: 'Maria Souza' },
      pendingKey: 'V1StGXR8_Z5jdHi6B-myT',
      keptFor: MARIA.id,
    });
    next.stop();
  });

  it('junk under the key starts an empty checkout, keeping the session and the cart', async () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    await store.restored;
    logIn(store);
    await waitFor(() => expect(stored(storage)).not.toBeNull());
    store.stop();
    storage.setItem(STORAGE_KEYS.checkout, '{"draft":[1,2],"payment":"card","pendingKey":{"x":1}');
    const state = await restoredState(makeStore({ storage }));
    expect(state.session.token).not.toBeNull();
    expect(state.checkout).toMatchObject({ draft: {}, payment: null, pendingKey: null });
  });
});

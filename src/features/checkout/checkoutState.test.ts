import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * The first page's store holds the checkout with a small reducer; the checkout's own
 * comes with its pages (checkoutSlice.ts). Each test loads the modules afresh, so
 * "before" really is before checkoutSlice.ts ran.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each test loads the modules afresh */
function freshModules() {
  jest.resetModules();
  return {
    store: require('../../app/store') as typeof import('../../app/store'),
    state: require('./checkoutState') as typeof import('./checkoutState'),
    session: require('../session/sessionSlice') as typeof import('../session/sessionSlice'),
    loadSlice: () => require('./checkoutSlice') as typeof import('./checkoutSlice'),
  };
}

/* eslint-enable @typescript-eslint/no-require-imports */

const ADDRESS_TYPED = { type: 'checkout/addressEdited', payload: { field: 'cep', value: '01310100' } } as UnknownAction;

describe('the checkout before its code has loaded', () => {
  it('keeps its state through the checkout’s own events, which only its code answers', () => {
    const { store } = freshModules();
    const shop = store.makeStore();
    const before = shop.getState().checkout;
    shop.dispatch(ADDRESS_TYPED);
    expect(shop.getState().checkout).toBe(before);
  });

  it('takes another tab’s checkout, and forgets it at logout', () => {
    const { store, state, session } = freshModules();
    const shop = store.makeStore();
    const theirs = { ...state.NO_CHECKOUT, quotedCep: '01310100', shippingId: 'expressa' as const };
    shop.dispatch(
      session.otherTabChanged({
        session: { token: null, user: null },
        cart: { lines: [], synced: { lines: [], version: 0 } },
        checkout: theirs,
      }),
    );
    expect(shop.getState().checkout).toMatchObject(theirs);
    shop.dispatch(session.loggedOut());
    expect(shop.getState().checkout).toEqual(state.CHECKOUT_AT_START);
  });

  it('is answered by the checkout’s reducer once its code has loaded, in stores made before too', () => {
    const { store, session, loadSlice } = freshModules();
    const shop = store.makeStore();
    loadSlice();
    shop.dispatch(ADDRESS_TYPED);
    expect(shop.getState().checkout.draft).toEqual({ cep: '01310100' });
    // The session's events still reset it.
    shop.dispatch(session.loggedOut());
    expect(shop.getState().checkout.draft).toEqual({});
  });
});

import type { RepricedOrder, User } from '../../api/types';
import { makeStore } from '../../app/store';
import { cartItem, REGATA, VESTIDO } from '../../test/products';
import { tokenFor } from '../../test/fakeBackend';
import { ADDRESS, MARIA, regataPixOrder, shopperWith } from '../../test/shopper';
import { selectCartLines } from '../cart/cartSlice';
import { loggedIn, loggedOut, sessionExpired } from '../session/sessionSlice';
import { selectDraft, selectPayment, selectPlacedOrderId, selectPlacement } from './checkoutSelectors';
import {
  addressConfirmed,
  addressEdited,
  orderNotConfirmed,
  orderNotPlaced,
  orderRefused,
  orderSubmitted,
  paymentChosen,
  paymentDeclined,
  shippingChosen,
  selectPendingKey,
  shippingQuoteAsked,
} from './checkoutSlice';
import { orderPlaced, orderRepriced } from './checkoutState';

const CARD = { method: 'card', token: 'tok_1', last4: '1111', brand: 'visa', installments: 3 } as const;
const KEY = 'key-0001-abcd';

describe('checkout slice', () => {
  it('keeps the address as typed, field by field', () => {
    const store = makeStore();
    store.dispatch(addressEdited({ field: 'recipient', value: 'Maria' }));
    store.dispatch(addressEdited({ field: 'cep', value: '01310-1' }));
    expect(selectDraft(store.getState())).toEqual({ recipient: 'Maria', cep: '01310-1' });
  });

  it('an order placed empties the cart and the checkout, and leads to its confirmation', () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    store.dispatch(shippingQuoteAsked({ cep: '01310100' }));
    store.dispatch(addressConfirmed(ADDRESS));
    store.dispatch(paymentChosen(CARD));
    store.dispatch(orderSubmitted({ key: KEY }));
    expect(selectCartLines(store.getState())).toHaveLength(1);
    const { lines, cartVersion, expectedTotalCents: totalCents } = regataPixOrder();
    store.dispatch(orderPlaced({ id: '100001', status: 'paid', totalCents, lines, cartVersion }));
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(store.getState().checkout).toMatchObject({
      address: null,
      payment: null,
      pendingKey: null,
      placedOrderId: '100001',
      quotedCep: '01310100',
    });
  });

  it('a repriced order drops the sold-out lines from the cart and forgets the key', () => {
    const store = shopperWith(cartItem(REGATA, 'M'), cartItem(VESTIDO, 'M'));
    store.dispatch(orderSubmitted({ key: KEY }));
    const repriced = {
      message: 'mudou',
      lines: [
        { sku: cartItem(REGATA, 'M').sku, available: true },
        { sku: cartItem(VESTIDO, 'M').sku, available: false },
      ],
      changes: ['VESTIDO MIDI FLORAL - VERDE (M) esgotou.'],
    } as unknown as RepricedOrder;
    store.dispatch(orderRepriced(repriced));
    expect(selectCartLines(store.getState()).map((line) => line.sku)).toEqual([cartItem(REGATA, 'M').sku]);
    expect(selectPendingKey(store.getState())).toBeNull();
    expect(selectPlacement(store.getState())).toEqual({ status: 'repriced', repriced });
  });

  it('a declined card forgets the card and the key, and keeps the cart', () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    store.dispatch(paymentChosen(CARD));
    store.dispatch(orderSubmitted({ key: KEY }));
    store.dispatch(paymentDeclined());
    expect(selectPayment(store.getState())).toBeNull();
    expect(selectPendingKey(store.getState())).toBeNull();
    expect(selectCartLines(store.getState())).toHaveLength(1);
  });

  it('keeps the key while it is unknown whether its order exists, even through changes', () => {
    const store = makeStore();
    store.dispatch(orderSubmitted({ key: KEY }));
    store.dispatch(orderNotConfirmed());
    store.dispatch(shippingChosen({ id: 'expressa' }));
    expect(selectPendingKey(store.getState())).toBe(KEY);
    expect(selectPlacement(store.getState())).toEqual({ status: 'idle' });
  });

  it('keeps the key for a retry of the same order, and drops it once the order changes', () => {
    const store = makeStore();
    store.dispatch(orderSubmitted({ key: KEY }));
    store.dispatch(orderNotPlaced({ reason: 'timeout' }));
    expect(selectPendingKey(store.getState())).toBe(KEY);
    store.dispatch(paymentChosen({ method: 'pix' }));
    expect(selectPendingKey(store.getState())).toBeNull();
  });

  it('a refused order forgets the key; a change while the order is on its way leaves it busy', () => {
    const store = makeStore();
    store.dispatch(orderSubmitted({ key: KEY }));
    store.dispatch(addressConfirmed(ADDRESS));
    expect(selectPlacement(store.getState())).toEqual({ status: 'placing' });
    store.dispatch(orderRefused({ message: 'CEP inválido' }));
    expect(selectPendingKey(store.getState())).toBeNull();
  });

  it('logging out clears everything', () => {
    const store = makeStore();
    store.dispatch(addressConfirmed(ADDRESS));
    store.dispatch(orderSubmitted({ key: KEY }));
    store.dispatch(orderPlaced({ id: '100001', status: 'paid', totalCents: 1, lines: [], cartVersion: 0 }));
    store.dispatch(loggedOut());
    expect(store.getState().checkout).toEqual(makeStore().getState().checkout);
    expect(selectPlacedOrderId(store.getState())).toBeNull();
  });
});

describe('a session the backend refused', () => {
  /** Maria's checkout, typed and chosen up to the review, with an order's answer awaited. */
  function begun() {
    const store = shopperWith(cartItem(REGATA, 'M'));
    store.dispatch(addressEdited({ field: 'recipient', value: 'Maria Souza' }));
    store.dispatch(addressConfirmed(ADDRESS));
    store.dispatch(shippingChosen({ id: 'economica' }));
    store.dispatch(paymentChosen(CARD));
    store.dispatch(orderSubmitted({ key: KEY }));
    return store;
  }

  it('keeps the checkout, an order’s key among it, for the same shopper’s next sign-in', () => {
    const store = begun();
    const before = store.getState().checkout;
    store.dispatch(sessionExpired({ userId: MARIA.id }));
    expect(store.getState().checkout).toEqual({ ...before, keptFor: MARIA.id });
    store.dispatch(loggedIn({ user: MARIA, token: tokenFor(MARIA), cart: { lines: [], version: 0 } }));
    expect(store.getState().checkout).toEqual({ ...before, keptFor: MARIA.id });
    expect(selectPayment(store.getState())).toEqual(CARD);
    expect(selectPendingKey(store.getState())).toBe(KEY);
  });

  it('starts anew for another shopper', () => {
    const store = begun();
    store.dispatch(shippingQuoteAsked({ cep: '22070011' }));
    store.dispatch(sessionExpired({ userId: MARIA.id }));
    const joana = { id: '2', email: 'joana@vitrine.dev', name: 'Joana' };
    store.dispatch(loggedIn({ user: joana, token: 'joana-token', cart: { lines: [], version: 0 } }));
    expect(store.getState().checkout).toEqual({ ...makeStore().getState().checkout, owner: joana.id });
  });

  it('keeps nothing for anyone when no checkout was begun', () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    store.dispatch(sessionExpired({ userId: MARIA.id }));
    expect(store.getState().checkout!.keptFor).toBeNull();
  });
});

describe('the checkout belongs to the shopper who began it', () => {
  const BIA = { id: '7', email: 'bia@exemplo.com.br', name: 'Bia' };
  const signIn = (user: User, via?: 'signUp' | 'passwordReset') =>
    loggedIn({ user, token: tokenFor(user), cart: { lines: [], version: 0 }, ...(via && { via }) });

  /** Maria, signed in, at the review with an address typed and confirmed and a card. */
  function mariasReview() {
    const store = shopperWith(cartItem(REGATA, 'M'));
    store.dispatch(addressEdited({ field: 'recipient', value: 'Maria Souza' }));
    store.dispatch(addressConfirmed(ADDRESS));
    store.dispatch(shippingChosen({ id: 'economica' }));
    store.dispatch(paymentChosen(CARD));
    return store;
  }

  it('names its owner from the sign-in on', () => {
    expect(mariasReview().getState().checkout!.owner).toBe(MARIA.id);
  });

  it.each([
    ['the login form', undefined],
    ['a reset link', 'passwordReset'],
    ['a new account', 'signUp'],
  ] as const)(
    'another shopper’s sign-in by %s while Maria is signed in starts with no draft and no card',
    (_label, via) => {
      const store = mariasReview();
      store.dispatch(signIn(BIA, via));
      expect(store.getState().checkout).toEqual({ ...makeStore().getState().checkout, owner: BIA.id });
      expect(selectDraft(store.getState())).toEqual({});
      expect(selectPayment(store.getState())).toBeNull();
    },
  );

  it('the same shopper’s sign-in (her own reset link) keeps her checkout', () => {
    const store = mariasReview();
    const before = store.getState().checkout;
    store.dispatch(signIn(MARIA, 'passwordReset'));
    expect(store.getState().checkout).toEqual(before);
  });

  it('stays hers after an order: what she types for the next one is not another shopper’s', () => {
    const store = mariasReview();
    store.dispatch(orderPlaced({ id: '100001', status: 'paid', totalCents: 1, lines: [], cartVersion: 0 }));
    store.dispatch(addressEdited({ field: 'recipient', value: 'Maria Souza' }));
    expect(store.getState().checkout!.owner).toBe(MARIA.id);
    store.dispatch(signIn(BIA, 'passwordReset'));
    expect(selectDraft(store.getState())).toEqual({});
  });

  it('a session that expired with nothing worth keeping still starts anew for another shopper', () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    store.dispatch(shippingChosen({ id: 'expressa' }));
    store.dispatch(sessionExpired({ userId: MARIA.id }));
    store.dispatch(signIn(BIA));
    expect(store.getState().checkout).toEqual({ ...makeStore().getState().checkout, owner: BIA.id });
  });
});

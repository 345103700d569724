import { addListener } from '@reduxjs/toolkit';
import type { PlaceOrderRequest } from '../../api/types';
import { STORAGE_KEYS } from '../../app/persistence/storedSession';
import { makeStore, type AppStore } from '../../app/store';
import { parseFailSetting, readCart, routes, setFailureConfig, storedOrders } from '../../test/fakeBackend';
import { memoryStorage } from '../../test/memoryStorage';
import { cartItem, REGATA } from '../../test/products';
import { ADDRESS, CARD, cartSaved, DECLINED_CARD, logIn, MARIA } from '../../test/shopper';
import { selectCartLines, itemAdded, selectCartSynced } from '../cart/cartSlice';
import { catalogApi } from '../products/catalogApi';
import { ordersApi } from '../orders/ordersApi';
import { formatCents } from '../../lib/money';
import { pixPriceCents } from '../../rules/totals';
import { shippingCents } from '../../test/figures';
import { waitFor } from '@testing-library/react';
import { cardHandle, checkoutApi } from './checkoutApi';
import {
  selectOrderQuoteRequest,
  selectOrderRequest,
  selectPlacedOrderId,
  selectPlacement,
  selectShownTotals,
} from './checkoutSelectors';
import {
  addressConfirmed,
  orderNotPlaced,
  orderSubmitted,
  paymentChosen,
  reviewOpened,
  shippingChosen,
} from './checkoutSlice';
import { selectPendingKey } from './checkoutSlice';
import type { ChosenPayment } from './checkoutState';
import { placeOrder, resumeOrder } from './placeOrder';
import { keepReview } from './reviewFlows';

afterEach(() => {
  setFailureConfig();
  jest.restoreAllMocks();
});

/** Maria at the review: REGATA (M) to Avenida Paulista by economy, the prices and the shipping loaded. */
async function atReview(payment: ChosenPayment = { method: 'pix' }, store: AppStore = makeStore(), add = true) {
  if (!store.getState().session.token) logIn(store);
  if (add) store.dispatch(itemAdded(cartItem(REGATA, 'M')));
  store.dispatch(addressConfirmed(ADDRESS));
  store.dispatch(shippingChosen({ id: 'economica' }));
  store.dispatch(paymentChosen(payment));
  await store.dispatch(catalogApi.endpoints.getProducts.initiate());
  await store.dispatch(checkoutApi.endpoints.quoteShipping.initiate(selectOrderQuoteRequest(store.getState())!));
  await cartSaved(store);
  store.dispatch(keepReview()); // the review drew the order: 'Finalizar pedido' sends what it showed
  return store;
}

/** The same shopper on a second device (a store of its own), signed in with the server's cart of now. */
async function secondDeviceAtReview() {
  const store = makeStore();
  logIn(store, { cart: readCart(MARIA.id) });
  return atReview({ method: 'pix' }, store, false);
}

async function card(store: AppStore, details = CARD): Promise<ChosenPayment> {
  const token = await store.dispatch(checkoutApi.endpoints.tokenizeCard.initiate(cardHandle(details))).unwrap();
  return { method: 'card', ...token, installments: 3 };
}

/** The backend places an order with `key` (sent from the same shopper, before this page). */
async function placedElsewhere(key: string, order: PlaceOrderRequest) {
  const earlier = makeStore();
  logIn(earlier);
  const answer = await earlier.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key, order }));
  expect(answer.data?.id).toBe('100001');
}

/** What REGATA (M) to São Paulo by economy costs by PIX, by the price rules, when REGATA costs `cents`. */
const pixTotal = (cents: number) => pixPriceCents(cents) + shippingCents('economica', cents);
const REGATA_BY_PIX = pixTotal(REGATA.actualPriceCents);

const failing = (setting: string) => setFailureConfig({ fail: parseFailSetting(setting) });
const status = (store: AppStore) => selectPlacement(store.getState()).status;

describe('placing the order', () => {
  it('an order placed: its confirmation next, the cart empty, one order on the backend', async () => {
    const store = await atReview();
    await store.dispatch(placeOrder());
    expect(selectPlacedOrderId(store.getState())).toBe('100001');
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(selectPendingKey(store.getState())).toBeNull();
    expect(storedOrders()).toHaveLength(1);
    expect(storedOrders()[0]!.totalCents).toBe(REGATA_BY_PIX);
  });

  it('a second press while the first is on its way sends nothing', async () => {
    const store = await atReview();
    const sent: string[] = [];
    store.dispatch(
      addListener({
        matcher: checkoutApi.endpoints.placeOrder.matchPending,
        effect: (action) => void sent.push(action.meta.arg.originalArgs.key),
      }),
    );
    await Promise.all([store.dispatch(placeOrder()), store.dispatch(placeOrder())]);
    expect(sent).toHaveLength(1);
    expect(storedOrders()).toHaveLength(1);
  });

  it('stores the key before the request leaves', async () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    await store.restored;
    await atReview({ method: 'pix' }, store);
    const storedKeys: unknown[] = [];
    store.dispatch(
      addListener({
        matcher: checkoutApi.endpoints.placeOrder.matchPending,
        effect: () => void storedKeys.push(JSON.parse(storage.getItem(STORAGE_KEYS.checkout)!).pendingKey),
      }),
    );
    await store.dispatch(placeOrder());
    expect(storedKeys).toEqual([storedOrders()[0]!.idempotencyKey]);
    store.stop();
  });

  it('a declined card: nothing placed, the cart kept, the card forgotten', async () => {
    const store = await atReview();
    store.dispatch(paymentChosen(await card(store, DECLINED_CARD)));
    store.dispatch(keepReview());
    await store.dispatch(placeOrder());
    expect(status(store)).toBe('declined');
    expect(store.getState().checkout!.payment).toBeNull();
    expect(selectCartLines(store.getState())).toHaveLength(1);
    expect(storedOrders()).toHaveLength(0);
  });

  it('a card token that can no longer pay: the card forgotten, no check by key, a second press not needed', async () => {
    const store = await atReview();
    // A token the server does not know: past its 15 minutes, or made before the server restarted.
    store.dispatch(paymentChosen({ method: 'card', token: 'tok_gone', last4: '1111', brand: 'visa', installments: 3 }));
    store.dispatch(keepReview());
    const lookup = jest.spyOn(ordersApi.endpoints.findOrderByKey, 'initiate');
    await store.dispatch(placeOrder());
    expect(status(store)).toBe('cardExpired');
    expect(store.getState().checkout!.payment).toBeNull();
    expect(selectPendingKey(store.getState())).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
    expect(selectCartLines(store.getState())).toHaveLength(1);
    expect(storedOrders()).toHaveLength(0);
  });

  it('a total the backend would not charge: what changed, nothing placed, the prices asked for again', async () => {
    const store = await atReview();
    // The shop believes REGATA costs 10,00 less than the backend charges.
    const believed = REGATA.actualPriceCents - 1000;
    store.dispatch(
      catalogApi.util.updateQueryData('getProducts', undefined, (products) => {
        products.find((p) => p.id === REGATA.id)!.actualPriceCents = believed;
      }),
    );
    store.dispatch(reviewOpened()); // the review opens on the prices the shop believes
    store.dispatch(keepReview());
    await store.dispatch(placeOrder());
    const placement = selectPlacement(store.getState());
    expect(placement.status === 'repriced' && placement.repriced.totalCents).toBe(REGATA_BY_PIX);
    expect(placement.status === 'repriced' && placement.repriced.changes).toEqual([
      `O total do pedido passou de ${formatCents(pixTotal(believed))} para ${formatCents(REGATA_BY_PIX)}.`,
    ]);
    expect(storedOrders()).toHaveLength(0);
    expect(selectPendingKey(store.getState())).toBeNull();
    // The shop asks for the prices again: the total it shows next is the backend's.
    await waitFor(() => expect(selectShownTotals(store.getState())?.totalCents).toBe(REGATA_BY_PIX));
  });

  it.each(['offline', '500'] as const)(
    '%s: asks by key; no order, so nothing charged; the retry reuses the key and places one',
    async (kind) => {
      const store = await atReview();
      failing(`placeOrder:${kind}`);
      await store.dispatch(placeOrder());
      expect(selectPlacement(store.getState())).toEqual({
        status: 'notPlaced',
        reason: kind === '500' ? 'server' : kind,
      });
      const key = selectPendingKey(store.getState());
      expect(key).not.toBeNull();
      expect(selectCartLines(store.getState())).toHaveLength(1);
      failing('');
      await store.dispatch(placeOrder());
      expect(storedOrders().map((order) => order.idempotencyKey)).toEqual([key]);
    },
  );

  it('a time-out: the order is asked for by key before the shopper is told it was not placed', async () => {
    const store = await atReview();
    const asked: string[] = [];
    store.dispatch(
      addListener({
        matcher: ordersApi.endpoints.findOrderByKey.matchPending,
        effect: (action) => void asked.push(action.meta.arg.originalArgs),
      }),
    );
    failing('placeOrder:timeout'); // answers when the request gives up (10 s here)
    await store.dispatch(placeOrder());
    expect(asked).toEqual([selectPendingKey(store.getState())]);
    expect(selectPlacement(store.getState())).toEqual({ status: 'notPlaced', reason: 'timeout' });
  }, 20_000);

  it('an answer lost on the way: the order exists, found by its key, and the cart empties', async () => {
    const store = await atReview();
    // The backend placed the order with this key; its answer never reached the shop.
    const order = selectOrderRequest(store.getState())!;
    await placedElsewhere('lost-key-0001', order);
    store.dispatch(orderSubmitted({ key: 'lost-key-0001' }));
    store.dispatch(orderNotPlaced({ reason: null })); // as after a first answer that never came
    failing('placeOrder:offline');
    await store.dispatch(placeOrder());
    expect(selectPlacedOrderId(store.getState())).toBe('100001');
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(storedOrders()).toHaveLength(1);
  });

  it('the check by key failing too: not confirmed, the key kept for a safe retry', async () => {
    const store = await atReview();
    failing('placeOrder:offline,orders:offline');
    await store.dispatch(placeOrder());
    expect(status(store)).toBe('unconfirmed');
    expect(selectPendingKey(store.getState())).not.toBeNull();
    expect(selectCartLines(store.getState())).toHaveLength(1);
  });

  it('a refusal (422) says why and forgets the key', async () => {
    const store = await atReview();
    const orders = routes.find((r) => r.method === 'POST' && r.path === '/orders')!;
    jest.spyOn(orders, 'handle').mockReturnValue({ status: 422, data: { message: 'Sua sacola está vazia.' } });
    await store.dispatch(placeOrder());
    expect(selectPlacement(store.getState())).toEqual({ status: 'refused', message: 'Sua sacola está vazia.' });
    expect(selectPendingKey(store.getState())).toBeNull();
  });

  it('a session the backend refused (401): nothing placed, signed out, the review kept for the next sign-in', async () => {
    const store = await atReview();
    const sent = selectOrderRequest(store.getState());
    failing('placeOrder:401');
    const lookup = jest.spyOn(ordersApi.endpoints.findOrderByKey, 'initiate');
    await store.dispatch(placeOrder());
    expect(store.getState().session.token).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
    expect(status(store)).toBe('idle'); // no notice: the shopper signs in again and finalises
    expect(selectPendingKey(store.getState())).toBeNull(); // nothing was placed with it

    setFailureConfig();
    logIn(store, { cart: readCart(MARIA.id) });
    await store.dispatch(checkoutApi.endpoints.quoteShipping.initiate(selectOrderQuoteRequest(store.getState())!));
    expect(selectOrderRequest(store.getState())).toEqual(sent);
    await store.dispatch(placeOrder());
    expect(selectPlacedOrderId(store.getState())).toBe('100001');
  });

  it('signed out while asking about an unanswered order: the key stays for the next sign-in', async () => {
    const store = await atReview();
    failing('placeOrder:500,orders:401');
    await store.dispatch(placeOrder());
    expect(store.getState().session.token).toBeNull();
    expect(status(store)).toBe('idle');
    expect(selectPendingKey(store.getState())).not.toBeNull();
  });

  it('after a reload with a stored key: asks whether that order exists before anything else', async () => {
    const store = await atReview();
    const order = selectOrderRequest(store.getState())!;
    await placedElsewhere('reloaded-key-1', order);
    // The reloaded page: the key read back from storage, nothing answered yet.
    const reloaded = await atReview(
      { method: 'pix' },
      makeStore({ preloadedState: { checkout: { ...store.getState().checkout!, pendingKey: 'reloaded-key-1' } } }),
    );
    await reloaded.dispatch(resumeOrder());
    expect(selectPlacedOrderId(reloaded.getState())).toBe('100001');
    expect(storedOrders()).toHaveLength(1);
  });

  it('after a reload with a stored key whose order was never placed: nothing charged, the key kept', async () => {
    const store = await atReview(
      { method: 'pix' },
      makeStore({ preloadedState: { checkout: { ...makeStore().getState().checkout!, pendingKey: 'never-sent-01' } } }),
    );
    await store.dispatch(resumeOrder());
    expect(selectPlacement(store.getState())).toEqual({ status: 'notPlaced', reason: null });
    expect(selectPendingKey(store.getState())).toBe('never-sent-01');
  });
});

describe('one cart, one order on two devices', () => {
  it('the second device to press is told its cart changed: nothing charged, its review shows the cart of now', async () => {
    const phone = await atReview();
    const laptop = await secondDeviceAtReview();
    expect(selectOrderRequest(laptop.getState())).toEqual(selectOrderRequest(phone.getState()));
    await phone.dispatch(placeOrder());
    await laptop.dispatch(placeOrder());
    expect(storedOrders()).toHaveLength(1);
    expect(selectPlacement(laptop.getState())).toEqual({ status: 'cartChanged' });
    expect(selectPendingKey(laptop.getState())).toBeNull();
    expect(selectCartLines(laptop.getState())).toEqual([]);
    expect(selectCartSynced(laptop.getState())).toEqual(readCart(MARIA.id));
  });

  it('both pressing at once place one order', async () => {
    const [phone, laptop] = [await atReview(), await secondDeviceAtReview()];
    await Promise.all([phone.dispatch(placeOrder()), laptop.dispatch(placeOrder())]);
    expect(storedOrders()).toHaveLength(1);
    expect([status(phone), status(laptop)].sort()).toEqual(['cartChanged', 'idle']);
  });

  it('a line the other device added is kept, and the order made from the new version', async () => {
    const phone = await atReview();
    const laptop = await secondDeviceAtReview();
    laptop.dispatch(itemAdded(cartItem(REGATA, 'G')));
    await cartSaved(laptop);
    await phone.dispatch(placeOrder());
    expect(status(phone)).toBe('cartChanged');
    expect(selectCartLines(phone.getState()).map((line) => line.size)).toEqual(['M', 'G']);
    expect(storedOrders()).toHaveLength(0);
  });
});

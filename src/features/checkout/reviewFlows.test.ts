import { makeStore, type AppStore } from '../../app/store';
import { readCart, storedOrders } from '../../test/fakeBackend';
import { cartItem, REGATA, skuOf, VESTIDO } from '../../test/products';
import { ADDRESS, cartSaved, logIn, MARIA } from '../../test/shopper';
import { productLabel } from '../../lib/text';
import { pixPriceCents } from '../../rules/totals';
import { shippingCents } from '../../test/figures';
import { itemAdded, itemRemoved, quantityChanged } from '../cart/cartSlice';
import { catalogApi } from '../products/catalogApi';
import { checkoutApi } from './checkoutApi';
import {
  selectBagChange,
  selectOrderQuoteRequest,
  selectPlacedOrderId,
  selectReviewedOrderRequest,
  selectShownReview,
} from './checkoutSelectors';
import { addressConfirmed, paymentChosen, reviewOpened, shippingChosen } from './checkoutSlice';
import { placeOrder } from './placeOrder';
import { confirmUpdatedBag, keepReview } from './reviewFlows';

const pixTotal = (subtotalCents: number) => pixPriceCents(subtotalCents) + shippingCents('economica', subtotalCents);
const REGATA_TOTAL = pixTotal(REGATA.actualPriceCents);
const BOTH_TOTAL = pixTotal(REGATA.actualPriceCents + VESTIDO.actualPriceCents);

/** The prices and the quote for the cart as it is now, as the review's page asks for them. */
async function figuresLoaded(store: AppStore) {
  await store.dispatch(catalogApi.endpoints.getProducts.initiate());
  await store.dispatch(checkoutApi.endpoints.quoteShipping.initiate(selectOrderQuoteRequest(store.getState())!));
  await cartSaved(store);
}

/** Maria on the review: REGATA (M) to Avenida Paulista by economy, PIX; the review drew it. */
async function atReview() {
  const store = makeStore();
  logIn(store);
  store.dispatch(itemAdded(cartItem(REGATA, 'M')));
  store.dispatch(addressConfirmed(ADDRESS));
  store.dispatch(shippingChosen({ id: 'economica' }));
  store.dispatch(paymentChosen({ method: 'pix' }));
  await figuresLoaded(store);
  store.dispatch(reviewOpened());
  store.dispatch(keepReview());
  return store;
}

/** Another tab (or device) adds VESTIDO (M): the cart, saved, and its figures loaded here. */
async function dressAddedElsewhere(store: AppStore) {
  store.dispatch(itemAdded(cartItem(VESTIDO, 'M')));
  await figuresLoaded(store);
  store.dispatch(keepReview());
}

describe('the review keeps what it showed', () => {
  it('draws the order once its figures have loaded, and sends exactly that', async () => {
    const store = await atReview();
    expect(selectShownReview(store.getState())).toMatchObject({
      lines: [{ sku: skuOf(REGATA, 'M'), quantity: 1, label: productLabel(REGATA), size: 'M' }],
      totalCents: REGATA_TOTAL,
      cartVersion: readCart(MARIA.id).version,
    });
    expect(selectReviewedOrderRequest(store.getState())).toMatchObject({
      lines: [{ sku: skuOf(REGATA, 'M'), quantity: 1 }],
      expectedTotalCents: REGATA_TOTAL,
      cartVersion: readCart(MARIA.id).version,
    });
    expect(selectBagChange(store.getState())).toBeNull();
  });

  it('a bag changed elsewhere: says what changed and the new total, keeps what it showed, and places nothing', async () => {
    const store = await atReview();
    const shown = selectShownReview(store.getState());
    await dressAddedElsewhere(store);
    expect(selectShownReview(store.getState())).toEqual(shown);
    expect(selectBagChange(store.getState())).toMatchObject({
      changes: [{ label: productLabel(VESTIDO), size: 'M', from: 0, to: 1 }],
      fromCents: REGATA_TOTAL,
      now: { totalCents: BOTH_TOTAL },
    });
    expect(selectReviewedOrderRequest(store.getState())).toBeNull();
    await store.dispatch(placeOrder());
    expect(storedOrders()).toHaveLength(0);
    expect(selectPlacedOrderId(store.getState())).toBeNull();
  });

  it('confirmed: the bag of now is what it shows and sends, and the order is for it', async () => {
    const store = await atReview();
    await dressAddedElsewhere(store);
    expect(store.dispatch(confirmUpdatedBag())).toBe(true);
    expect(selectBagChange(store.getState())).toBeNull();
    expect(selectReviewedOrderRequest(store.getState())).toMatchObject({
      expectedTotalCents: BOTH_TOTAL,
      cartVersion: readCart(MARIA.id).version,
    });
    await store.dispatch(placeOrder());
    expect(storedOrders()).toHaveLength(1);
    expect(storedOrders()[0]).toMatchObject({ totalCents: BOTH_TOTAL });
  });

  it('says a line taken out and a quantity changed', async () => {
    const store = await atReview();
    await dressAddedElsewhere(store);
    store.dispatch(confirmUpdatedBag());
    store.dispatch(itemRemoved({ sku: skuOf(VESTIDO, 'M'), label: productLabel(VESTIDO) }));
    store.dispatch(quantityChanged({ sku: skuOf(REGATA, 'M'), quantity: 2 }));
    await figuresLoaded(store);
    expect(selectBagChange(store.getState())?.changes).toEqual([
      { label: productLabel(REGATA), size: 'M', from: 1, to: 2 },
      { label: productLabel(VESTIDO), size: 'M', from: 1, to: 0 },
    ]);
  });

  it('the same lines saved as a new version of the cart: nothing to say, and the order names that version', async () => {
    const store = await atReview();
    const before = readCart(MARIA.id).version;
    store.dispatch(itemAdded(cartItem(VESTIDO, 'M')));
    await cartSaved(store);
    store.dispatch(itemRemoved({ sku: skuOf(VESTIDO, 'M'), label: productLabel(VESTIDO) }));
    await cartSaved(store);
    expect(readCart(MARIA.id).version).toBe(before + 2);
    store.dispatch(keepReview());
    expect(selectBagChange(store.getState())).toBeNull();
    expect(selectReviewedOrderRequest(store.getState())?.cartVersion).toBe(before + 2);
    await store.dispatch(placeOrder());
    expect(storedOrders()).toHaveLength(1);
  });
});

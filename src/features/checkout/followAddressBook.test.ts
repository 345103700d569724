import { makeStore, type AppStore } from '../../app/store';
import { storedOrders } from '../../test/fakeBackend';
import { cartItem, REGATA } from '../../test/products';
import { ADDRESS, cartSaved, logIn } from '../../test/shopper';
import { addressesApi, saveAddress } from '../account';
import { itemAdded } from '../cart/cartSlice';
import { catalogApi } from '../products/catalogApi';
import { checkoutApi } from './checkoutApi';
import { selectFirstIncompleteStep, selectOrderQuoteRequest, selectPlacement } from './checkoutSelectors';
import { addressConfirmed, paymentChosen, shippingChosen } from './checkoutSlice';
import { selectCheckout, selectPendingKey } from './checkoutSlice';
import { followAddressBook } from './followAddressBook';
import { placeOrder } from './placeOrder';
import { keepReview } from './reviewFlows';

const EDITED = { ...ADDRESS, number: '1001' };
/** EDITED as the book keeps it (an empty complement is not kept). */
const { complement: _none, ...KEPT } = EDITED;

/** Maria at the review with ADDRESS chosen from her book at 'Entrega'; answers the store and the address's id. */
async function atReviewWithSavedAddress(): Promise<{ store: AppStore; id: string }> {
  const store = makeStore();
  logIn(store);
  const saved = await store.dispatch(saveAddress(ADDRESS));
  if (!saved.ok || !saved.savedId) throw new Error('not saved');
  store.dispatch(itemAdded(cartItem(REGATA, 'M')));
  store.dispatch(addressConfirmed(ADDRESS, saved.savedId));
  store.dispatch(shippingChosen({ id: 'economica' }));
  store.dispatch(paymentChosen({ method: 'pix' }));
  await store.dispatch(catalogApi.endpoints.getProducts.initiate());
  await store.dispatch(checkoutApi.endpoints.quoteShipping.initiate(selectOrderQuoteRequest(store.getState())!));
  await cartSaved(store);
  store.dispatch(keepReview());
  return { store, id: saved.savedId };
}

/** Another tab or device of Maria's changes her book. */
async function elsewhere(change: (other: AppStore) => Promise<unknown>) {
  const other = makeStore();
  logIn(other);
  await change(other);
}

describe('the checkout follows the address book', () => {
  it('keeps the id of the saved address chosen', async () => {
    const { store, id } = await atReviewWithSavedAddress();
    expect(store.getState().checkout!.addressId).toBe(id);
    expect(await store.dispatch(followAddressBook())).toBe(true); // unchanged: nothing to say
    expect(store.getState().checkout!.addressNotice).toBeNull();
  });

  it('edited elsewhere: the checkout takes the address as it is now (the form too), and says so', async () => {
    const { store, id } = await atReviewWithSavedAddress();
    await elsewhere((other) => other.dispatch(saveAddress(EDITED, id)));
    expect(await store.dispatch(followAddressBook())).toBe(false);
    const checkout = selectCheckout(store.getState());
    expect(checkout.address).toEqual(KEPT);
    expect(checkout.draft.number).toBe('1001');
    expect(checkout.addressId).toBe(id);
    expect(checkout.addressNotice).toBe('edited');
  });

  it('removed elsewhere: no address is confirmed, Entrega is next and says why', async () => {
    const { store, id } = await atReviewWithSavedAddress();
    await elsewhere((other) => other.dispatch(addressesApi.endpoints.removeAddress.initiate(id)));
    expect(await store.dispatch(followAddressBook())).toBe(false);
    const checkout = selectCheckout(store.getState());
    expect([checkout.address, checkout.addressId, checkout.draft]).toEqual([null, null, {}]);
    expect(checkout.addressNotice).toBe('removed');
    expect(selectFirstIncompleteStep(store.getState())).toBe('entrega');
  });

  it("'Finalizar pedido' after an edit elsewhere sends nothing; the next press ships to the address as it is now", async () => {
    const { store, id } = await atReviewWithSavedAddress();
    await elsewhere((other) => other.dispatch(saveAddress(EDITED, id)));
    await store.dispatch(placeOrder());
    expect(storedOrders()).toHaveLength(0);
    expect(selectPlacement(store.getState())).toEqual({ status: 'idle' });
    expect(selectPendingKey(store.getState())).toBeNull();
    await store.dispatch(placeOrder());
    expect(storedOrders()).toHaveLength(1);
    expect(storedOrders()[0]!.address).toMatchObject(KEPT);
  });
});

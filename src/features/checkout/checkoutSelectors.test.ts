import { selectCartSynced } from '../cart/cartSlice';
import { catalogApi } from '../catalog/catalogApi';
import { cartItem, REGATA } from '../../test/products';
import { ADDRESS, shopperWith } from '../../test/shopper';
import type { AppStore } from '../../app/store';
import { checkoutApi } from './checkoutApi';
import {
  selectFirstIncompleteStep,
  selectOrderQuoteRequest,
  selectOrderRequest,
  selectShownTotals,
  selectTotalsByMethod,
} from './checkoutSelectors';
import { addressConfirmed, paymentChosen, shippingChosen } from './checkoutSlice';

const REGATA_M = cartItem(REGATA, 'M');

/** What the review waits for: the catalogue's prices and the chosen address's shipping quote. */
async function loaded(store: AppStore) {
  await store.dispatch(catalogApi.endpoints.getProducts.initiate());
  const request = selectOrderQuoteRequest(store.getState());
  if (request) await store.dispatch(checkoutApi.endpoints.quoteShipping.initiate(request));
}

describe('checkout selectors', () => {
  it('the first step not done: entrega, then pagamento, then the review', () => {
    const store = shopperWith(REGATA_M);
    expect(selectFirstIncompleteStep(store.getState())).toBe('entrega');
    store.dispatch(addressConfirmed(ADDRESS));
    expect(selectFirstIncompleteStep(store.getState())).toBe('entrega'); // no shipping yet
    store.dispatch(shippingChosen({ id: 'economica' }));
    expect(selectFirstIncompleteStep(store.getState())).toBe('pagamento');
    store.dispatch(paymentChosen({ method: 'pix' }));
    expect(selectFirstIncompleteStep(store.getState())).toBe('revisao');
  });

  it('no totals, and no order to send, until the prices and the shipping have loaded', async () => {
    const store = shopperWith(REGATA_M);
    store.dispatch(addressConfirmed(ADDRESS));
    store.dispatch(shippingChosen({ id: 'economica' }));
    store.dispatch(paymentChosen({ method: 'pix' }));
    expect(selectTotalsByMethod(store.getState())).toBeNull();
    expect(selectOrderRequest(store.getState())).toBeNull();
    await loaded(store);
    // REGATA 89,90 + economy to SP 19,90; PIX takes 5% off the products only (4,49).
    expect(selectTotalsByMethod(store.getState())).toEqual({
      pix: { subtotalCents: 8990, shippingCents: 1990, discountCents: 449, totalCents: 10531 },
      card: { subtotalCents: 8990, shippingCents: 1990, discountCents: 0, totalCents: 10980 },
    });
    expect(selectShownTotals(store.getState())?.totalCents).toBe(10531);
  });

  it('the order sent: SKUs, address, shipping, the card token, the total shown and the cart’s version, never a price', async () => {
    const store = shopperWith(REGATA_M, REGATA_M);
    store.dispatch(addressConfirmed(ADDRESS));
    store.dispatch(shippingChosen({ id: 'expressa' }));
    store.dispatch(paymentChosen({ method: 'card', token: 'tok_1', last4: '1111', brand: 'visa', installments: 2 }));
    await loaded(store);
    expect(selectOrderRequest(store.getState())).toEqual({
      lines: [{ sku: REGATA_M.sku, quantity: 2 }],
      address: ADDRESS,
      shippingId: 'expressa',
      payment: { method: 'card', token: 'tok_1', installments: 2 },
      expectedTotalCents: 2 * 8990 + 3490,
      cartVersion: selectCartSynced(store.getState()).version,
    });
  });
});

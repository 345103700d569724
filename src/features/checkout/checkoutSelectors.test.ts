import { selectCartSynced } from '../cart/cartSlice';
import { catalogApi } from '../products/catalogApi';
import { cartItem, REGATA } from '../../test/products';
import { ADDRESS, shopperWith } from '../../test/shopper';
import { orderTotals, pixPriceCents } from '../../rules/totals';
import { shippingOptions } from '../../rules/shipping';
import { shippingCents } from '../../test/figures';
import type { AppStore } from '../../app/store';
import { checkoutApi } from './checkoutApi';
import {
  selectConfirmedAddress,
  selectFirstIncompleteStep,
  selectOrderQuoteRequest,
  selectPayment,
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

  it('takes what was stored as today’s rules take it: an optional field missing is fine, a broken one is not', () => {
    const store = shopperWith(REGATA_M);
    const { complement: _, ...withoutComplement } = ADDRESS;
    store.dispatch(addressConfirmed(withoutComplement as typeof ADDRESS));
    store.dispatch(shippingChosen({ id: 'economica' }));
    expect(selectConfirmedAddress(store.getState())).toEqual(withoutComplement);
    store.dispatch(
      paymentChosen({ method: 'card', token: 'tok_1', last4: '1111', brand: 'discover' as never, installments: 3 }),
    );
    expect(selectPayment(store.getState())).toBeNull();
    expect(selectFirstIncompleteStep(store.getState())).toBe('pagamento');
    store.dispatch(addressConfirmed({ ...ADDRESS, state: 'RJ' })); // a CEP of SP
    expect(selectConfirmedAddress(store.getState())).toBeNull();
    expect(selectFirstIncompleteStep(store.getState())).toBe('entrega');
  });

  it('no totals, and no order to send, until the prices and the shipping have loaded', async () => {
    const store = shopperWith(REGATA_M);
    store.dispatch(addressConfirmed(ADDRESS));
    store.dispatch(shippingChosen({ id: 'economica' }));
    store.dispatch(paymentChosen({ method: 'pix' }));
    expect(selectTotalsByMethod(store.getState())).toBeNull();
    expect(selectOrderRequest(store.getState())).toBeNull();
    await loaded(store);
    // REGATA + economy to SP, by the price rules; PIX takes its discount off the products only.
    const economy = shippingOptions('SP', REGATA.actualPriceCents)[0]!.priceCents;
    const totals = (method: 'pix' | 'card') =>
      orderTotals({ subtotalCents: REGATA.actualPriceCents, shippingCents: economy, method });
    expect(selectTotalsByMethod(store.getState())).toEqual({ pix: totals('pix'), card: totals('card') });
    expect(totals('pix').totalCents).toBe(pixPriceCents(REGATA.actualPriceCents) + economy);
    expect(selectShownTotals(store.getState())?.totalCents).toBe(totals('pix').totalCents);
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
      expectedTotalCents: 2 * REGATA.actualPriceCents + shippingCents('expressa', 2 * REGATA.actualPriceCents),
      cartVersion: selectCartSynced(store.getState()).version,
    });
  });
});

import type { CartLine } from '../../api/types';
import { makeStore } from '../../app/store';
import type { RootState } from '../../store/types';
import { cartItem, REGATA, VESTIDO } from '../../test/products';
import { catalogApi } from '../products/catalogApi';
import { itemAdded } from './cartSlice';
import { selectCartTotalCents, selectCartView } from './cartSelectors';
import { selectUnknownCartSkus } from './unknownLines';

const dressP = cartItem(VESTIDO, 'P'); // R$ 263,91
const tankM = cartItem(REGATA, 'M'); // R$ 89,90

async function storeWithCatalogue() {
  const store = makeStore();
  await store.dispatch(catalogApi.endpoints.getProducts.initiate());
  return store;
}

/** The same state with other cart lines (the running store's listener would drop unknown ones at once). */
const withLines = (state: RootState, lines: CartLine[]): RootState => ({ ...state, cart: { ...state.cart, lines } });

describe('cart selectors', () => {
  it('total the current prices to the cent, the Valor total', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(itemAdded(dressP));
    store.dispatch(itemAdded(dressP));
    store.dispatch(itemAdded(tankM));
    expect(selectCartTotalCents(store.getState())).toBe(2 * 26391 + 8990);
  });

  it('join each line with its product and line total', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(itemAdded(dressP));
    store.dispatch(itemAdded(dressP));
    const [view] = selectCartView(store.getState());
    expect(view).toMatchObject({
      sku: dressP.sku,
      size: 'P',
      quantity: 2,
      lineTotalCents: 52782,
      product: { name: 'VESTIDO MIDI FLORAL', color: 'VERDE' },
    });
  });

  it('leave unknown products out of the view and the total, and report their SKUs', async () => {
    const state = withLines((await storeWithCatalogue()).getState(), [
      { productId: tankM.productId, size: 'M', sku: tankM.sku, quantity: 1 },
      { productId: 'gone', size: 'M', sku: 'gone_M', quantity: 1 },
      { productId: tankM.productId, size: 'XG', sku: `${tankM.productId}_XG`, quantity: 1 },
    ]);
    expect(selectCartView(state).map((l) => l.sku)).toEqual([tankM.sku, `${tankM.productId}_XG`]);
    expect(selectUnknownCartSkus(state)).toEqual(['gone_M', `${tankM.productId}_XG`]);
  });

  it('report no unknown SKUs before the catalogue has loaded', () => {
    const state = withLines(makeStore().getState(), [{ productId: 'gone', size: 'M', sku: 'gone_M', quantity: 1 }]);
    expect(selectCartView(state)).toEqual([]);
    expect(selectUnknownCartSkus(state)).toEqual([]);
    expect(selectCartTotalCents(state)).toBe(0);
  });
});

import { makeStore } from '../../app/store';
import { BATA, BOLSA, CAMISA, REGATA, SAIA, TOP, VESTIDO, VESTIDO_AZUL, BLUSA, CASACO } from '../../test/products';
import { catalogApi } from '../catalog/catalogApi';
import { productPath } from '../catalog/productPath';
import { KEPT, otherTabViewed, productViewed, restored, selectRecentIds, SHOWN } from './recentSlice';
import { selectRecentlyViewed } from './recentSelectors';

const ten = [VESTIDO, VESTIDO_AZUL, REGATA, TOP, BATA, CAMISA, BOLSA, SAIA, BLUSA, CASACO].map((p) => p.id);
const view = (store: ReturnType<typeof makeStore>, ...ids: string[]) =>
  ids.forEach((productId) => store.dispatch(productViewed({ productId })));

describe('recent slice (issue 32: the last products this device opened)', () => {
  it('starts empty and puts each product viewed first', () => {
    const store = makeStore();
    expect(selectRecentIds(store.getState())).toEqual([]);
    view(store, VESTIDO.id, REGATA.id, TOP.id);
    expect(selectRecentIds(store.getState())).toEqual([TOP.id, REGATA.id, VESTIDO.id]);
  });

  it('keeps each product once: viewing one again moves it first', () => {
    const store = makeStore();
    view(store, VESTIDO.id, REGATA.id, TOP.id, VESTIDO.id, VESTIDO.id);
    expect(selectRecentIds(store.getState())).toEqual([VESTIDO.id, TOP.id, REGATA.id]);
  });

  it('keeps the newest KEPT: the eight a shelf shows and the product on screen', () => {
    expect(KEPT).toBe(SHOWN + 1);
    const store = makeStore();
    view(store, ...ten);
    expect(selectRecentIds(store.getState())).toEqual([...ten].reverse().slice(0, KEPT));
  });

  it('puts the list read back after what this tab viewed since it opened', () => {
    const store = makeStore();
    view(store, TOP.id);
    store.dispatch(restored({ productIds: [REGATA.id, TOP.id, VESTIDO.id] }));
    expect(selectRecentIds(store.getState())).toEqual([TOP.id, REGATA.id, VESTIDO.id]);
  });

  it("puts another tab's newer list first, then this tab's views it lacks, at most KEPT", () => {
    const store = makeStore();
    view(store, VESTIDO.id, REGATA.id);
    store.dispatch(otherTabViewed({ productIds: [BATA.id, VESTIDO.id] }));
    expect(selectRecentIds(store.getState())).toEqual([BATA.id, VESTIDO.id, REGATA.id]);
    store.dispatch(otherTabViewed({ productIds: ten }));
    expect(selectRecentIds(store.getState())).toEqual(ten.slice(0, KEPT));
  });
});

describe('selectRecentlyViewed', () => {
  async function storeWithCatalogue() {
    const store = makeStore();
    await store.dispatch(catalogApi.endpoints.getProducts.initiate());
    return store;
  }

  it('gives the products newest first, without the one on screen, with where each card leads', async () => {
    const store = await storeWithCatalogue();
    view(store, VESTIDO.id, REGATA.id, TOP.id);
    expect(selectRecentlyViewed(store.getState(), TOP.id)).toEqual([
      { product: REGATA, to: productPath(REGATA) },
      { product: VESTIDO, to: productPath(VESTIDO) },
    ]);
    expect(selectRecentlyViewed(store.getState()).map((item) => item.product)).toEqual([TOP, REGATA, VESTIDO]);
  });

  it('shows at most eight, and eight even when the product on screen is among the kept', async () => {
    const store = await storeWithCatalogue();
    view(store, ...ten);
    const newest = [...ten].reverse();
    expect(selectRecentlyViewed(store.getState()).map((item) => item.product.id)).toEqual(newest.slice(0, SHOWN));
    expect(selectRecentlyViewed(store.getState(), newest[0]).map((item) => item.product.id)).toEqual(
      newest.slice(1, SHOWN + 1),
    );
  });

  it('leaves out products the catalogue no longer has, and shows none before it arrives', async () => {
    const store = makeStore();
    view(store, VESTIDO.id, 'gone_000', REGATA.id);
    expect(selectRecentlyViewed(store.getState())).toEqual([]);
    await store.dispatch(catalogApi.endpoints.getProducts.initiate());
    expect(selectRecentlyViewed(store.getState()).map((item) => item.product)).toEqual([REGATA, VESTIDO]);
  });
});

import { makeStore } from '../../app/store';
import {
  BATA,
  BOLSA,
  CAMISA,
  REGATA,
  REGATA_VINHO,
  SAIA,
  SHORT,
  TOP,
  TSHIRT,
  VESTIDO,
  VESTIDO_AZUL,
  BLUSA,
  CASACO,
} from '../../test/products';
import { catalogApi } from '../products/catalogApi';
import { productPath } from '../products/productPath';
import { KEPT, otherTabViewed, productViewed, restored, selectRecentIds, SHOWN } from './recentSlice';
import { selectRecentlyViewed } from './recentSelectors';

/** Ten products, each in a style of its own. */
const ten = [VESTIDO, SHORT, REGATA, TOP, BATA, CAMISA, BOLSA, SAIA, BLUSA, CASACO].map((p) => p.id);
const view = (store: ReturnType<typeof makeStore>, ...ids: string[]) =>
  ids.forEach((productId) => store.dispatch(productViewed({ productId })));

describe('recent slice (the last products this device opened)', () => {
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

  it("keeps a product once whatever colour was viewed: a colour's view drops the other colours", () => {
    const store = makeStore();
    view(store, VESTIDO.id, REGATA.id);
    store.dispatch(productViewed({ productId: VESTIDO_AZUL.id, colourIds: [VESTIDO.id, VESTIDO_AZUL.id] }));
    expect(selectRecentIds(store.getState())).toEqual([VESTIDO_AZUL.id, REGATA.id]);
    store.dispatch(productViewed({ productId: REGATA_VINHO.id, colourIds: [REGATA.id, REGATA_VINHO.id] }));
    expect(selectRecentIds(store.getState())).toEqual([REGATA_VINHO.id, VESTIDO_AZUL.id]);
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
    expect(selectRecentlyViewed(store.getState(), TOP.style)).toEqual([
      { product: REGATA, to: productPath(REGATA), colourCount: 2 },
      { product: VESTIDO, to: productPath(VESTIDO), colourCount: 2 },
    ]);
    expect(selectRecentlyViewed(store.getState()).map((item) => item.product)).toEqual([TOP, REGATA, VESTIDO]);
  });

  it('shows at most eight, and eight even when the product on screen is among the kept', async () => {
    const store = await storeWithCatalogue();
    view(store, ...ten);
    const newest = [...ten].reverse();
    expect(selectRecentlyViewed(store.getState()).map((item) => item.product.id)).toEqual(newest.slice(0, SHOWN));
    const onScreen = [VESTIDO, SHORT, REGATA, TOP, BATA, CAMISA, BOLSA, SAIA, BLUSA, CASACO].find(
      (p) => p.id === newest[0],
    )!;
    expect(selectRecentlyViewed(store.getState(), onScreen.style).map((item) => item.product.id)).toEqual(
      newest.slice(1, SHOWN + 1),
    );
  });

  it('shows a product once, in the colour viewed last, and none of the colours of the one on screen', async () => {
    const store = await storeWithCatalogue();
    // Lists read back from two tabs can hold two colours of a product.
    store.dispatch(otherTabViewed({ productIds: [VESTIDO_AZUL.id, TSHIRT.id, VESTIDO.id, REGATA_VINHO.id] }));
    expect(selectRecentlyViewed(store.getState()).map((item) => item.product)).toEqual([
      VESTIDO_AZUL,
      TSHIRT,
      REGATA_VINHO,
    ]);
    expect(selectRecentlyViewed(store.getState(), VESTIDO.style).map((item) => item.product)).toEqual([
      TSHIRT,
      REGATA_VINHO,
    ]);
    expect(selectRecentlyViewed(store.getState()).map((item) => item.colourCount)).toEqual([2, 3, 2]);
  });

  it('leaves out products the catalogue no longer has, and shows none before it arrives', async () => {
    const store = makeStore();
    view(store, VESTIDO.id, 'gone_000', REGATA.id);
    expect(selectRecentlyViewed(store.getState())).toEqual([]);
    await store.dispatch(catalogApi.endpoints.getProducts.initiate());
    expect(selectRecentlyViewed(store.getState()).map((item) => item.product)).toEqual([REGATA, VESTIDO]);
  });
});

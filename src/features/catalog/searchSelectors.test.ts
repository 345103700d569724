import type { Product } from '../../api/types';
import { makeStore } from '../../app/store';
import { allProducts } from '../../test/fakeBackend';
import { menuToggled } from '../ui/uiSlice';
import { catalogApi } from '../products/catalogApi';
import { promoFilterToggled, searchChanged, sizeFilterChosen, sortChosen } from './catalogQuerySlice';
import { selectCatalogue, selectCatalogueLoaded } from '../products/catalogSelectors';
import {
  MAX_SUGGESTIONS,
  selectMenuProducts,
  selectSearchDestination,
  selectSizesInStock,
  selectSuggestions,
  selectVisibleProducts,
} from './searchSelectors';
import { SIZES } from './catalogQuery';
import * as sorting from './sorting';

async function storeWithCatalogue() {
  const store = makeStore();
  await store.dispatch(catalogApi.endpoints.getProducts.initiate());
  return store;
}

const prices = (products: readonly { actualPriceCents: number }[]) => products.map((p) => p.actualPriceCents);

describe('catalogue selectors', () => {
  it('give an empty catalogue until it has loaded', () => {
    const state = makeStore().getState();
    expect(selectCatalogueLoaded(state)).toBe(false);
    expect(selectCatalogue(state)).toEqual([]);
    expect(selectVisibleProducts(state)).toEqual([]);
  });

  it('show the whole catalogue in file order by default', async () => {
    const store = await storeWithCatalogue();
    expect(selectCatalogueLoaded(store.getState())).toBe(true);
    expect(selectVisibleProducts(store.getState())).toEqual(selectCatalogue(store.getState()));
    expect(selectVisibleProducts(store.getState())).toEqual(allProducts());
  });

  it('filter by the search box, accent-insensitively', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(searchChanged('calca'));
    expect(selectVisibleProducts(store.getState()).map((p) => p.name)).toEqual(['CALÇA PANTALONA', 'CALÇA JEANS RETA']);
  });

  it('sort by ascending and descending current price in integer cents', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(sortChosen('price-asc'));
    const ascending = prices(selectVisibleProducts(store.getState()));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending.at(-1)).toBe(129990); // R$ 1.299,90, which a text sort would put first

    store.dispatch(sortChosen('price-desc'));
    expect(prices(selectVisibleProducts(store.getState()))).toEqual([...ascending].reverse());
    // Equal prices (a style's colours) keep the file's order either way.
    const tshirts = (order: Product[]) => order.filter((p) => p.name === 'T-SHIRT BÁSICA').map((p) => p.color);
    store.dispatch(sortChosen('price-asc'));
    expect(tshirts(selectVisibleProducts(store.getState()))).toEqual(['CINZA MESCLA', 'BRANCO', 'TERRACOTA']);
    store.dispatch(sortChosen('price-desc'));
    expect(tshirts(selectVisibleProducts(store.getState()))).toEqual(['CINZA MESCLA', 'BRANCO', 'TERRACOTA']);
  });

  it('sort by name, with Óculos among the O names', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(sortChosen('name'));
    const names = selectVisibleProducts(store.getState()).map((p) => p.name);
    expect(names[0]).toBe('BATA BORDADA');
    expect(names.indexOf('ÓCULOS DE SOL GATINHO')).toBe(names.lastIndexOf('MACAQUINHO LISTRADO') + 1);
  });

  it('combine search and sort', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(searchChanged('vestido'));
    store.dispatch(sortChosen('price-asc'));
    expect(selectVisibleProducts(store.getState()).map((p) => p.color)).toEqual(['AZUL MARINHO', 'VERDE']);
  });

  it('return the same list for the same input, even after unrelated actions', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(sortChosen('name'));
    const first = selectVisibleProducts(store.getState());
    store.dispatch(menuToggled());
    expect(selectVisibleProducts(store.getState())).toBe(first);
    expect(selectMenuProducts(store.getState())).toBe(selectMenuProducts(store.getState()));
    store.dispatch(searchChanged('x'));
    expect(selectVisibleProducts(store.getState())).not.toBe(first);
  });

  it('list the menu alphabetically, ignoring the search and sort', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(searchChanged('vestido'));
    store.dispatch(sortChosen('price-desc'));
    const menu = selectMenuProducts(store.getState()).map((p) => `${p.name} - ${p.color}`);
    expect(menu).toHaveLength(allProducts().length);
    expect(menu.slice(0, 3)).toEqual([
      'BATA BORDADA - BRANCO',
      'BLAZER ALONGADO - PRETO',
      'BLUSA OMBRO A OMBRO - VERMELHO',
    ]);
    expect(menu.slice(-2)).toEqual(['VESTIDO MIDI FLORAL - AZUL MARINHO', 'VESTIDO MIDI FLORAL - VERDE']);
  });
});

describe('catalogue filters and suggestions', () => {
  it("'Só promoções' keeps only discounted products", async () => {
    const store = await storeWithCatalogue();
    store.dispatch(promoFilterToggled());
    const visible = selectVisibleProducts(store.getState());
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((p) => p.discountPercent > 0)).toBe(true);
    expect(visible).toHaveLength(selectCatalogue(store.getState()).filter((p) => p.discountPercent > 0).length);
  });

  it('the size filter keeps products with that size in stock, not merely listed', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(sizeFilterChosen('U'));
    // PULSEIRA DOURADA lists U too, but has none in stock.
    expect(selectVisibleProducts(store.getState()).map((p) => p.name)).toEqual([
      'BOLSA TRANSVERSAL',
      'ÓCULOS DE SOL GATINHO',
    ]);
  });

  it('filters combine with the search', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(searchChanged('calca'));
    store.dispatch(promoFilterToggled());
    expect(selectVisibleProducts(store.getState()).map((p) => p.name)).toEqual(['CALÇA JEANS RETA']);
  });

  it('offers the sizes in stock in the spec’s size order', async () => {
    const sizes = selectSizesInStock((await storeWithCatalogue()).getState());
    expect(sizes).toEqual(SIZES.filter((size) => sizes.includes(size)));
    expect(sizes).toEqual(expect.arrayContaining(['PP', 'M', '38', '44', 'U']));
  });

  it('suggests up to MAX_SUGGESTIONS matches while typing, none for blank text', async () => {
    const store = await storeWithCatalogue();
    expect(selectSuggestions(store.getState())).toEqual([]);
    store.dispatch(searchChanged('a'));
    expect(selectSuggestions(store.getState())).toHaveLength(MAX_SUGGESTIONS);
    store.dispatch(searchChanged('   '));
    expect(selectSuggestions(store.getState())).toEqual([]);
    store.dispatch(searchChanged('calca'));
    expect(selectSuggestions(store.getState()).map((p) => p.name)).toEqual(['CALÇA PANTALONA', 'CALÇA JEANS RETA']);
  });

  it("suggests the name holding the text as typed first: 'lã' offers CASACO DE LÃ before names with 'la'", async () => {
    const store = await storeWithCatalogue();
    store.dispatch(searchChanged('lã'));
    const names = selectSuggestions(store.getState()).map((p) => p.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names[0]).toBe('CASACO DE LÃ');
  });
});

describe('where Enter in the search box goes (selectSearchDestination)', () => {
  it.each([
    ['preto', '/product/TOP%20CROPPED?cor=preto'], // the grid's first
    ['saia rosa', '/product/SAIA%20PLISSADA?cor=rosa'],
    ['vestido midi floral verde', '/product/VESTIDO%20MIDI%20FLORAL?cor=verde'],
  ])("opens the grid's first product for %p, which no name contains", async (text, path) => {
    const store = await storeWithCatalogue();
    store.dispatch(searchChanged(text));
    expect(selectSearchDestination(store.getState())).toBe(path);
  });

  it('follows the grid order and filters', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(searchChanged('preto'));
    store.dispatch(sortChosen('price-desc'));
    expect(selectSearchDestination(store.getState())).toBe('/product/BLAZER%20ALONGADO?cor=preto');
  });

  it('keeps the product route when the text is part of a name (first name match)', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(searchChanged(' calça '));
    expect(selectSearchDestination(store.getState())).toBe('/product/cal%C3%A7a');
    store.dispatch(searchChanged('midi floral'));
    expect(selectSearchDestination(store.getState())).toBe('/product/midi%20floral');
  });

  it('keeps the typed text when nothing matches, and goes nowhere for blank text', async () => {
    const store = await storeWithCatalogue();
    store.dispatch(searchChanged('camiseta roxa'));
    expect(selectSearchDestination(store.getState())).toBe('/product/camiseta%20roxa');
    store.dispatch(searchChanged('   '));
    expect(selectSearchDestination(store.getState())).toBeNull();
  });
});

describe('sort orders', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sorts each order once per catalogue: going back to an order sorts nothing', async () => {
    const store = await storeWithCatalogue();
    const sort = jest.spyOn(sorting, 'sortProducts');
    for (const order of ['name', 'price-asc', 'name', 'price-asc', 'name'] as const) {
      store.dispatch(sortChosen(order));
      selectVisibleProducts(store.getState());
    }
    expect(sort).toHaveBeenCalledTimes(2);
  });
});

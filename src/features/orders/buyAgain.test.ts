import { waitFor } from '@testing-library/react';
import type { OrderLine, Product } from '../../api/types';
import { makeStore } from '../../app/store';
import { formatCents } from '../../lib/money';
import { lineLabel } from '../../lib/text';
import {
  allProducts,
  DEMO_USER,
  parseFailSetting,
  readCart,
  setFailureConfig,
  writeCart,
} from '../../test/fakeBackend';
import { BOLSA, cartLine, PULSEIRA, REGATA, skuOf, TOP, VESTIDO } from '../../test/products';
import { logIn } from '../../test/shopper';
import { selectCartLines } from '../cart/cartSlice';
import { buyAgain, linesToBuyAgain, unitsAdded } from './buyAgain';

/** A line of a past order: the product as it was sold, at `unitCents` each. */
function ordered(product: Product, size: string, quantity = 1, unitCents = product.actualPriceCents): OrderLine {
  const { id: productId, name, color, image } = product;
  return {
    sku: skuOf(product, size),
    productId,
    name,
    color,
    size,
    image,
    quantity,
    unitCents,
    lineCents: unitCents * quantity,
  };
}

/** The catalogue of today, with one product's changes. */
const today = (id: string, change: Partial<Product>) =>
  allProducts().map((product) => (product.id === id ? { ...product, ...change } : product));

afterEach(() => setFailureConfig());

describe('the lines of a past order against the catalogue of today', () => {
  it('takes every line, with the order’s quantities, when nothing changed', () => {
    const lines = [ordered(REGATA, 'M', 2), ordered(TOP, 'P')];
    expect(linesToBuyAgain(lines, allProducts())).toEqual({
      lines: [cartLine(REGATA, 'M', 2), cartLine(TOP, 'P')],
      changes: [],
    });
  });

  it('leaves out a size sold out and a product no longer on sale, naming each', () => {
    const soldOut = today(VESTIDO.id, {
      sizes: VESTIDO.sizes.map((s) => (s.size === 'M' ? { ...s, available: false } : s)),
    });
    const lines = [ordered(VESTIDO, 'M'), ordered(REGATA, 'M'), ordered(PULSEIRA, PULSEIRA.sizes[0]!.size)];
    expect(linesToBuyAgain(lines, soldOut)).toEqual({
      lines: [cartLine(REGATA, 'M')],
      changes: [
        `${lineLabel(VESTIDO, 'M')} esgotou e ficou de fora.`,
        `${lineLabel(PULSEIRA, PULSEIRA.sizes[0]!.size)} não está mais à venda e ficou de fora.`,
      ],
    });
  });

  it('leaves out a product the catalogue no longer has', () => {
    const gone = allProducts().filter((product) => product.id !== BOLSA.id);
    expect(linesToBuyAgain([ordered(BOLSA, 'U')], gone)).toEqual({
      lines: [],
      changes: [`${lineLabel(BOLSA, 'U')} não está mais à venda e ficou de fora.`],
    });
  });

  it('adds a line whose price changed, naming its new price and the order’s', () => {
    const dearer = REGATA.actualPriceCents + 1000;
    const lines = linesToBuyAgain([ordered(REGATA, 'M')], today(REGATA.id, { actualPriceCents: dearer }));
    expect(lines).toEqual({
      lines: [cartLine(REGATA, 'M')],
      changes: [
        `${lineLabel(REGATA, 'M')} agora custa ${formatCents(dearer)} (era ${formatCents(REGATA.actualPriceCents)}).`,
      ],
    });
  });
});

describe('buyAgain, through the cart’s versioned save', () => {
  /** Maria signed in on a device that has seen her server cart as it is now. */
  function device() {
    const store = makeStore();
    logIn(store, { cart: readCart(DEMO_USER.id) });
    return store;
  }

  it('merges with a line another device saved meanwhile: the server keeps both, never one over the other', async () => {
    const store = device();
    writeCart(DEMO_USER.id, [cartLine(BOLSA, 'U')]); // another device, one version on
    const outcome = await store.dispatch(buyAgain({ id: '100001', lines: [ordered(REGATA, 'M', 2)] }));
    expect(outcome).toEqual({ lines: [cartLine(REGATA, 'M', 2)], changes: [], units: 2 });
    await waitFor(() =>
      expect(readCart(DEMO_USER.id)).toEqual({ lines: [cartLine(BOLSA, 'U'), cartLine(REGATA, 'M', 2)], version: 2 }),
    );
    expect(selectCartLines(store.getState())).toEqual([cartLine(BOLSA, 'U'), cartLine(REGATA, 'M', 2)]);
  });

  it('puts nothing back when today’s catalogue cannot be had, and says why', async () => {
    const store = device();
    setFailureConfig({ fail: parseFailSetting('catalogue:offline') });
    const outcome = await store.dispatch(buyAgain({ id: '100001', lines: [ordered(REGATA, 'M')] }));
    expect(outcome).toEqual({ failed: 'offline' });
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(readCart(DEMO_USER.id).lines).toEqual([]);
  });
});

describe('buyAgain pressed twice', () => {
  it('counts only the units that came back: the second press brings none and adds no cart event', async () => {
    const store = makeStore();
    logIn(store, { cart: readCart(DEMO_USER.id) });
    const order = { id: '100001', lines: [ordered(REGATA, 'M', 2)] };
    expect(await store.dispatch(buyAgain(order))).toMatchObject({ units: 2 });
    const linesAfterFirst = selectCartLines(store.getState());
    expect(await store.dispatch(buyAgain(order))).toMatchObject({ units: 0, lines: [cartLine(REGATA, 'M', 2)] });
    expect(selectCartLines(store.getState())).toBe(linesAfterFirst);
  });

  it('counts the units beyond what the bag held of a line', () => {
    expect(unitsAdded([cartLine(REGATA, 'M', 3)], [cartLine(REGATA, 'M', 1)])).toBe(2);
    expect(unitsAdded([cartLine(REGATA, 'M', 1)], [cartLine(REGATA, 'M', 2)])).toBe(0);
    expect(unitsAdded([cartLine(BOLSA, 'U')], [])).toBe(1);
  });
});

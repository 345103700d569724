import type { Product, ProductWithColours } from '../../src/api/types';
import { STARTING_UNITS } from '../../src/rules/stock';
import { cartLine, REGATA, skuOf, VESTIDO } from '../../src/test/products';
import { pixPriceCents } from '../../src/rules/totals';
import { shippingCents } from '../../src/test/figures';
import { allProducts } from './catalogue';
import { readCart, writeCart } from './cartStore';
import * as orderStore from './checkout/orderStore';
import { respond } from '../server';
import { call, DEMO_TOKEN, DEMO_USER, pixOrder, sessionWith } from '../testFixtures';
import { SERVER_KEY_PREFIX, transaction } from './store';
import { putBack, reserveUnits, restock, setStartingUnits, setUnits, takeUnits, unitsOf, withUnits } from './stock';

// The fake backend's units per SKU, in the page's engine (the browser's localStorage).

const VESTIDO_M = skuOf(VESTIDO, 'M');
const VESTIDO_P = skuOf(VESTIDO, 'P');
/** Listed sold out by the catalogue itself. */
const VESTIDO_PP = skuOf(VESTIDO, 'PP');
const REGATA_M = skuOf(REGATA, 'M');

afterEach(() => {
  setStartingUnits(STARTING_UNITS);
  jest.restoreAllMocks();
});

describe('a SKU’s count', () => {
  it('starts at STARTING_UNITS for a size the catalogue lists as available, at 0 for one it lists as sold out', () => {
    expect(unitsOf(VESTIDO_M)).toBe(STARTING_UNITS);
    expect(unitsOf(VESTIDO_PP)).toBe(0);
    expect(unitsOf('NAO_EXISTE_M')).toBe(0);
  });

  it('starts at the configured number (API_STOCK_UNITS), a count that moved keeping its own', () => {
    takeUnits([{ sku: VESTIDO_P, quantity: 1 }]);
    setStartingUnits(3);
    expect(unitsOf(VESTIDO_M)).toBe(3);
    expect(unitsOf(VESTIDO_PP)).toBe(0);
    expect(unitsOf(VESTIDO_P)).toBe(STARTING_UNITS - 1);
    expect(() => setStartingUnits(-1)).toThrow(RangeError);
  });

  it('is kept in the records’ own table, a row per size whose count moved', () => {
    setUnits(VESTIDO_M, 2);
    expect(JSON.parse(localStorage.getItem(`${SERVER_KEY_PREFIX}stock`)!)).toEqual({
      [VESTIDO_M]: { sku: VESTIDO_M, units: 2 },
    });
    expect(unitsOf(VESTIDO_M)).toBe(2);
    expect(() => setUnits(VESTIDO_M, -1)).toThrow(RangeError);
    expect(() => setUnits(VESTIDO_M, 1.5)).toThrow(RangeError);
  });

  it('reads a junk row as the units the size starts with', () => {
    localStorage.setItem(`${SERVER_KEY_PREFIX}stock`, JSON.stringify({ [VESTIDO_M]: { sku: VESTIDO_M, units: -4 } }));
    expect(unitsOf(VESTIDO_M)).toBe(STARTING_UNITS);
  });
});

describe('taking, reserving and putting back units', () => {
  it('takes every line’s units, the same SKU’s lines added up', () => {
    expect(
      takeUnits([
        { sku: VESTIDO_M, quantity: 2 },
        { sku: REGATA_M, quantity: 1 },
        { sku: VESTIDO_M, quantity: 1 },
      ]),
    ).toEqual([]);
    expect(unitsOf(VESTIDO_M)).toBe(STARTING_UNITS - 3);
    expect(unitsOf(REGATA_M)).toBe(STARTING_UNITS - 1);
  });

  it('takes none when a line asks for more than is left, and names that line with what is left', () => {
    setUnits(VESTIDO_M, 1);
    const short = takeUnits([
      { sku: REGATA_M, quantity: 2 },
      { sku: VESTIDO_M, quantity: 2 },
      { sku: VESTIDO_PP, quantity: 1 },
    ]);
    expect(short).toEqual([
      { sku: VESTIDO_M, left: 1 },
      { sku: VESTIDO_PP, left: 0 },
    ]);
    expect([unitsOf(REGATA_M), unitsOf(VESTIDO_M), unitsOf(VESTIDO_PP)]).toEqual([STARTING_UNITS, 1, 0]);
  });

  it('takes the last unit, then no more', () => {
    setUnits(VESTIDO_M, 1);
    expect(takeUnits([{ sku: VESTIDO_M, quantity: 1 }])).toEqual([]);
    expect(unitsOf(VESTIDO_M)).toBe(0);
    expect(takeUnits([{ sku: VESTIDO_M, quantity: 1 }])).toEqual([{ sku: VESTIDO_M, left: 0 }]);
  });

  it('refuses a quantity that is not a whole number of units', () => {
    for (const quantity of [0, -1, 1.5, NaN]) {
      expect(() => takeUnits([{ sku: VESTIDO_M, quantity }])).toThrow(RangeError);
      expect(() => putBack([{ sku: VESTIDO_M, quantity }])).toThrow(RangeError);
    }
    expect(unitsOf(VESTIDO_M)).toBe(STARTING_UNITS);
  });

  it('reserves a unit of a size (an exchange’s new size) while one is left', () => {
    setUnits(VESTIDO_M, 1);
    expect(reserveUnits(VESTIDO_M)).toBe(true);
    expect(unitsOf(VESTIDO_M)).toBe(0);
    expect(reserveUnits(VESTIDO_M)).toBe(false);
    expect(reserveUnits(VESTIDO_PP)).toBe(false);
    expect(reserveUnits(REGATA_M, 2)).toBe(true);
    expect(unitsOf(REGATA_M)).toBe(STARTING_UNITS - 2);
  });

  it('puts units back (a cancelled order, a return sold again), a sold-out size on sale again', () => {
    setUnits(VESTIDO_M, 0);
    putBack([
      { sku: VESTIDO_M, quantity: 2 },
      { sku: REGATA_M, quantity: 1 },
    ]);
    expect(unitsOf(VESTIDO_M)).toBe(2);
    expect(unitsOf(REGATA_M)).toBe(STARTING_UNITS + 1);
  });

  it('restocks (Repor estoque): every size back to what it starts with, the catalogue’s sold-out sizes at 0', () => {
    takeUnits([{ sku: VESTIDO_M, quantity: 4 }]);
    setUnits(VESTIDO_PP, 3);
    setUnits(REGATA_M, 0);
    restock();
    expect([unitsOf(VESTIDO_M), unitsOf(VESTIDO_PP), unitsOf(REGATA_M)]).toEqual([STARTING_UNITS, 0, STARTING_UNITS]);
  });

  it('keeps no count a failed transaction moved', async () => {
    await expect(
      transaction(() => {
        takeUnits([{ sku: VESTIDO_M, quantity: 3 }]);
        putBack([{ sku: REGATA_M, quantity: 1 }]);
        expect(unitsOf(VESTIDO_M)).toBe(STARTING_UNITS - 3);
        throw new Error('the disk went away');
      }),
    ).rejects.toThrow('the disk went away');
    expect([unitsOf(VESTIDO_M), unitsOf(REGATA_M)]).toEqual([STARTING_UNITS, STARTING_UNITS]);
  });
});

describe('the served catalogue', () => {
  const sizesOf = (products: Product[], id: string) => products.find((p) => p.id === id)!.sizes;
  const served = () => call('GET', '/products').data as Product[];
  const catalogueSoldOut = (sku: string) => ({ ...VESTIDO.sizes.find((s) => s.sku === sku)!, available: false });

  it('shows a size at 0 units sold out, exactly as the catalogue shows its own sold-out sizes', () => {
    expect(sizesOf(served(), VESTIDO.id)).toEqual(VESTIDO.sizes);
    setUnits(VESTIDO_M, 0);
    const sizes = sizesOf(served(), VESTIDO.id);
    expect(sizes.find((s) => s.sku === VESTIDO_M)).toEqual(catalogueSoldOut(VESTIDO_M));
    expect(sizes.filter((s) => s.sku !== VESTIDO_M)).toEqual(VESTIDO.sizes.filter((s) => s.sku !== VESTIDO_M));
    // Every other product as the catalogue has it.
    expect(served().filter((p) => p.id !== VESTIDO.id)).toEqual(allProducts().filter((p) => p.id !== VESTIDO.id));
  });

  it('shows it on the product’s page too, and on sale again once restocked', () => {
    setUnits(VESTIDO_M, 0);
    const page = () =>
      call('GET', `/products/${encodeURIComponent(VESTIDO.name)}?cor=${VESTIDO.colorSlug}`).data as ProductWithColours;
    expect(page().sizes.find((s) => s.sku === VESTIDO_M)).toEqual(catalogueSoldOut(VESTIDO_M));
    restock();
    expect(page().sizes).toEqual(VESTIDO.sizes);
  });

  it('shows a size on sale while it has units, the catalogue’s sold-out ones too once restocked', () => {
    setUnits(VESTIDO_M, 1);
    setUnits(VESTIDO_PP, 2);
    const sizes = sizesOf(served(), VESTIDO.id);
    expect(sizes.find((s) => s.sku === VESTIDO_M)).toMatchObject({ available: true });
    expect(sizes.find((s) => s.sku === VESTIDO_PP)).toMatchObject({ available: true });
  });

  it('keeps the run-time soldOut switch: a size it sells out stays sold out whatever its units', () => {
    setUnits(VESTIDO_M, 5);
    const runtime = { catalogue: { prices: {}, soldOut: [VESTIDO_M] } };
    const sizes = sizesOf(call('GET', '/products', { runtime }).data as Product[], VESTIDO.id);
    expect(sizes.find((s) => s.sku === VESTIDO_M)).toEqual(catalogueSoldOut(VESTIDO_M));
  });

  it('leaves products whose counts never moved as the catalogue’s own objects', () => {
    const products = [VESTIDO, REGATA];
    expect(withUnits(products)).toBe(products);
    setUnits(VESTIDO_M, 0);
    const counted = withUnits(products);
    expect(counted[1]).toBe(REGATA);
    expect(counted[0]).not.toBe(VESTIDO);
    expect(VESTIDO.sizes.find((s) => s.sku === VESTIDO_M)).toMatchObject({ available: true });
  });
});

describe('an order takes its units in its own transaction (mocks/server.ts)', () => {
  beforeEach(() => sessionWith(DEMO_TOKEN, DEMO_USER.id));

  it('takes none when the order fails after taking them (nothing of it is kept)', async () => {
    writeCart(DEMO_USER.id, [cartLine(REGATA, 'M', 2)]);
    const subtotalCents = 2 * REGATA.actualPriceCents;
    const wire = {
      method: 'POST',
      path: '/orders',
      query: {},
      headers: { authorization: `Bearer ${DEMO_TOKEN}`, 'idempotency-key': 'stock-order-1' },
      body: pixOrder({
        lines: [{ sku: REGATA_M, quantity: 2 }],
        expectedTotalCents: pixPriceCents(subtotalCents) + shippingCents('economica', subtotalCents),
      }),
    };
    jest.spyOn(orderStore, 'saveLastAddress').mockImplementation(() => {
      throw new Error('the disk went away');
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await respond(wire, new AbortController().signal, performance.now(), {})).toMatchObject({
      error: { status: 500 },
    });
    expect(orderStore.storedOrders()).toEqual([]);
    expect(unitsOf(REGATA_M)).toBe(STARTING_UNITS);

    jest.mocked(orderStore.saveLastAddress).mockRestore();
    expect(await respond(wire, new AbortController().signal, performance.now(), {})).toMatchObject({ status: 201 });
    expect(unitsOf(REGATA_M)).toBe(STARTING_UNITS - 2);
    expect(readCart(DEMO_USER.id).lines).toEqual([]);
  });
});

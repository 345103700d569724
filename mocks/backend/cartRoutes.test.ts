import { BAD_CARTS, GOOD_LINE, OTHER_LINE } from './badCarts';
import { CART_STORE_KEY, readCart, resetCartStore, writeCart } from './cartStore';
import { call, callLater } from '../testFixtures';
import type { RuntimeSettings } from '../devtools/switches';
import { DEMO_USER } from '../demoLogin';
import { cartLine, VESTIDO } from '../../src/test/products';
import { setUnits } from './stock';

// Versioned writes and carts checked line by line.

const put = (lines: unknown, version?: number | string, runtime?: RuntimeSettings) =>
  call('PUT', '/cart', {
    body: { lines },
    headers: version === undefined ? {} : { 'if-match': typeof version === 'number' ? `"${version}"` : version },
    runtime,
  });

describe('GET /cart, login and session: the cart with its version', () => {
  it('gives version 0 and no lines for a cart never saved', () => {
    expect(call('GET', '/cart')).toEqual({ status: 200, data: { lines: [], version: 0 } });
  });

  it('carries the lines and version in the login and session payloads', async () => {
    writeCart(DEMO_USER.id, [GOOD_LINE]);
    const cart = { lines: [GOOD_LINE], version: 1 };
    expect(call('GET', '/cart').data).toEqual(cart);
    expect(call('GET', '/session').data).toMatchObject({ cart });
    const login = await callLater('POST', '/login', {
      token: null,
      body: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(login.data).toMatchObject({ cart });
  });

  it('reads a cart stored in the older format (a list of lines) as version 0', () => {
    resetCartStore();
    localStorage.setItem(CART_STORE_KEY, JSON.stringify({ [DEMO_USER.id]: [GOOD_LINE], other: [] }));
    expect(readCart(DEMO_USER.id)).toEqual({ lines: [GOOD_LINE], version: 0 });
    expect(put([], 0).data).toEqual({ lines: [], version: 1 });
  });

  it.each(['not json', '[1,2]', '{"1":"oops"}', '{"1":{"lines":[],"version":-1}}'])(
    'serves an empty cart when the stored carts are %p',
    (raw) => {
      resetCartStore();
      localStorage.setItem(CART_STORE_KEY, raw);
      expect(call('GET', '/cart').data).toEqual({ lines: [], version: 0 });
    },
  );
});

describe('PUT /cart with If-Match', () => {
  it('saves when If-Match names the stored version, and answers the next version', () => {
    expect(put([GOOD_LINE], 0)).toEqual({ status: 200, data: { lines: [GOOD_LINE], version: 1 } });
    expect(put([GOOD_LINE, OTHER_LINE], 1)).toEqual({
      status: 200,
      data: { lines: [GOOD_LINE, OTHER_LINE], version: 2 },
    });
    expect(JSON.parse(localStorage.getItem(CART_STORE_KEY)!)).toEqual({
      [DEMO_USER.id]: { lines: [GOOD_LINE, OTHER_LINE], version: 2 },
    });
  });

  it('answers 412 with the server’s copy to a stale version, and stores nothing', () => {
    put([GOOD_LINE], 0);
    expect(put([OTHER_LINE], 0)).toEqual({
      status: 412,
      data: { message: 'Sua sacola mudou em outro aparelho.', lines: [GOOD_LINE], version: 1 },
    });
    expect(put([OTHER_LINE], 7).status).toBe(412);
    expect(readCart(DEMO_USER.id)).toEqual({ lines: [GOOD_LINE], version: 1 });
  });

  it('keeps only the contract’s fields of each line: nothing else is stored or answered', () => {
    const sent = [
      { ...GOOD_LINE, priceCents: 1, note: '<img src=x onerror=alert(1)>' },
      { ...OTHER_LINE, id: 7 },
    ];
    expect(put(sent, 0)).toEqual({ status: 200, data: { lines: [GOOD_LINE, OTHER_LINE], version: 1 } });
    expect(readCart(DEMO_USER.id).lines).toEqual([GOOD_LINE, OTHER_LINE]);
    expect(Object.keys(readCart(DEMO_USER.id).lines[0]!).sort()).toEqual(['productId', 'quantity', 'size', 'sku']);
  });

  it('answers 428 without If-Match, 400 to one that is not a quoted version, and stores nothing', () => {
    expect(put([GOOD_LINE])).toEqual({ status: 428, data: { message: expect.stringContaining('If-Match') } });
    for (const header of ['0', '*', 'W/"0"', '"-1"', '"1.5"', '"abc"'])
      expect(put([GOOD_LINE], header).status).toBe(400);
    expect(readCart(DEMO_USER.id)).toEqual({ lines: [], version: 0 });
  });

  it('answers 401 without a valid token, and 400 to a body without a list of lines', () => {
    expect(call('GET', '/cart', { token: null }).status).toBe(401);
    expect(call('PUT', '/cart', { token: null, body: { lines: [] }, headers: { 'if-match': '"0"' } }).status).toBe(401);
    for (const body of [null, [], { lines: 'x' }, { items: [GOOD_LINE] }]) {
      expect(call('PUT', '/cart', { body, headers: { 'if-match': '"0"' } }).status).toBe(400);
    }
  });
});

describe('PUT /cart checks every line as the shop does', () => {
  it.each(BAD_CARTS)('refuses %s with 422 naming the line, and stores nothing', (_what, lines, message) => {
    writeCart(DEMO_USER.id, [OTHER_LINE]);
    expect(put(lines, 1)).toEqual({ status: 422, data: { message, line: expect.any(Number) } });
    expect(readCart(DEMO_USER.id)).toEqual({ lines: [OTHER_LINE], version: 1 });
  });

  it('says which line it refused (1 for the first), for the shop to find it', () => {
    const soldOut = cartLine(VESTIDO, 'PP');
    expect(put([GOOD_LINE, OTHER_LINE, soldOut], 0).data).toMatchObject({ line: 3 });
  });

  it('refuses a size sold out since it was added (the catalogue the server serves now)', () => {
    expect(put([GOOD_LINE], 0).status).toBe(200);
    const runtime = { catalogue: { prices: {}, soldOut: [GOOD_LINE.sku] } };
    expect(put([GOOD_LINE, OTHER_LINE], 1, runtime)).toEqual({
      status: 422,
      data: { message: 'Linha 1 da sacola: REGATA CANELADA - OFF WHITE (M) esgotou.', line: 1 },
    });
  });

  it('accepts quantities 1 and 10 and an empty cart', () => {
    expect(
      put(
        [
          { ...GOOD_LINE, quantity: 10 },
          { ...OTHER_LINE, quantity: 1 },
        ],
        0,
      ).status,
    ).toBe(200);
    expect(put([], 1)).toEqual({ status: 200, data: { lines: [], version: 2 } });
  });
});

describe('PUT /cart and the units left (stock.ts)', () => {
  it('refuses a quantity beyond the units left, saying how many are left, and stores nothing', () => {
    setUnits(GOOD_LINE.sku, 1);
    expect(put([OTHER_LINE, { ...GOOD_LINE, quantity: 2 }], 0)).toEqual({
      status: 422,
      data: { message: 'Linha 2 da sacola: REGATA CANELADA - OFF WHITE (M) tem só 1 unidade em estoque.', line: 2 },
    });
    expect(readCart(DEMO_USER.id)).toEqual({ lines: [], version: 0 });
    expect(put([OTHER_LINE, { ...GOOD_LINE, quantity: 1 }], 0).status).toBe(200);
    setUnits(GOOD_LINE.sku, 3);
    expect(put([{ ...GOOD_LINE, quantity: 3 }], 1).status).toBe(200);
  });

  it('refuses a size whose units are gone as it refuses one the catalogue sold out', () => {
    expect(put([GOOD_LINE], 0).status).toBe(200);
    setUnits(GOOD_LINE.sku, 0);
    expect(put([GOOD_LINE], 1)).toEqual({
      status: 422,
      data: { message: 'Linha 1 da sacola: REGATA CANELADA - OFF WHITE (M) esgotou.', line: 1 },
    });
  });
});

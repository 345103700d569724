/**
 * @jest-environment node
 */
import { BAD_CARTS, GOOD_LINE, OTHER_LINE } from '../backend/badCarts';
import { readCart } from '../backend/cartStore';
import { DEMO_TOKEN, DEMO_USER, sessionWith } from '../testFixtures';
import { apiForTests } from './testApi';

// PUT /cart over HTTP, as a browser on another origin sends it.

const api = apiForTests();

// The demo shopper's session, live again after each test's fresh disk.
beforeEach(() => sessionWith(DEMO_TOKEN, DEMO_USER.id));

const put = (lines: unknown, ifMatch?: string) =>
  api.request('PUT', '/cart', {
    secret: DEMO_TOKEN,
    body: { lines },
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });

/** The version stored now, read as the shop reads it. */
async function version(): Promise<number> {
  return ((await api.request('GET', '/cart', { secret: DEMO_TOKEN })).body as { version: number }).version;
}

it('lets a page on another origin send If-Match (CORS preflight)', async () => {
  const response = await api.request('OPTIONS', '/cart', {
    headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-headers': 'authorization,if-match' },
  });
  expect(response.headers.get('access-control-allow-headers')!.split(', ')).toContain('if-match');
});

it('saves with the stored version, answers 412 with the server’s copy to a stale one, 428 without one', async () => {
  const start = await version();
  expect(await put([GOOD_LINE], `"${start}"`)).toEqual({
    status: 200,
    body: { lines: [GOOD_LINE], version: start + 1 },
  });
  expect(await put([OTHER_LINE], `"${start}"`)).toEqual({
    status: 412,
    body: { message: 'Sua sacola mudou em outro aparelho.', lines: [GOOD_LINE], version: start + 1 },
  });
  expect(await put([OTHER_LINE])).toMatchObject({ status: 428, body: { message: expect.any(String) } });
  expect(readCart(DEMO_USER.id)).toEqual({ lines: [GOOD_LINE], version: start + 1 });
});

it.each(BAD_CARTS)('refuses %s with 422 naming the line, and stores nothing', async (_what, lines, message) => {
  const stored = readCart(DEMO_USER.id);
  expect(await put(lines, `"${stored.version}"`)).toEqual({ status: 422, body: { message, line: expect.any(Number) } });
  expect(readCart(DEMO_USER.id)).toEqual(stored);
});

it('stores and answers only the contract’s fields of each line (sku, productId, size, quantity)', async () => {
  const start = await version();
  const sent = [{ ...GOOD_LINE, priceCents: 1, note: '<img src=x onerror=alert(1)>' }];
  const saved = await put(sent, `"${start}"`);
  expect(saved).toEqual({ status: 200, body: { lines: [GOOD_LINE], version: start + 1 } });
  const read = await api.request('GET', '/cart', { secret: DEMO_TOKEN });
  expect(read.body).toEqual({ lines: [GOOD_LINE], version: start + 1 });
  expect(readCart(DEMO_USER.id).lines).toEqual([GOOD_LINE]);
});

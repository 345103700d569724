/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import { BAD_CARTS, GOOD_LINE, OTHER_LINE } from '../backend/badCarts';
import { readCart } from '../backend/cartStore';
import { createApiServer } from './httpServer';
import { DEMO_TOKEN, DEMO_USER, sessionWith } from '../testFixtures';

// PUT /cart over HTTP, as a browser on another origin sends it.

const server = createApiServer();
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const headers = { 'content-type': 'application/json', authorization: `Bearer ${DEMO_TOKEN}` };
// The demo shopper's session, live again after each test's fresh disk.
beforeEach(() => sessionWith(DEMO_TOKEN, DEMO_USER.id));

async function put(lines: unknown, ifMatch?: string) {
  const response = await fetch(`${base}/cart`, {
    method: 'PUT',
    headers: ifMatch === undefined ? headers : { ...headers, 'if-match': ifMatch },
    body: JSON.stringify({ lines }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The version stored now, read as the shop reads it. */
async function version(): Promise<number> {
  const response = await fetch(`${base}/cart`, { headers });
  return ((await response.json()) as { version: number }).version;
}

it('lets a page on another origin send If-Match (CORS preflight)', async () => {
  const response = await fetch(`${base}/cart`, {
    method: 'OPTIONS',
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
  const read = await fetch(`${base}/cart`, { headers });
  expect(await read.json()).toEqual({ lines: [GOOD_LINE], version: start + 1 });
  expect(readCart(DEMO_USER.id).lines).toEqual([GOOD_LINE]);
});

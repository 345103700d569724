/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, RepricedOrder } from '../../src/api/types';
import { pixPriceCents } from '../../src/rules/totals';
import { shippingCents } from '../../src/test/figures';
import { skuOf, VESTIDO } from '../../src/test/products';
import { storedOrders } from '../backend/checkout/orderStore';
import { putBack, setUnits, unitsOf } from '../backend/stock';
import { keepRecordsIn } from '../backend/store';
import { ADDRESS, CARD, DEMO_TOKEN, DEMO_USER, otherShopper, sessionWith } from '../testFixtures';
import { createApiServer } from './httpServer';
import { openSqliteStore, type SqliteStore } from './sqliteStore';

// Two shoppers racing over HTTP for the last unit of a size, as two browsers would: both pressed
// 'Finalizar pedido' at once, each from a review that showed the size on sale.

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

const SKU = skuOf(VESTIDO, 'M');
const PRICE = VESTIDO.actualPriceCents;

async function post(path: string, secret: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** An order of the vestido M, with the total its review showed; by card with `token`, else by PIX. */
const orderOf = (token?: string) => ({
  lines: [{ sku: SKU, quantity: 1 }],
  address: ADDRESS,
  shippingId: 'economica',
  payment: token ? { method: 'card', token, installments: 1 } : { method: 'pix' },
  expectedTotalCents: (token ? PRICE : pixPriceCents(PRICE)) + shippingCents('economica', PRICE),
  cartVersion: 0, // each shopper's server cart, never saved
});

describe.each([
  ['in memory (API_DATA_DIR empty, as the browser tests run it)', false],
  ['in SQLite', true],
])('the last unit, over HTTP, records %s', (_where, sqlite) => {
  let folder = '';
  let store: SqliteStore | null = null;

  beforeEach(() => {
    if (sqlite) {
      folder = mkdtempSync(join(tmpdir(), 'vitrine-stock-'));
      store = openSqliteStore(folder);
      keepRecordsIn(store.engine);
    }
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
  });
  afterEach(() => {
    keepRecordsIn(null);
    store?.close();
    store = null;
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = '';
  });

  it('one order wins; the other is refused naming the line, with nothing charged', async () => {
    const joana = otherShopper();
    const card = await post('/card-tokens', joana.token, CARD);
    expect(card.status).toBe(201);
    const { token } = card.body as { token: string };
    setUnits(SKU, 1);

    const shoppers = [
      { userId: DEMO_USER.id, secret: DEMO_TOKEN, body: orderOf() },
      { userId: joana.user.id, secret: joana.token, body: orderOf(token) },
    ];
    const answers = await Promise.all(
      shoppers.map(({ secret, body }, n) => post('/orders', secret, body, { 'idempotency-key': `last-unit-${n}` })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const won = answers.findIndex((answer) => answer.status === 201);
    const [winner, loser] = [shoppers[won]!, shoppers[1 - won]!];
    expect((answers[won]!.body as Order).lines).toMatchObject([{ sku: SKU, quantity: 1 }]);
    expect(answers[1 - won]!.body as RepricedOrder).toMatchObject({
      subtotalCents: 0,
      lines: [{ sku: SKU, available: false }],
      changes: expect.arrayContaining(['VESTIDO MIDI FLORAL - VERDE (M) esgotou.']),
    });
    // One order, the winner's; the unit gone with it.
    expect(storedOrders().map((order) => order.userId)).toEqual([winner.userId]);
    expect(unitsOf(SKU)).toBe(0);
    const served = await (await fetch(`${base}/products`)).json();
    const sizes = (served as (typeof VESTIDO)[]).find((product) => product.id === VESTIDO.id)!.sizes;
    expect(sizes.find((size) => size.sku === SKU)).toMatchObject({ available: false });

    // Nothing was charged to the other: no order, no PIX; a card token still unspent pays once the size is back.
    putBack([{ sku: SKU, quantity: 1 }]);
    const again = await post('/orders', loser.secret, loser.body, { 'idempotency-key': 'last-unit-again' });
    expect(again.status).toBe(201);
    expect(storedOrders(loser.userId)).toHaveLength(1);
  });
});

/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CouponRefused, Order } from '../../src/api/types';
import { COUPON_MESSAGES, DEMO_COUPONS, orderFigures, pricedLine } from '../../src/rules/coupons';
import { shippingCents } from '../../src/test/figures';
import { REGATA, skuOf } from '../../src/test/products';
import { couponUses } from '../backend/checkout/couponStore';
import { storedOrders } from '../backend/checkout/orderStore';
import { keepRecordsIn } from '../backend/store';
import { ADDRESS, DEMO_TOKEN, DEMO_USER, sessionWith } from '../testFixtures';
import { createApiServer } from './httpServer';
import { openSqliteStore, type SqliteStore } from './sqliteStore';

// One shopper on two devices (two sessions of one account), both pressing 'Finalizar pedido' at
// once with the once-per-shopper welcome code: one order takes it, the other is refused.

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

const PHONE = 'phone-session-secret-of-the-tests-000000000';

async function post(path: string, secret: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const WELCOME = DEMO_COUPONS.find((coupon) => coupon.code === 'BEMVINDA10')!;
const LINES = [{ sku: skuOf(REGATA, 'M'), quantity: 1 }];
const figures = orderFigures({ lines: [pricedLine(REGATA, 1)], coupon: WELCOME, shipping: null, method: 'pix' });
const order = {
  lines: LINES,
  address: ADDRESS,
  shippingId: 'economica',
  payment: { method: 'pix' },
  expectedTotalCents: figures.totalCents + shippingCents('economica', figures.productsCents),
  cartVersion: 0, // the shopper's server cart, never saved
  couponCode: 'bemvinda10',
};

describe.each([
  ['in memory (API_DATA_DIR empty, as the browser tests run it)', false],
  ['in SQLite', true],
])('a once-per-shopper coupon on two devices at once, records %s', (_where, sqlite) => {
  let folder = '';
  let store: SqliteStore | null = null;

  beforeEach(() => {
    if (sqlite) {
      folder = mkdtempSync(join(tmpdir(), 'vitrine-coupon-'));
      store = openSqliteStore(folder);
      keepRecordsIn(store.engine);
    }
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    sessionWith(PHONE, DEMO_USER.id);
  });
  afterEach(() => {
    keepRecordsIn(null);
    store?.close();
    store = null;
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = '';
  });

  it('is accepted once: one order with it, the other refused with its message and nothing charged', async () => {
    // Both devices applied it while no order had used it.
    for (const secret of [DEMO_TOKEN, PHONE]) {
      expect((await post('/cart/coupon', secret, { code: 'BEMVINDA10', lines: LINES })).status).toBe(200);
    }
    const answers = await Promise.all(
      [DEMO_TOKEN, PHONE].map((secret, n) => post('/orders', secret, order, { 'idempotency-key': `coupon-race-${n}` })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const won = answers.find((answer) => answer.status === 201)!.body as Order;
    const lost = answers.find((answer) => answer.status === 422)!.body as CouponRefused;
    expect(won).toMatchObject({ couponCode: 'BEMVINDA10', couponCents: figures.couponCents });
    expect(lost).toEqual({
      message: COUPON_MESSAGES.firstPurchaseOnly,
      code: 'COUPON_REFUSED',
      reason: 'firstPurchaseOnly',
    });
    expect(storedOrders(DEMO_USER.id)).toHaveLength(1);
    expect(couponUses('BEMVINDA10')).toBe(1);
  });
});

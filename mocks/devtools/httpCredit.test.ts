/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, RepricedOrder, StoreCredits } from '../../src/api/types';
import { creditChangedText } from '../../src/rules/storeCredit';
import { readCart } from '../backend/cartStore';
import { storedOrders } from '../backend/checkout/orderStore';
import { creditsOf, creditSpentOn, issueCredit } from '../backend/credits';
import { keepRecordsIn } from '../backend/store';
import { DEMO_TOKEN, DEMO_USER, pixOrder, PIX_TOTAL, sessionWith } from '../testFixtures';
import { createApiServer } from './httpServer';
import { openSqliteStore, type SqliteStore } from './sqliteStore';

// One shopper, two devices, one vale-troca: both pressed 'Finalizar pedido' at once, each from a
// review that showed the same credit paying part of the order. The credit is spent once.

const server = createApiServer();
let base = '';
const PHONE = 'b'.repeat(43);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function send(method: string, path: string, secret: string, body?: unknown, key?: string) {
  const response = await fetch(base + path, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${secret}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const CREDIT = 4000;
const spent = () => storedOrders().reduce((sum, order) => sum + creditSpentOn(order.id), 0);

describe.each([
  ['in memory (API_DATA_DIR empty, as the browser tests run it)', false],
  ['in SQLite', true],
])('one vale-troca, two devices, over HTTP, records %s', (_where, sqlite) => {
  let folder = '';
  let store: SqliteStore | null = null;

  beforeEach(() => {
    if (sqlite) {
      folder = mkdtempSync(join(tmpdir(), 'vitrine-credit-'));
      store = openSqliteStore(folder);
      keepRecordsIn(store.engine);
    }
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    sessionWith(PHONE, DEMO_USER.id);
    issueCredit(DEMO_USER.id, CREDIT, { kind: 'dev' }, Date.now());
  });
  afterEach(() => {
    keepRecordsIn(null);
    store?.close();
    store = null;
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = '';
  });

  it('pressed at once on both: one order, the credit spent once', async () => {
    const body = pixOrder({ creditCents: CREDIT });
    const answers = await Promise.all(
      [DEMO_TOKEN, PHONE].map((secret, n) => send('POST', '/orders', secret, body, `same-credit-${n}`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(storedOrders()).toHaveLength(1);
    expect(spent()).toBe(CREDIT);
    expect(creditsOf(DEMO_USER.id)[0]).toMatchObject({ balanceCents: 0 });
    const credits = await send('GET', '/account/credits', PHONE);
    expect(credits.body as StoreCredits).toMatchObject({ balanceCents: 0 });
  });

  it('the second device’s review, its credit already spent, is a 409 naming it; nothing spent twice', async () => {
    const first = await send('POST', '/orders', DEMO_TOKEN, pixOrder({ creditCents: CREDIT }), 'credit-first');
    expect(first.status).toBe(201);
    expect((first.body as Order).creditCents).toBe(CREDIT);
    // The phone's review still shows the credit, on the cart as it is now.
    const stale = pixOrder({ creditCents: CREDIT, cartVersion: readCart(DEMO_USER.id).version });
    const second = await send('POST', '/orders', PHONE, stale, 'credit-second');
    expect(second.status).toBe(409);
    expect(second.body as RepricedOrder).toMatchObject({
      totalCents: PIX_TOTAL,
      creditCents: 0,
      changes: [creditChangedText(CREDIT, 0)],
    });
    // The same press again (the same key) gives the same answer, and spends nothing.
    expect((await send('POST', '/orders', PHONE, stale, 'credit-second')).status).toBe(409);
    expect(storedOrders()).toHaveLength(1);
    expect(spent()).toBe(CREDIT);
  });
});

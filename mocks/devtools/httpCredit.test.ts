/**
 * @jest-environment node
 */
import type { Order, RepricedOrder, StoreCredits } from '../../src/api/types';
import { creditChangedText } from '../../src/rules/storeCredit';
import { readCart } from '../backend/cartStore';
import { storedOrders } from '../backend/checkout/orderStore';
import { creditsOf, creditSpentOn, issueCredit } from '../backend/credits';
import { DEMO_TOKEN, DEMO_USER, pixOrder, PIX_TOTAL, sessionWith } from '../testFixtures';
import { apiForTests, RECORDS_KEPT, recordsForEachTest } from './testApi';

// One shopper, two devices, one vale-troca: both pressed 'Finalizar pedido' at once, each from a
// review that showed the same credit paying part of the order. The credit is spent once.

const api = apiForTests();
const PHONE = 'b'.repeat(43);

const send = (method: string, path: string, secret: string, body?: unknown, key?: string) =>
  api.request(method, path, { secret, body, headers: key ? { 'idempotency-key': key } : {} });

const CREDIT = 4000;
const spent = () => storedOrders().reduce((sum, order) => sum + creditSpentOn(order.id), 0);

describe.each(RECORDS_KEPT)('one vale-troca, two devices, over HTTP, records %s', (_where, sqlite) => {
  recordsForEachTest(sqlite);

  beforeEach(() => {
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    sessionWith(PHONE, DEMO_USER.id);
    issueCredit(DEMO_USER.id, CREDIT, { kind: 'dev' }, Date.now());
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

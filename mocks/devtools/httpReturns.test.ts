/**
 * @jest-environment node
 */
import type { OrderReturns, ReturnRequest } from '../../src/api/types';
import { AFTER_PURCHASE_REFUSAL } from '../../src/rules/afterPurchaseRefusals';
import { advanceOrder } from '../backend/checkout/orderClock';
import { allRequests } from '../backend/returns/returnStore';
import { cardOrder, cardToken, DEMO_TOKEN, DEMO_USER, placed, sessionWith } from '../testFixtures';
import { apiForTests, RECORDS_KEPT, recordsForEachTest } from './testApi';
import { setLatencySettings } from './latency';

// Two devices of the same shopper ask, over HTTP and at the same moment, for the refund of the
// same line of a delivered order: the requests run one after the other, each in its transaction,
// so one is approved with the refund and the other is refused, and the line is refunded once.

const api = apiForTests();

const send = (method: string, path: string, body?: unknown) => api.request(method, path, { secret: DEMO_TOKEN, body });

describe.each(RECORDS_KEPT)('the same line asked for twice at once, over HTTP, records %s', (_where, sqlite) => {
  recordsForEachTest(sqlite);

  beforeEach(() => {
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    setLatencySettings({ orderStep: 0, pixPaid: 0 });
  });
  afterEach(() => {
    setLatencySettings({});
  });

  it('one refund: one request approved, the other refused with the reason', async () => {
    const order = placed(cardOrder(cardToken().token));
    for (let step = 0; step < 5; step++) advanceOrder(order.id, { now: Date.now(), pixPaidMs: 0, orderStepMs: 0 });
    const body = { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 1 }] };

    const answers = await Promise.all([0, 1].map(() => send('POST', `/orders/${order.id}/returns`, body)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const won = answers.find((answer) => answer.status === 201)!.body as ReturnRequest;
    expect(won.refundCents).toBe(order.totalCents);
    expect(answers.find((answer) => answer.status === 422)!.body).toEqual({
      message: AFTER_PURCHASE_REFUSAL.lineAlreadyReturned,
      line: 0,
    });
    expect(allRequests()).toHaveLength(1);
    const shown = (await send('GET', `/orders/${order.id}/returns`)).body as OrderReturns;
    expect(shown.requests.map((request) => request.refundCents)).toEqual([order.totalCents]);
    expect(shown.lines[0]!.allowances.every((allowance) => !allowance.open)).toBe(true);
  });
});

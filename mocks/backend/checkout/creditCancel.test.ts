import type { Order } from '../../../src/api/types';
import { creditBackText } from '../../../src/rules/storeCredit';
import { setLatencySettings } from '../../devtools/latency';
import { call, DEMO_USER, pixOrder, PIX_TOTAL, placed } from '../../testFixtures';
import { readOutbox, resetOutbox } from '../accounts/outbox';
import { creditsOf, issueCredit } from '../credits';
import { givenBackCents } from './moneyBack';

// A cancelled order gives back the vale-troca it spent: cancelled by the shopper, or a PIX left
// unpaid past its 30 minutes. Only what PIX or the card charged goes back by them.

const PIX_MS = 10 * 60_000;
let now = Date.parse('2026-12-02T13:00:00.000Z');
beforeEach(() => {
  now = Date.parse('2026-12-02T13:00:00.000Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  setLatencySettings({ orderStep: 60_000, pixPaid: PIX_MS });
  resetOutbox();
});
afterEach(() => setLatencySettings({}));

const balance = () => creditsOf(DEMO_USER.id).reduce((sum, credit) => sum + credit.balanceCents, 0);
const cancel = (id: string) => call('POST', `/orders/${id}/cancel`, { body: { reason: 'mistake' } });

describe('a cancelled order that used a vale-troca', () => {
  it('paid whole by the credit: the credit back, nothing by PIX or card, said in the email', () => {
    issueCredit(DEMO_USER.id, PIX_TOTAL, { kind: 'dev' }, now);
    const { id } = placed(pixOrder({ creditCents: PIX_TOTAL }));
    expect(balance()).toBe(0);
    const answer = cancel(id);
    expect(answer.status).toBe(200);
    expect(answer.data as Order).toMatchObject({ status: 'cancelled' });
    expect(balance()).toBe(PIX_TOTAL);
    expect(givenBackCents(id)).toBe(0);
    expect(readOutbox().at(-1)!.text).toContain(creditBackText(PIX_TOTAL));
    // Asked again: nothing given back twice.
    expect(cancel(id).status).toBe(200);
    expect(balance()).toBe(PIX_TOTAL);
  });

  it('paid in part by a PIX since paid: the PIX devolução is what PIX charged, the rest back to the credit', () => {
    issueCredit(DEMO_USER.id, 3000, { kind: 'dev' }, now);
    const { id } = placed(pixOrder({ creditCents: 3000 }));
    now += PIX_MS; // the PIX is paid
    expect(cancel(id).status).toBe(200);
    expect(givenBackCents(id)).toBe(PIX_TOTAL - 3000);
    expect(balance()).toBe(3000);
  });

  it('a PIX left unpaid past its 30 minutes: the order lapses and the credit comes back', () => {
    setLatencySettings({ orderStep: 60_000, pixPaid: 60 * 60_000 });
    issueCredit(DEMO_USER.id, 3000, { kind: 'dev' }, now);
    const { id } = placed(pixOrder({ creditCents: 3000 }));
    expect(balance()).toBe(0);
    now += 31 * 60_000;
    expect((call('GET', `/orders/${id}`).data as Order).status).toBe('cancelled');
    expect(balance()).toBe(3000);
    call('GET', '/orders');
    expect(balance()).toBe(3000);
  });
});

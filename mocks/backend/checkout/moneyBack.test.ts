import { AFTER_PURCHASE_REFUSAL } from '../../../src/rules/afterPurchaseRefusals';
import { readOutbox, resetOutbox } from '../accounts/outbox';
import { call, cardOrder, cardToken, CARD_TOTAL, DEMO_USER, PIX_TOTAL, placed, pixOrder } from '../../testFixtures';
import { setLatencySettings } from '../../devtools/latency';
import { transaction } from '../store';
import { isRefusal } from './input';
import {
  givenBackCents,
  moneyBackFor,
  moneyBackOf,
  recordMoneyBack,
  settlePixRefund,
  type MoneyBack,
} from './moneyBack';
import { storedOrders, type StoredOrder } from './orderStore';

const STEP_MS = 60_000;
const START = Date.parse('2026-12-02T13:00:00.000Z');
const DAY_MS = 86_400_000;
const CANCELLATION = { kind: 'cancellation' } as const;

let now = START;
beforeEach(() => {
  now = START;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  // A PIX is paid as soon as it is placed.
  setLatencySettings({ orderStep: STEP_MS, pixPaid: 0 });
  resetOutbox();
});
afterEach(() => setLatencySettings({}));

/** The order as the server keeps it, its status brought up to now (a PIX paid). */
function stored(id: string): StoredOrder {
  call('GET', '/orders');
  return storedOrders().find((order) => order.id === id)!;
}
const paidPix = () => stored(placed(pixOrder()).id);
const paidCard = () => stored(placed(cardOrder(cardToken().token)).id);
const clock = () => ({ now, orderStepMs: STEP_MS });

function recorded(order: StoredOrder, cents: number, cause: Parameters<typeof recordMoneyBack>[2] = CANCELLATION) {
  const answer = recordMoneyBack(order, cents, cause, now);
  if (isRefusal(answer)) throw new Error(`refused: ${JSON.stringify(answer.refused)}`);
  return answer;
}

describe('a PIX devolução', () => {
  it('starts em processamento and is devolvido one orderStep later, mailed once', () => {
    const order = paidPix();
    const record = recorded(order, PIX_TOTAL);
    expect(record).toMatchObject({
      method: 'pix',
      state: 'processing',
      settledAt: null,
      amountCents: PIX_TOTAL,
      cause: CANCELLATION,
    });
    now = START + STEP_MS - 1;
    expect(moneyBackOf(order, clock())).toEqual([record]);
    now = START + 5 * STEP_MS;
    const settled = { ...record, state: 'refunded', settledAt: new Date(START + STEP_MS).toISOString() };
    expect(moneyBackOf(order, clock())).toEqual([settled]);
    expect(moneyBackOf(order, clock())).toEqual([settled]);
    const mails = readOutbox().filter((mail) => mail.subject.startsWith('Devolução'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: DEMO_USER.email, subject: `Devolução concluída: pedido ${order.id}` });
  });

  it('stands still while the clock does (orderStep 0), and settles by hand: não realizado, which gives nothing back', () => {
    const order = paidPix();
    const record = recorded(order, PIX_TOTAL);
    now = START + 100 * DAY_MS;
    expect(moneyBackOf(order, { now, orderStepMs: 0 })[0]).toMatchObject({ state: 'processing' });
    expect(givenBackCents(order.id)).toBe(PIX_TOTAL);
    const failed = settlePixRefund('failed', undefined, now);
    expect(failed).toMatchObject({ id: record.id, state: 'failed', settledAt: new Date(now).toISOString() });
    expect(readOutbox().at(-1)!.subject).toBe(`Devolução não realizada: pedido ${order.id}`);
    // Money that did not go back can be given back again; a settled one does not move again.
    expect(givenBackCents(order.id)).toBe(0);
    expect(() => settlePixRefund('refunded', record.id, now)).toThrow(/no PIX refund/);
    expect(recorded(order, PIX_TOTAL)).toMatchObject({ state: 'processing' });
  });

  it('settles the latest em processamento by hand as devolvido, or the one named', () => {
    const first = paidPix();
    const second = paidPix();
    const a = recorded(first, 1000);
    const b = recorded(second, 2000);
    expect(settlePixRefund('refunded', undefined, now).id).toBe(b.id);
    expect(settlePixRefund('refunded', a.id, now)).toMatchObject({ state: 'refunded' });
    expect(() => settlePixRefund('refunded', undefined, now)).toThrow('no PIX refund is processing');
  });
});

describe('a card estorno', () => {
  it('reverses the whole order with every parcel cancelled before any is billed', () => {
    const order = paidCard();
    const { parcelsCents } = order.payment as { parcelsCents: number[] };
    expect(parcelsCents).toHaveLength(3);
    expect(recorded(order, CARD_TOTAL)).toMatchObject({
      method: 'card',
      amountCents: CARD_TOTAL,
      reversedParcelsCents: [],
      cancelledParcelsCents: parcelsCents,
    });
  });

  it('credits back the parcels already billed and cancels the rest', () => {
    const order = paidCard();
    const { parcelsCents } = order.payment as { parcelsCents: number[] };
    now = START + 35 * DAY_MS;
    expect(recorded(order, CARD_TOTAL)).toMatchObject({
      reversedParcelsCents: parcelsCents.slice(0, 1),
      cancelledParcelsCents: parcelsCents.slice(1),
    });
  });

  it('gives a part back as a credit on the card, its parcels left as they are', () => {
    const order = paidCard();
    const part = recorded(order, 1000, { kind: 'return', requestId: '7' });
    expect(part).toMatchObject({ amountCents: 1000, reversedParcelsCents: [], cancelledParcelsCents: [] });
    // The rest of the order, later, is a part too: the parcels were not cancelled the first time.
    expect(recorded(order, CARD_TOTAL - 1000)).toMatchObject({ cancelledParcelsCents: [] });
  });
});

describe('what may be given back', () => {
  it('never passes what the order charged, counting what went back before', () => {
    const order = paidCard();
    recorded(order, CARD_TOTAL - 100, { kind: 'return', requestId: '1' });
    const refused = recordMoneyBack(order, 101, { kind: 'return', requestId: '2' }, now);
    expect(refused).toEqual({
      refused: { status: 422, data: { message: AFTER_PURCHASE_REFUSAL.refundBeyondPaid } },
    });
    expect(isRefusal(recordMoneyBack(paidPix(), PIX_TOTAL + 1, CANCELLATION, now))).toBe(true);
    recorded(order, 100, { kind: 'return', requestId: '2' });
    expect(givenBackCents(order.id)).toBe(CARD_TOTAL);
  });

  it('refuses an order that was not paid: nothing was charged', () => {
    setLatencySettings({ orderStep: STEP_MS, pixPaid: 10 * 60_000 });
    const order = stored(placed(pixOrder()).id);
    expect(order.status).toBe('awaiting_payment');
    expect(recordMoneyBack(order, 100, CANCELLATION, now)).toEqual({
      refused: { status: 422, data: { message: AFTER_PURCHASE_REFUSAL.orderNotPaid } },
    });
    expect(moneyBackOf(order, clock())).toEqual([]);
  });

  it('refuses amounts that are not whole positive cents', () => {
    const order = paidCard();
    expect(() => recordMoneyBack(order, 0, CANCELLATION, now)).toThrow(RangeError);
    expect(() => recordMoneyBack(order, 10.5, CANCELLATION, now)).toThrow(RangeError);
  });
});

describe('reading an order’s money back', () => {
  it('answers each order its own records, oldest first, and each cause its own', () => {
    const order = paidCard();
    const other = paidCard();
    const a = recorded(order, 500, { kind: 'return', requestId: '1' });
    recorded(other, 500);
    const b = recorded(order, 700, { kind: 'return', requestId: '2' });
    const c = recorded(order, 900);
    expect(moneyBackOf(order, clock()).map((record: MoneyBack) => record.id)).toEqual([a.id, b.id, c.id]);
    expect(moneyBackFor(order, { kind: 'return', requestId: '2' }, clock())).toEqual([b]);
    expect(moneyBackFor(order, CANCELLATION, clock())).toEqual([c]);
    expect(moneyBackOf(order, clock())[0]).not.toHaveProperty('orderId');
  });

  it('keeps nothing a failed transaction recorded', async () => {
    const order = paidPix();
    await expect(
      transaction(() => {
        recorded(order, PIX_TOTAL);
        throw new Error('the disk went away');
      }),
    ).rejects.toThrow('the disk went away');
    expect(moneyBackOf(order, clock())).toEqual([]);
    expect(givenBackCents(order.id)).toBe(0);
  });
});

import type { Order, OrderSummary, OrderTracking, PixStatus } from '../../../src/api/types';
import { AFTER_PURCHASE_REFUSAL } from '../../../src/rules/afterPurchaseRefusals';
import { NOTHING_CHARGED_TEXT } from '../../../src/rules/cancellation';
import { STARTING_UNITS } from '../../../src/rules/stock';
import { readOutbox, resetOutbox } from '../accounts/outbox';
import { respond } from '../../server';
import {
  call,
  cardOrder,
  cardToken,
  CARD_TOTAL,
  DEMO_TOKEN,
  DEMO_USER,
  otherShopper,
  PIX_TOTAL,
  placed,
  pixOrder,
  REGATA_M,
} from '../../testFixtures';
import { setLatencySettings } from '../../devtools/latency';
import { unitsOf } from '../stock';
import { advanceOrder } from './orderClock';
import * as orderStore from './orderStore';
import { storedOrders } from './orderStore';
import { forcePix } from './pixStatus';
import { givenBackCents } from './moneyBack';

const STEP_MS = 60_000;
const PIX_MS = 10 * 60_000;
const START = Date.parse('2026-12-02T13:00:00.000Z');

let now = START;
beforeEach(() => {
  now = START;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  setLatencySettings({ orderStep: STEP_MS, pixPaid: PIX_MS });
  resetOutbox();
});
afterEach(() => setLatencySettings({}));

const cancel = (id: string, reason: unknown = 'mistake', token: string | null = DEMO_TOKEN) =>
  call('POST', `/orders/${id}/cancel`, { body: { reason }, token });
const order = (id: string) => call('GET', `/orders/${id}`).data as Order;
const cancelMails = () => readOutbox().filter((mail) => / cancelado$/.test(mail.subject));
const clock = () => ({ now, pixPaidMs: PIX_MS, orderStepMs: 0 });

describe('POST /orders/:id/cancel: refusals', () => {
  it('asks for a session, and for a reason from the list', () => {
    const { id } = placed(pixOrder());
    expect(cancel(id, 'mistake', null)).toEqual({ status: 401, data: { message: 'Sessão expirada.' } });
    for (const reason of [null, '', 'because', 42, { id: 'mistake' }]) {
      expect(cancel(id, reason)).toEqual({ status: 400, data: { message: 'Escolha o motivo do cancelamento.' } });
    }
    expect(call('POST', `/orders/${id}/cancel`, { body: 'mistake' }).status).toBe(400);
    expect(order(id).status).toBe('awaiting_payment');
  });

  it('refuses another shopper’s order as if it did not exist, with the reason', () => {
    const { id } = placed(pixOrder());
    const { token } = otherShopper();
    const refused = { status: 404, data: { message: AFTER_PURCHASE_REFUSAL.notYourOrder } };
    expect(cancel(id, 'mistake', token)).toEqual(refused);
    expect(cancel('999999')).toEqual(refused);
    expect(order(id).status).toBe('awaiting_payment');
    expect(unitsOf(REGATA_M.sku)).toBe(STARTING_UNITS - 1);
  });

  it('refuses a shipped order with the reason, and changes nothing', () => {
    const { id } = placed(cardOrder(cardToken().token));
    for (let step = 0; step < 3; step++) advanceOrder(id, clock()); // invoiced, picking, shipped
    expect(cancel(id)).toEqual({ status: 409, data: { message: AFTER_PURCHASE_REFUSAL.orderAlreadyShipped } });
    expect(order(id)).toMatchObject({ status: 'paid' });
    expect(order(id).moneyBack).toBeUndefined();
    expect(order(id).cancellation).toBeUndefined();
    expect(unitsOf(REGATA_M.sku)).toBe(STARTING_UNITS - 1);
    expect(cancelMails()).toEqual([]);
  });

  it('cancels an order being picked (paid, not shipped yet)', () => {
    const { id } = placed(cardOrder(cardToken().token));
    advanceOrder(id, clock());
    advanceOrder(id, clock());
    expect((call('GET', `/orders/${id}/tracking`).data as OrderTracking).step).toBe('picking');
    expect(cancel(id).status).toBe(200);
  });

  it('refuses a PIX that expired unpaid: it was cancelled already', () => {
    const { id } = placed(pixOrder());
    forcePix('expire', id, now, PIX_MS);
    expect(cancel(id)).toEqual({ status: 409, data: { message: AFTER_PURCHASE_REFUSAL.orderAlreadyCancelled } });
  });
});

describe('POST /orders/:id/cancel: an unpaid PIX', () => {
  it('is cancelled with its reason, its units back, nothing charged, and never paid afterwards', () => {
    const { id } = placed(pixOrder());
    expect(unitsOf(REGATA_M.sku)).toBe(STARTING_UNITS - 1);
    now = START + 60_000;
    const answer = cancel(id, 'betterPrice');
    expect(answer.status).toBe(200);
    const cancelled = answer.data as Order;
    expect(cancelled).toMatchObject({
      id,
      status: 'cancelled',
      cancellation: { reason: 'betterPrice', at: new Date(now).toISOString() },
    });
    expect(cancelled.moneyBack).toBeUndefined();
    expect(unitsOf(REGATA_M.sku)).toBe(STARTING_UNITS);
    // Past the time its PIX would have been paid: still cancelled, nothing charged, the clock still.
    now = START + 2 * PIX_MS;
    expect(order(id)).toEqual(cancelled);
    expect((call('GET', `/orders/${id}/pix`).data as PixStatus).status).toBe('cancelled');
    expect((call('GET', `/orders/${id}/tracking`).data as OrderTracking).step).toBe('received');
    expect((call('GET', '/orders').data as OrderSummary[])[0]).toMatchObject({ id, status: 'cancelled' });
    expect(() => forcePix('pay', id, now, PIX_MS)).toThrow(/not a PIX awaiting payment/);
    expect(givenBackCents(id)).toBe(0);
    expect(cancelMails()).toEqual([
      expect.objectContaining({ to: DEMO_USER.email, subject: `Pedido ${id} cancelado` }),
    ]);
    expect(cancelMails()[0]!.text).toContain(NOTHING_CHARGED_TEXT);
  });
});

describe('POST /orders/:id/cancel: a paid order', () => {
  it('gives a paid PIX a devolução em processamento, devolvido at the clock’s pace', () => {
    const { id } = placed(pixOrder());
    now = START + PIX_MS;
    expect(order(id).status).toBe('paid');
    const cancelled = cancel(id, 'deliveryTooLong').data as Order;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.moneyBack).toEqual([
      expect.objectContaining({
        method: 'pix',
        amountCents: PIX_TOTAL,
        state: 'processing',
        cause: { kind: 'cancellation' },
      }),
    ]);
    expect(cancelMails()[0]!.text).toContain('Devolução de');
    expect(unitsOf(REGATA_M.sku)).toBe(STARTING_UNITS);
    now += STEP_MS;
    expect(order(id).moneyBack).toEqual([expect.objectContaining({ state: 'refunded' })]);
  });

  it('reverses a card, every parcel cancelled', () => {
    const { id, payment } = placed(cardOrder(cardToken().token));
    const { parcelsCents } = payment as { parcelsCents: number[] };
    const cancelled = cancel(id).data as Order;
    expect(cancelled.moneyBack).toEqual([
      expect.objectContaining({
        method: 'card',
        amountCents: CARD_TOTAL,
        reversedParcelsCents: [],
        cancelledParcelsCents: parcelsCents,
      }),
    ]);
    expect(parcelsCents).toHaveLength(3);
    expect(cancelMails()[0]!.text).toContain('3 parcelas futuras canceladas');
  });

  it('does nothing twice when asked twice: one estorno, the units back once, one email', () => {
    const { id } = placed(cardOrder(cardToken().token));
    const first = cancel(id, 'mistake');
    const second = cancel(id, 'other');
    expect(second).toEqual(first);
    expect((second.data as Order).cancellation!.reason).toBe('mistake');
    expect(givenBackCents(id)).toBe(CARD_TOTAL);
    expect(unitsOf(REGATA_M.sku)).toBe(STARTING_UNITS);
    expect(cancelMails()).toHaveLength(1);
  });
});

describe('a cancelled order in the shopper’s data', () => {
  it("goes into 'Baixar meus dados' with its reason and its money back", () => {
    const { id } = placed(cardOrder(cardToken().token));
    const cancelled = cancel(id, 'paymentChange').data as Order;
    const exported = call('GET', '/account/export').data as { orders: Order[] };
    expect(exported.orders).toEqual([cancelled]);
    expect(exported.orders[0]).toMatchObject({ cancellation: { reason: 'paymentChange' } });
    expect(exported.orders[0]!.moneyBack).toHaveLength(1);
  });
});

describe('POST /orders/:id/cancel: one transaction', () => {
  it('keeps nothing when a write fails half-way: no money back, no units back, the order as it was', async () => {
    setLatencySettings({ orderStep: STEP_MS, pixPaid: PIX_MS, cancelOrder: 0 });
    const { id } = placed(cardOrder(cardToken().token));
    const actual = orderStore.updateOrders;
    jest.spyOn(orderStore, 'updateOrders').mockImplementation((change, userId) => {
      const result = actual(change, userId);
      if (result.some((each) => each.status === 'cancelled')) throw new Error('the disk went away');
      return result;
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const wire = {
      method: 'POST',
      path: `/orders/${id}/cancel`,
      query: {},
      headers: { authorization: `Bearer ${DEMO_TOKEN}` },
      body: { reason: 'mistake' },
    };
    expect(await respond(wire, new AbortController().signal, performance.now(), {})).toMatchObject({
      error: { status: 500 },
    });
    jest.mocked(orderStore.updateOrders).mockRestore();
    expect(storedOrders().find((each) => each.id === id)!.status).toBe('paid');
    expect(givenBackCents(id)).toBe(0);
    expect(unitsOf(REGATA_M.sku)).toBe(STARTING_UNITS - 1);
    expect(cancelMails()).toEqual([]);
    // Asked again, it goes through whole.
    expect(await respond(wire, new AbortController().signal, performance.now(), {})).toMatchObject({
      data: { status: 'cancelled' },
    });
    expect(givenBackCents(id)).toBe(CARD_TOTAL);
  });
});

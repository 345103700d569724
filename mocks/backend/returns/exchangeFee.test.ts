import type { Order, OrderReturns, ReturnRequest } from '../../../src/api/types';
import { formatCents } from '../../../src/lib/money';
import { AFTER_PURCHASE_REFUSAL } from '../../../src/rules/afterPurchaseRefusals';
import { EXCHANGE_FEE_CENTS, EXCHANGE_FEE_PIX_MINUTES } from '../../../src/rules/exchangeFee';
import { REGATA, skuOf } from '../../../src/test/products';
import { call, cardOrder, cardToken, DEMO_USER, placed, pixOrder, handClock } from '../../testFixtures';
import { readOutbox } from '../accounts/outbox';
import { givenBackCents } from '../checkout/moneyBack';
import { advanceOrder } from '../checkout/orderClock';
import { setLatencySettings } from '../../devtools/latency';
import { creditsOf, issueCredit } from '../credits';
import { unitsOf } from '../stock';
import { advanceReturn, allRequests } from './returnStore';

const DAY = 86_400_000;
// 13:00 in São Paulo on 2 December: the order is delivered that day.
const START = Date.parse('2026-12-02T16:00:00.000Z');
const M = skuOf(REGATA, 'M');
const G = skuOf(REGATA, 'G');
const P = skuOf(REGATA, 'P');

const time = handClock(START);
const clock = time.settings;

/** A regata M delivered now: by card (the test card, final 1111) or by PIX. */
function deliveredOrder(method: 'card' | 'pix' = 'card'): Order {
  const order = placed(method === 'card' ? cardOrder(cardToken().token) : pixOrder());
  if (method === 'pix') call('GET', `/orders/${order.id}`);
  for (let step = 0; step < 5; step++) advanceOrder(order.id, clock());
  return order;
}

const returnsOf = (id: string) => call('GET', `/orders/${id}/returns`).data as OrderReturns;
const ask = (id: string, body: unknown) => call('POST', `/orders/${id}/returns`, { body });
const asked = (id: string, body: unknown) => {
  const answer = ask(id, body);
  if (answer.status !== 201) throw new Error(`${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data as ReturnRequest;
};
const exchange = (wantedSku: string, fromExchange?: string, extra: object = {}) => ({
  kind: 'exchange',
  resolution: 'exchange',
  lines: [{ index: 0, quantity: 1, wantedSku, ...(fromExchange ? { fromExchange } : {}) }],
  ...extra,
});
const feeBacks = (order: Order) =>
  (call('GET', `/orders/${order.id}`).data as Order).moneyBack?.filter((each) => each.cause.kind === 'exchangeFee') ??
  [];

/** The order's regata exchanged for a G, its shipment delivered `days` after the order's: the G's request id. */
function exchangedOnce(order: Order, days = 0): string {
  const first = asked(order.id, exchange(G));
  expect(first).not.toHaveProperty('exchangeFee');
  for (let step = 0; step < 3; step++) advanceReturn(first.id, clock());
  time.now += days * DAY;
  expect(advanceReturn(first.id, clock())).toEqual({ id: first.id, state: 'exchangeDelivered' });
  return first.id;
}

describe('units received through an exchange', () => {
  it('are a row of their own once the exchange is delivered, exchangeable within 30 days of that delivery, not free', () => {
    const order = deliveredOrder();
    const firstId = exchangedOnce(order, 20);
    const { lines, exchangeFee } = returnsOf(order.id);
    expect(lines).toHaveLength(2);
    const held = lines[1]!;
    expect(held).toMatchObject({ index: 0, fromExchange: firstId, sku: G, size: 'G', quantity: 1 });
    // The order's own row: its unit went back with the exchange.
    expect(lines[0]!.allowances[1]).toMatchObject({ open: false, reason: AFTER_PURCHASE_REFUSAL.lineAlreadyReturned });
    // Delivered on 22 December: open until 21 January, past the order's own 1 January, and not free.
    expect(held.allowances[1]).toMatchObject({ kind: 'exchange', open: true, free: false, lastDay: '2027-01-21' });
    expect(held.exchangeOptions.map((option) => option.sku)).toContain(M);
    expect(held.exchangeOptions.map((option) => option.sku)).not.toContain(G);
    expect(exchangeFee).toEqual({ cents: EXCHANGE_FEE_CENTS, payment: { method: 'card', last4: '1111' } });
    time.now = START + 40 * DAY;
    expect(asked(order.id, exchange(P, firstId))).toMatchObject({ state: 'approved' });
  });
});

describe('a second exchange', () => {
  it('is charged once on the order’s card, whatever fee the browser sends', () => {
    const order = deliveredOrder();
    const firstId = exchangedOnce(order);
    const second = asked(order.id, exchange(P, firstId, { exchangeFee: 0, feeCents: 1, exchangeFeeCents: 1 }));
    expect(second.exchangeFee).toEqual({
      cents: EXCHANGE_FEE_CENTS,
      payment: { method: 'card', last4: '1111' },
      chargedAt: new Date(time.now).toISOString(),
      paidAt: new Date(time.now).toISOString(),
      givenBackAt: null,
    });
    expect(second.lines).toEqual([
      { index: 0, fromExchange: firstId, quantity: 1, wantedSku: P, wantedLabel: 'Tamanho P', refundCents: 0 },
    ]);
    expect(readOutbox().at(-1)!.text).toContain(
      `Frete da troca: ${formatCents(EXCHANGE_FEE_CENTS)}, cobrado no cartão final 1111.`,
    );
    // A second device asking the same: refused, nothing charged again.
    expect(ask(order.id, exchange(P, firstId))).toEqual({
      status: 422,
      data: { message: AFTER_PURCHASE_REFUSAL.lineAlreadyReturned, line: 0, fromExchange: firstId },
    });
    expect(allRequests().filter((request) => request.exchangeFee)).toHaveLength(1);
  });

  it('gives the fee back on the card once when its postage code lapses, apart from the order’s own money', () => {
    const order = deliveredOrder();
    const firstId = exchangedOnce(order);
    const second = asked(order.id, exchange(P, firstId));
    time.now += 11 * DAY;
    const [lapsed] = returnsOf(order.id).requests;
    expect(lapsed).toMatchObject({ id: second.id, state: 'expired' });
    expect(lapsed!.exchangeFee!.givenBackAt).toBe(new Date(time.now).toISOString());
    expect(lapsed!.exchangeFeeBack).toMatchObject({ method: 'card', amountCents: EXCHANGE_FEE_CENTS });
    // Read again, later: still one estorno of the fee, and the order's refundable money untouched.
    time.now += DAY;
    returnsOf(order.id);
    expect(feeBacks(order)).toHaveLength(1);
    expect(givenBackCents(order.id)).toBe(0);
    // The held unit can be exchanged again, and is charged again.
    expect(asked(order.id, exchange(P, firstId)).exchangeFee).toMatchObject({ cents: EXCHANGE_FEE_CENTS });
  });

  it('gives the fee back once when cancelled, or when every line is refused on receipt', () => {
    const order = deliveredOrder();
    const firstId = exchangedOnce(order);
    const cancelled = asked(order.id, exchange(P, firstId));
    expect(call('POST', `/orders/${order.id}/returns/${cancelled.id}/cancel`).status).toBe(200);
    expect(call('POST', `/orders/${order.id}/returns/${cancelled.id}/cancel`).status).toBe(200);
    expect(feeBacks(order)).toHaveLength(1);
    const refused = asked(order.id, exchange(P, firstId));
    advanceReturn(refused.id, clock());
    advanceReturn(refused.id, clock(), { 0: 'used' });
    expect(feeBacks(order).map((each) => each.cause)).toEqual([
      { kind: 'exchangeFee', requestId: cancelled.id },
      { kind: 'exchangeFee', requestId: refused.id },
    ]);
    expect(readOutbox().at(-1)!.text).toContain('o valor foi estornado no cartão');
  });
});

describe('a second exchange of an order paid by PIX', () => {
  const balance = () => creditsOf(DEMO_USER.id).reduce((sum, credit) => sum + credit.balanceCents, 0);

  it('is paid with the vale-troca when it covers the fee, and given back to it when cancelled', () => {
    const order = deliveredOrder('pix');
    issueCredit(DEMO_USER.id, 5000, { kind: 'dev' }, time.now);
    const firstId = exchangedOnce(order);
    expect(returnsOf(order.id).exchangeFee.payment).toEqual({ method: 'storeCredit' });
    const second = asked(order.id, exchange(P, firstId));
    expect(second.exchangeFee).toMatchObject({ cents: EXCHANGE_FEE_CENTS, payment: { method: 'storeCredit' } });
    expect(balance()).toBe(5000 - EXCHANGE_FEE_CENTS);
    call('POST', `/orders/${order.id}/returns/${second.id}/cancel`);
    call('POST', `/orders/${order.id}/returns/${second.id}/cancel`);
    expect(balance()).toBe(5000);
    expect(feeBacks(order)).toEqual([]);
  });

  it('waits for a PIX of its own when the vale-troca does not cover it: approved once paid, given back by PIX', () => {
    const order = deliveredOrder('pix');
    const firstId = exchangedOnce(order);
    expect(returnsOf(order.id).exchangeFee.payment).toEqual({ method: 'pix' });
    setLatencySettings({ orderStep: 0, pixPaid: 60_000 });
    const left = unitsOf(P);
    const second = asked(order.id, exchange(P, firstId));
    expect(second.state).toBe('requested');
    expect(second.exchangeFee).toEqual({
      cents: EXCHANGE_FEE_CENTS,
      payment: {
        method: 'pix',
        code: expect.stringContaining('br.gov.bcb.pix'),
        expiresAt: new Date(time.now + EXCHANGE_FEE_PIX_MINUTES * 60_000).toISOString(),
      },
      chargedAt: new Date(time.now).toISOString(),
      paidAt: null,
      givenBackAt: null,
    });
    expect(readOutbox().at(-1)!.text).toContain('Pague o PIX no pedido');
    // Meanwhile the size is reserved and the request is open.
    expect(unitsOf(P)).toBe(left - 1);
    expect(call('GET', '/returns').data).toContainEqual({ id: second.id, orderId: order.id, state: 'requested' });
    time.now += 60_000;
    const [paid] = returnsOf(order.id).requests;
    expect(paid).toMatchObject({ state: 'approved', exchangeFee: { paidAt: new Date(time.now).toISOString() } });
    expect(paid!.postageLastDay).toBe('2026-12-12');
    expect(readOutbox().at(-1)!.text).toContain(paid!.postageCode);
    call('POST', `/orders/${order.id}/returns/${second.id}/cancel`);
    call('POST', `/orders/${order.id}/returns/${second.id}/cancel`);
    expect(feeBacks(order)).toEqual([
      expect.objectContaining({ method: 'pix', amountCents: EXCHANGE_FEE_CENTS, state: 'processing' }),
    ]);
    expect(givenBackCents(order.id)).toBe(0);
  });

  it('is cancelled when the fee’s PIX lapses unpaid: the size back on sale, nothing charged nor given back', () => {
    const order = deliveredOrder('pix');
    const firstId = exchangedOnce(order);
    setLatencySettings({ orderStep: 0, pixPaid: 2 * EXCHANGE_FEE_PIX_MINUTES * 60_000 });
    const left = unitsOf(P);
    const second = asked(order.id, exchange(P, firstId, { exchangeFee: { paidAt: new Date(time.now).toISOString() } }));
    expect(second).toMatchObject({ state: 'requested', exchangeFee: { paidAt: null } });
    time.now += EXCHANGE_FEE_PIX_MINUTES * 60_000;
    const [lapsed] = returnsOf(order.id).requests;
    expect(lapsed).toMatchObject({ state: 'cancelled', exchangeFee: { paidAt: null, givenBackAt: null } });
    expect(unitsOf(P)).toBe(left);
    expect(feeBacks(order)).toEqual([]);
    expect(readOutbox().at(-1)!.text).toContain('não pago. Nada foi cobrado.');
  });
});

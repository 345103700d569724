import type { Order, OrderReturns, ReturnRequest } from '../../../src/api/types';
import { AFTER_PURCHASE_REFUSAL } from '../../../src/rules/afterPurchaseRefusals';
import { linePaidCents, paidOrderOf } from '../../../src/rules/refunds';
import { isValidTrackingCode } from '../../../src/rules/trackingCode';
import { shippingCents } from '../../../src/test/figures';
import { REGATA, skuOf, VESTIDO } from '../../../src/test/products';
import {
  call,
  cardOrder,
  cardToken,
  DEMO_USER,
  otherShopper,
  PIX_TOTAL,
  placed,
  pixOrder,
  handClock,
} from '../../testFixtures';
import { setLatencySettings } from '../../devtools/latency';
import { creditForReturn, creditsOf, issueCredit } from '../credits';
import { readOutbox } from '../accounts/outbox';
import { advanceOrder } from '../checkout/orderClock';
import { setUnits, unitsOf } from '../stock';
import { advanceReturn, allRequests, anonymiseReturnsOf, returnsSection } from './returnStore';

const DAY = 86_400_000;
const STEP_MS = 60_000;
// 13:00 in São Paulo on 2 December: the deliveries below are that day.
const START = Date.parse('2026-12-02T16:00:00.000Z');
const REGATA_M = skuOf(REGATA, 'M');
const REGATA_G = skuOf(REGATA, 'G');
const REGATA_GG = skuOf(REGATA, 'GG');
const VESTIDO_M = skuOf(VESTIDO, 'M');

const time = handClock(START);
const clock = time.settings;

/** A card order of two regatas M and a vestido M, delivered now. */
function deliveredOrder(method: 'card' | 'pix' = 'card'): Order {
  const lines = [
    { sku: REGATA_M, quantity: 2 },
    { sku: VESTIDO_M, quantity: 1 },
  ];
  const subtotal = 2 * REGATA.actualPriceCents + VESTIDO.actualPriceCents;
  const shipping = shippingCents('economica', subtotal);
  const body =
    method === 'card'
      ? cardOrder(cardToken().token, { lines, expectedTotalCents: subtotal + shipping })
      : pixOrder({ lines, expectedTotalCents: subtotal - Math.round(subtotal * 0.05) + shipping });
  const order = placed(body);
  if (method === 'pix') call('GET', `/orders/${order.id}`);
  for (let step = 0; step < 5; step++) advanceOrder(order.id, clock());
  return order;
}

const returnsOf = (id: string, token?: string) => call('GET', `/orders/${id}/returns`, token ? { token } : {});
const ask = (id: string, body: unknown, token?: string) =>
  call('POST', `/orders/${id}/returns`, { body, ...(token ? { token } : {}) });
const asked = (id: string, body: unknown) => {
  const answer = ask(id, body);
  if (answer.status !== 201) throw new Error(`${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data as ReturnRequest;
};

describe('GET /orders/:id/returns', () => {
  it('closes everything before the delivery, and opens each kind with its deadline after it', () => {
    const order = placed(cardOrder(cardToken().token));
    const before = returnsOf(order.id).data as OrderReturns;
    expect(before.deliveredAt).toBeNull();
    expect(before.lines[0]!.allowances).toEqual([
      expect.objectContaining({ kind: 'withdrawal', open: false, reason: AFTER_PURCHASE_REFUSAL.orderNotDelivered }),
      expect.objectContaining({ kind: 'exchange', open: false }),
      expect.objectContaining({ kind: 'defect', open: false }),
    ]);
    for (let step = 0; step < 5; step++) advanceOrder(order.id, clock());
    const after = returnsOf(order.id).data as OrderReturns;
    expect(after.deliveredAt).toBe(new Date(START).toISOString());
    expect(after.lines[0]!.allowances.map((each) => (each.open ? each.text : each.reason))).toEqual([
      'Você pode desistir até 09/12',
      'Você pode trocar até 01/01',
      'Você pode relatar um defeito até 02/03',
    ]);
    expect(after.lines[0]!.exchangeOptions).toEqual(
      expect.arrayContaining([{ sku: REGATA_G, label: 'Tamanho G', available: true }]),
    );
    expect(after.lines[0]!.exchangeOptions.find((option) => option.sku === REGATA_GG)).toMatchObject({
      available: false,
    });
  });

  it("refuses another shopper's order with the reason", () => {
    const order = deliveredOrder();
    const joana = otherShopper();
    expect(returnsOf(order.id, joana.token)).toEqual({
      status: 404,
      data: { message: AFTER_PURCHASE_REFUSAL.notYourOrder },
    });
    expect(
      ask(order.id, { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 1 }] }, joana.token),
    ).toMatchObject({ status: 404 });
  });
});

describe('a withdrawal (desistência)', () => {
  it('of the whole order refunds every line and the shipping, approved at once with a postage code and an email', () => {
    const order = deliveredOrder();
    const request = asked(order.id, {
      kind: 'withdrawal',
      resolution: 'refund',
      lines: [
        { index: 0, quantity: 2 },
        { index: 1, quantity: 1 },
      ],
    });
    expect(request).toMatchObject({ state: 'approved', refundRoute: 'card', shippingRefundCents: order.shippingCents });
    expect(request.refundCents).toBe(order.totalCents);
    expect(isValidTrackingCode(request.postageCode)).toBe(true);
    expect(request.postageLastDay).toBe('2026-12-12');
    expect(readOutbox().at(-1)!.text).toContain(request.postageCode);
    // Nothing of the order can be asked again.
    expect(
      ask(order.id, { kind: 'defect', resolution: 'refund', lines: [{ index: 1, quantity: 1 }], description: 'x' }),
    ).toEqual({ status: 422, data: { message: AFTER_PURCHASE_REFUSAL.lineAlreadyReturned, line: 1 } });
  });

  it('of one line refunds what it paid, without the shipping; a second device asking the same gets nothing', () => {
    const order = deliveredOrder('pix');
    const body = { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 1, quantity: 1 }] };
    const request = asked(order.id, body);
    expect(request.refundCents).toBe(linePaidCents(paidOrderOf(order))[1]);
    expect(request.refundCents).toBeLessThan(VESTIDO.actualPriceCents);
    expect(request).toMatchObject({ shippingRefundCents: 0, refundRoute: 'pix' });
    expect(ask(order.id, body)).toMatchObject({ status: 422, data: { line: 1 } });
  });

  it('closes after 7 days, saying when it ended; nothing is written', () => {
    const order = deliveredOrder();
    time.now = START + 8 * DAY;
    expect(ask(order.id, { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 1 }] })).toEqual({
      status: 422,
      data: { message: 'O prazo para desistir terminou em 09/12.', line: 0 },
    });
    expect((returnsOf(order.id).data as OrderReturns).requests).toEqual([]);
  });

  it('is refunded once received, on the clock, and the units go back on sale', () => {
    const order = deliveredOrder();
    const units = unitsOf(REGATA_M);
    asked(order.id, { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 1 }] });
    setLatencySettings({ orderStep: STEP_MS, pixPaid: 0 });
    time.now += 3 * STEP_MS;
    const [request] = (returnsOf(order.id).data as OrderReturns).requests;
    expect(request!.history.map((each) => each.state)).toEqual([
      'requested',
      'approved',
      'posted',
      'received',
      'refunded',
    ]);
    expect(unitsOf(REGATA_M)).toBe(units + 1);
    expect(readOutbox().at(-1)!.subject).toContain('reembolsada');
    // The money goes back on the card, once, for this request.
    const shown = call('GET', `/orders/${order.id}`).data as Order;
    expect(shown.moneyBack).toEqual([
      expect.objectContaining({
        method: 'card',
        amountCents: request!.refundCents,
        cause: { kind: 'return', requestId: request!.id },
      }),
    ]);
  });
});

describe('an exchange (troca)', () => {
  it('reserves the new size, and ends with a new shipment with its own tracking code', () => {
    const order = deliveredOrder();
    const left = unitsOf(REGATA_G);
    const request = asked(order.id, {
      kind: 'exchange',
      resolution: 'exchange',
      lines: [{ index: 0, quantity: 1, wantedSku: REGATA_G }],
    });
    expect(request.lines).toEqual([
      { index: 0, quantity: 1, wantedSku: REGATA_G, wantedLabel: 'Tamanho G', refundCents: 0 },
    ]);
    expect(unitsOf(REGATA_G)).toBe(left - 1);
    for (const state of ['posted', 'received', 'exchangeShipped']) {
      expect(advanceReturn(undefined, clock())).toEqual({ id: request.id, state });
    }
    const [done] = (returnsOf(order.id).data as OrderReturns).requests;
    expect(isValidTrackingCode(done!.trackingCode!)).toBe(true);
    expect(done!.trackingCode).not.toBe(done!.postageCode);
    expect(readOutbox().at(-1)!.text).toContain(done!.trackingCode);
  });

  it('refuses a size out of stock, or another product, reserving nothing', () => {
    const order = deliveredOrder();
    setUnits(REGATA_G, 0);
    const exchange = (wantedSku: string) =>
      ask(order.id, { kind: 'exchange', resolution: 'exchange', lines: [{ index: 0, quantity: 1, wantedSku }] });
    expect(exchange(REGATA_G)).toEqual({
      status: 422,
      data: { message: AFTER_PURCHASE_REFUSAL.sizeOutOfStock, line: 0 },
    });
    expect(exchange(VESTIDO_M).data).toEqual({ message: AFTER_PURCHASE_REFUSAL.exchangeNotSameProduct, line: 0 });
    expect(unitsOf(REGATA_G)).toBe(0);
  });

  it('cancelled before posting puts the reserved size back; posted, it cannot be cancelled', () => {
    const order = deliveredOrder();
    const left = unitsOf(REGATA_G);
    const body = { kind: 'exchange', resolution: 'exchange', lines: [{ index: 0, quantity: 1, wantedSku: REGATA_G }] };
    const first = asked(order.id, body);
    const cancelled = call('POST', `/orders/${order.id}/returns/${first.id}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, data: { state: 'cancelled' } });
    expect(unitsOf(REGATA_G)).toBe(left);
    const second = asked(order.id, body);
    advanceReturn(second.id, clock());
    expect(call('POST', `/orders/${order.id}/returns/${second.id}/cancel`).status).toBe(409);
  });
});

describe('a defect (defeito)', () => {
  it('after 30 days: no withdrawal nor exchange, a defect with its description for a replacement', () => {
    const order = deliveredOrder();
    time.now = START + 31 * DAY;
    const lines = (returnsOf(order.id).data as OrderReturns).lines;
    expect(lines[1]!.allowances.map((each) => each.open)).toEqual([false, false, true]);
    expect(
      ask(order.id, { kind: 'defect', resolution: 'replacement', lines: [{ index: 1, quantity: 1 }], description: ' ' })
        .data,
    ).toEqual({ message: AFTER_PURCHASE_REFUSAL.defectDescriptionRequired });
    const left = unitsOf(VESTIDO_M);
    const request = asked(order.id, {
      kind: 'defect',
      resolution: 'replacement',
      lines: [{ index: 1, quantity: 1 }],
      description: '  A costura lateral abriu.  ',
    });
    expect(request).toMatchObject({ description: 'A costura lateral abriu.', refundCents: 0, refundRoute: null });
    expect(unitsOf(VESTIDO_M)).toBe(left - 1);
  });
});

describe('money back by PIX', () => {
  it('is refused with the reason more than 90 days after the payment, even with the defect window open', () => {
    const order = placed(pixOrder());
    call('GET', `/orders/${order.id}`);
    // Paid now, delivered five days later.
    time.now = START + 5 * DAY;
    for (let step = 0; step < 5; step++) advanceOrder(order.id, clock());
    time.now = START + 92 * DAY;
    const body = { kind: 'defect', resolution: 'refund', lines: [{ index: 0, quantity: 1 }], description: 'Furo.' };
    expect(ask(order.id, body)).toEqual({
      status: 422,
      data: { message: AFTER_PURCHASE_REFUSAL.pixRefundWindowClosed },
    });
    // A replacement is still possible.
    expect(ask(order.id, { ...body, resolution: 'replacement' }).status).toBe(201);
  });
});

describe('the postage code', () => {
  it('lapses unused after 10 days: the request expires, the reserved size goes back, and the line opens again', () => {
    const order = deliveredOrder();
    const left = unitsOf(REGATA_G);
    const request = asked(order.id, {
      kind: 'exchange',
      resolution: 'exchange',
      lines: [{ index: 0, quantity: 2, wantedSku: REGATA_G }],
    });
    time.now = START + 10 * DAY;
    expect((returnsOf(order.id).data as OrderReturns).requests[0]!.state).toBe('approved');
    time.now = START + 11 * DAY;
    const answer = returnsOf(order.id).data as OrderReturns;
    expect(answer.requests[0]!.state).toBe('expired');
    expect(unitsOf(REGATA_G)).toBe(left);
    expect(answer.lines[0]!.allowances[1]).toMatchObject({ open: true, units: 2 });
    expect(call('POST', `/orders/${order.id}/returns/${request.id}/cancel`).data).toEqual({
      message: AFTER_PURCHASE_REFUSAL.postageCodeLapsed,
    });
    expect(call('GET', '/returns').data).toEqual([]);
  });
});

describe('GET /returns', () => {
  it("lists the shopper's open requests for 'Meus pedidos'", () => {
    const order = deliveredOrder();
    const request = asked(order.id, { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 1 }] });
    expect(call('GET', '/returns').data).toEqual([{ id: request.id, orderId: order.id, state: 'approved' }]);
  });
});

describe('what the server refuses to read', () => {
  it.each([
    [{ kind: 'swap', resolution: 'refund', lines: [{ index: 0, quantity: 1 }] }],
    [{ kind: 'withdrawal', resolution: 'exchange', lines: [{ index: 0, quantity: 1 }] }],
    [{ kind: 'withdrawal', resolution: 'refund', lines: [] }],
    [{ kind: 'withdrawal', resolution: 'refund', lines: [{ index: 9, quantity: 1 }] }],
    [{ kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 0 }] }],
    [
      {
        kind: 'withdrawal',
        resolution: 'refund',
        lines: [
          { index: 0, quantity: 1 },
          { index: 0, quantity: 1 },
        ],
      },
    ],
    [{ kind: 'exchange', resolution: 'exchange', lines: [{ index: 0, quantity: 1 }] }],
    [null],
  ])('%j', (body) => {
    const order = deliveredOrder();
    expect(ask(order.id, body).status).toBe(400);
  });

  it('refuses more units than the line has', () => {
    const order = deliveredOrder();
    expect(
      ask(order.id, { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 3 }] }).data,
    ).toEqual({
      message: AFTER_PURCHASE_REFUSAL.lineAlreadyReturned,
      line: 0,
    });
  });
});

describe("the shopper's data", () => {
  it("is exported with 'Baixar meus dados', and kept without its shopper nor description when the account goes", () => {
    const order = deliveredOrder();
    const request = asked(order.id, {
      kind: 'defect',
      resolution: 'refund',
      lines: [{ index: 1, quantity: 1 }],
      description: 'Rasgou na costura.',
    });
    expect(returnsSection(DEMO_USER.id)).toEqual([request]);
    anonymiseReturnsOf(DEMO_USER.id);
    expect(returnsSection(DEMO_USER.id)).toEqual([]);
    const [kept] = allRequests();
    expect(kept).toMatchObject({ id: request.id, userId: '', refundRoute: 'card' });
    expect(kept).not.toHaveProperty('description');
  });
});

describe('receiving the parcel', () => {
  it('refuses a line with its reason: no refund for it, nor the shipping; the line may be asked for again', () => {
    const order = deliveredOrder();
    const request = asked(order.id, {
      kind: 'withdrawal',
      resolution: 'refund',
      lines: [
        { index: 0, quantity: 2 },
        { index: 1, quantity: 1 },
      ],
    });
    const units = unitsOf(VESTIDO_M);
    advanceReturn(request.id, clock());
    expect(advanceReturn(request.id, clock(), { 1: 'used' })).toEqual({ id: request.id, state: 'received' });
    expect(advanceReturn(request.id, clock())).toEqual({ id: request.id, state: 'refunded' });
    const answer = returnsOf(order.id).data as OrderReturns;
    const [done] = answer.requests;
    expect(done!.lines[1]).toMatchObject({ refusal: 'A peça chegou com sinais de uso.' });
    expect(done).toMatchObject({ shippingRefundCents: 0, refundCents: done!.lines[0]!.refundCents });
    // The refused dress went back to the shopper, not on sale; it may be claimed again (a defect).
    expect(unitsOf(VESTIDO_M)).toBe(units);
    expect(answer.lines[1]!.allowances[2]).toMatchObject({ open: true, units: 1 });
  });

  it('goes no further than received when every line was refused, and puts the reserved size back', () => {
    const order = deliveredOrder();
    const left = unitsOf(REGATA_G);
    const request = asked(order.id, {
      kind: 'exchange',
      resolution: 'exchange',
      lines: [{ index: 0, quantity: 1, wantedSku: REGATA_G }],
    });
    advanceReturn(request.id, clock());
    advanceReturn(request.id, clock(), { 0: 'noTag' });
    expect(unitsOf(REGATA_G)).toBe(left);
    expect(() => advanceReturn(request.id, clock())).toThrow(`return request ${request.id} is received`);
  });
});

describe('the vale-troca instead of the money', () => {
  const credits = () => creditsOf(DEMO_USER.id).filter((credit) => credit.source.kind === 'return');
  const resolve = (id: string) => {
    for (let step = 0; step < 3; step++) advanceReturn(id, clock());
  };

  it('issues exactly the withdrawal’s refund as credit, once, and no money back', () => {
    const order = deliveredOrder('pix');
    const request = asked(order.id, {
      kind: 'withdrawal',
      resolution: 'storeCredit',
      lines: [{ index: 0, quantity: 1 }],
    });
    expect(request).toMatchObject({ resolution: 'storeCredit', refundRoute: null });
    expect(request.refundCents).toBeGreaterThan(0);
    expect(credits()).toEqual([]);
    resolve(request.id);
    const [done] = (returnsOf(order.id).data as OrderReturns).requests;
    expect(done).toMatchObject({ state: 'creditIssued', creditCents: request.refundCents });
    expect(done).not.toHaveProperty('moneyBack');
    expect(credits()).toEqual([
      expect.objectContaining({
        issuedCents: request.refundCents,
        balanceCents: request.refundCents,
        source: { kind: 'return', orderId: order.id, requestId: request.id },
      }),
    ]);
    expect(readOutbox().at(-1)!.text).toContain('emitimos um vale-troca');
    // Reading it again, or asking to advance it, issues nothing more.
    returnsOf(order.id);
    expect(() => advanceReturn(request.id, clock())).toThrow(`return request ${request.id} is creditIssued`);
    expect(credits()).toHaveLength(1);
  });

  it('is offered past the PIX’s 90 days, as the refusal of the money says', () => {
    const order = placed(pixOrder());
    call('GET', `/orders/${order.id}`);
    time.now = START + 5 * DAY;
    for (let step = 0; step < 5; step++) advanceOrder(order.id, clock());
    time.now = START + 92 * DAY;
    const body = { kind: 'defect', resolution: 'refund', lines: [{ index: 0, quantity: 1 }], description: 'Furo.' };
    expect(ask(order.id, body).data).toEqual({ message: AFTER_PURCHASE_REFUSAL.pixRefundWindowClosed });
    expect(AFTER_PURCHASE_REFUSAL.pixRefundWindowClosed).toContain('Escolha o vale-troca');
    const request = asked(order.id, { ...body, resolution: 'storeCredit' });
    resolve(request.id);
    expect(creditForReturn(request.id)?.issuedCents).toBe(request.refundCents);
  });

  it('never issues twice, nor beyond what was paid: a line taken as credit cannot be refunded again', () => {
    const order = deliveredOrder();
    const first = asked(order.id, {
      kind: 'withdrawal',
      resolution: 'storeCredit',
      lines: [{ index: 1, quantity: 1 }],
    });
    expect(
      ask(order.id, { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 1, quantity: 1 }] }).data,
    ).toEqual({ message: AFTER_PURCHASE_REFUSAL.lineAlreadyReturned, line: 1 });
    resolve(first.id);
    const second = asked(order.id, {
      kind: 'withdrawal',
      resolution: 'storeCredit',
      lines: [{ index: 0, quantity: 2 }],
    });
    resolve(second.id);
    const issued = credits().reduce((sum, credit) => sum + credit.issuedCents, 0);
    expect(issued).toBe(first.refundCents + second.refundCents);
    // The whole order came back in two requests: what was paid for the lines, no shipping (not one withdrawal).
    expect(issued).toBe(order.totalCents - order.shippingCents);
  });

  it('refunds an order the vale-troca paid whole as credit, with no money back', () => {
    issueCredit(DEMO_USER.id, PIX_TOTAL, { kind: 'dev' }, time.now);
    const order = placed(pixOrder({ creditCents: PIX_TOTAL }));
    expect(order.payment.method).toBe('storeCredit');
    for (let step = 0; step < 5; step++) advanceOrder(order.id, clock());
    const request = asked(order.id, { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 1 }] });
    expect(request.refundRoute).toBeNull();
    resolve(request.id);
    const [done] = (returnsOf(order.id).data as OrderReturns).requests;
    expect(done).toMatchObject({ state: 'refunded', creditCents: PIX_TOTAL });
    expect(done).not.toHaveProperty('moneyBack');
    expect(readOutbox().at(-1)!.text).toContain('voltaram como vale-troca');
  });

  it('gives what PIX charged back by PIX and the credit’s part as credit', () => {
    issueCredit(DEMO_USER.id, 3000, { kind: 'dev' }, time.now);
    const order = placed(pixOrder({ creditCents: 3000 }));
    call('GET', `/orders/${order.id}`);
    for (let step = 0; step < 5; step++) advanceOrder(order.id, clock());
    const request = asked(order.id, { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 1 }] });
    expect(request).toMatchObject({ refundRoute: 'pix', refundCents: PIX_TOTAL });
    resolve(request.id);
    const [done] = (returnsOf(order.id).data as OrderReturns).requests;
    expect(done).toMatchObject({ state: 'refunded', creditCents: 3000, moneyBack: { amountCents: PIX_TOTAL - 3000 } });
  });
});

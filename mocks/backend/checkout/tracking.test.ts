import type { OrderSummary, OrderTracking } from '../../../src/api/types';
import { isValidNfeKey } from '../../../src/rules/nfe';
import { emailSubject } from '../../../src/rules/orderSteps';
import { isValidTrackingCode } from '../../../src/rules/trackingCode';
import { readOutbox } from '../accounts/outbox';
import { call, cardOrder, cardToken, DEMO_USER, otherShopper, placed, pixOrder, handClock } from '../../testFixtures';
import { setLatencySettings } from '../../devtools/latency';
import { advanceOrder } from './orderClock';

const STEP_MS = 60_000;
const PIX_MS = 30_000;
const START = Date.parse('2026-12-02T13:00:00.000Z');

const time = handClock(START, { orderStep: STEP_MS, pixPaid: PIX_MS });

const tracking = (id: string) => call('GET', `/orders/${id}/tracking`).data as OrderTracking;
const reached = (id: string) =>
  tracking(id)
    .steps.filter((step) => step.at !== null)
    .map((step) => step.label);
const subjects = () => readOutbox().map((mail) => mail.subject);
const cardPlaced = () => placed(cardOrder(cardToken().token));

describe('GET /orders/:id/tracking', () => {
  it('moves a paid order one step every orderStep, each step at its own time, to Entregue', () => {
    const order = cardPlaced();
    expect(reached(order.id)).toEqual(['Pedido recebido', 'Pagamento aprovado']);
    time.now = START + STEP_MS - 1;
    expect(reached(order.id)).toHaveLength(2);
    time.now = START + 2 * STEP_MS;
    const answer = tracking(order.id);
    expect(answer.step).toBe('picking');
    expect(answer.steps.map((step) => [step.id, step.at])).toEqual([
      ['received', order.createdAt],
      ['paid', order.createdAt],
      ['invoiced', new Date(START + STEP_MS).toISOString()],
      ['picking', new Date(START + 2 * STEP_MS).toISOString()],
      ['shipped', null],
      ['outForDelivery', null],
      ['delivered', null],
    ]);
    expect(answer.trackingCode).toBeNull();
    expect(answer.carrierEvents).toEqual([]);
    time.now = START + 10 * STEP_MS;
    const delivered = tracking(order.id);
    expect(delivered.step).toBe('delivered');
    expect(delivered.steps.at(-1)).toEqual({
      id: 'delivered',
      label: 'Entregue',
      at: new Date(START + 5 * STEP_MS).toISOString(),
    });
    // The carrier's events, apart: posted where the shop ships from, delivered in the shopper's city.
    expect(delivered.carrierEvents.map((event) => event.description)).toEqual([
      'Objeto postado',
      'Em trânsito',
      'Saiu para entrega ao destinatário',
      'Entregue ao destinatário',
    ]);
    expect(delivered.carrierEvents[0]).toMatchObject({ place: 'Barueri - SP', at: delivered.steps[4]!.at });
    expect(delivered.carrierEvents[3]!.place).toBe(`${order.address.city} - ${order.address.state}`);
  });

  it('gives a 44-digit NF-e key with a valid check digit, and a valid S10 code, once their steps are reached', () => {
    const order = cardPlaced();
    expect(tracking(order.id).nfeKey).toBeNull();
    time.now = START + 3 * STEP_MS;
    const { nfeKey, trackingCode } = tracking(order.id);
    expect(nfeKey).toMatch(/^\d{44}$/);
    expect(isValidNfeKey(nfeKey!)).toBe(true);
    expect(nfeKey!.slice(0, 6)).toBe('352612'); // São Paulo, December 2026
    expect(trackingCode).toMatch(/^OB\d{9}BR$/);
    expect(isValidTrackingCode(trackingCode!)).toBe(true);
    // Read again: the same key and code.
    expect(tracking(order.id)).toMatchObject({ nfeKey, trackingCode });
  });

  it('sends each step its email once, when first reached, however often and from wherever it is read', () => {
    const order = cardPlaced();
    tracking(order.id);
    expect(subjects()).toEqual([emailSubject('paid', order.id)]);
    time.now = START + 10 * STEP_MS;
    tracking(order.id);
    tracking(order.id);
    call('GET', '/orders');
    expect(subjects()).toEqual(
      ['paid', 'invoice', 'shipped', 'delivered'].map((e) => emailSubject(e as 'paid', order.id)),
    );
    expect(readOutbox().every((mail) => mail.to === DEMO_USER.email)).toBe(true);
    const shipped = readOutbox()[2]!;
    expect(shipped.text).toContain(tracking(order.id).trackingCode!);
    expect(readOutbox()[1]!.text).toContain(tracking(order.id).nfeKey!);
  });

  it('does not move an unpaid PIX; a PIX paid moves from its payment time', () => {
    setLatencySettings({ orderStep: STEP_MS, pixPaid: 10 * 60_000 });
    const order = placed(pixOrder());
    time.now = START + 5 * 60_000;
    expect(reached(order.id)).toEqual(['Pedido recebido']);
    expect(subjects()).toEqual([]);
    time.now = START + 11 * 60_000;
    const { steps } = tracking(order.id);
    expect(steps[1]!.at).toBe(new Date(START + 10 * 60_000).toISOString());
    expect(steps[2]!.at).toBe(new Date(START + 11 * 60_000).toISOString());
  });

  it('does not move a cancelled order', () => {
    setLatencySettings({ orderStep: STEP_MS, pixPaid: 60 * 60_000 });
    const order = placed(pixOrder());
    time.now = START + 2 * 60 * 60_000; // the PIX's 30 minutes are long gone
    expect(reached(order.id)).toEqual(['Pedido recebido']);
    expect(() => advanceOrder(order.id, { now: time.now, pixPaidMs: 60 * 60_000, orderStepMs: STEP_MS })).toThrow(
      /not paid/,
    );
  });

  it('stands still at orderStep 0: a paid order moves only by hand', () => {
    setLatencySettings({ orderStep: 0, pixPaid: 0 });
    const order = cardPlaced();
    time.now = START + 365 * 24 * 60 * 60_000;
    expect(tracking(order.id).step).toBe('paid');
    advanceOrder(order.id, { now: time.now, pixPaidMs: 0, orderStepMs: 0 });
    expect(reached(order.id)).toEqual(['Pedido recebido', 'Pagamento aprovado', 'Nota fiscal emitida']);
  });

  it("answers 404 for another shopper's order and 401 without a session", () => {
    const order = cardPlaced();
    expect(call('GET', `/orders/${order.id}/tracking`, { token: otherShopper().token }).status).toBe(404);
    expect(call('GET', `/orders/${order.id}/tracking`, { token: null }).status).toBe(401);
  });
});

describe("'Avançar pedido'", () => {
  it('moves the order one step now, with its email, and the clock goes on from there', () => {
    const order = cardPlaced();
    time.now = START + 1_000;
    expect(advanceOrder(order.id, time.settings())).toEqual({
      id: order.id,
      step: 'invoiced',
    });
    expect(subjects()).toEqual([emailSubject('paid', order.id), emailSubject('invoice', order.id)]);
    expect(tracking(order.id).steps[2]!.at).toBe(new Date(START + 1_000).toISOString());
    time.now = START + 1_000 + STEP_MS;
    expect(tracking(order.id).step).toBe('picking');
  });

  it('takes the latest paid order on its way, and refuses one already delivered', () => {
    const order = cardPlaced();
    const clock = time.settings;
    for (const step of ['invoiced', 'picking', 'shipped', 'outForDelivery', 'delivered']) {
      expect(advanceOrder(undefined, clock())).toEqual({ id: order.id, step });
    }
    expect(() => advanceOrder(order.id, clock())).toThrow(/already delivered/);
  });
});

describe("'Meus pedidos'", () => {
  it("shows each order's current step", () => {
    const order = cardPlaced();
    time.now = START + 3 * STEP_MS;
    const rows = call('GET', '/orders').data as OrderSummary[];
    expect(rows.find((row) => row.id === order.id)!.step).toBe('shipped');
  });
});

/**
 * The fake backend's order clock: a paid order goes through the store's steps (src/rules/orderSteps.ts)
 * on its own, one step every `orderStepMs` after the one before, worked out when the order is read
 * (no timers); at 0 the clock stands still and orders move only by hand (below), so a build with
 * every delay at 0 (the instant browser tests, Jest) sees each step come one at a time. A step reached is written down with its time, and the email it sends goes out then,
 * in the same transaction as the write: read twice, or from two devices, a step is reached once and
 * mailed once. Unpaid and cancelled orders stay where they are. 'Avançar pedido' (the dev panel,
 * vitrineMock.order.advance) reaches the next step at once; the clock goes on from there.
 */
import type { CarrierEvent, OrderSummary, OrderTracking } from '../../../src/api/types';
import { buildNfeKey } from '../../../src/rules/nfe';
import {
  emailForStep,
  emailSubject,
  nextStep,
  ORDER_STEPS,
  stepLabel,
  type OrderEmail,
  type OrderStepId,
} from '../../../src/rules/orderSteps';
import { makeTrackingCode, SHOP_SERVICE } from '../../../src/rules/trackingCode';
import { findAccountById } from '../accounts/accountStore';
import { sendMail } from '../accounts/outbox';
import type { MockRequest } from '../route';
import { SCHEMA } from '../schema';
import { isRecord, table } from '../store';
import type { StoredOrder } from './orderStore';
import { settledOrders } from './pixStatus';

/** What the clock reads: the time now, how long a PIX takes to be paid and the pace of the steps. */
export interface OrderClock {
  now: number;
  pixPaidMs: number;
  orderStepMs: number;
}

/** The clock as a request carries it (the delays pixPaid and orderStep, filled in by mocks/server.ts). */
export const clockOf = (request: Pick<MockRequest, 'pixPaidMs' | 'orderStepMs'>, now = Date.now()): OrderClock => ({
  now,
  pixPaidMs: request.pixPaidMs,
  orderStepMs: request.orderStepMs,
});

/** When each step was reached, as ISO times; a step not reached has none. */
export type StepTimes = Partial<Record<OrderStepId, string>>;

interface StepsRow {
  orderId: string;
  at: StepTimes;
}

const stepRows = table(SCHEMA.orderSteps, (stored) =>
  isRecord(stored) && typeof stored.orderId === 'string' && isRecord(stored.at)
    ? (stored as unknown as StepsRow)
    : null,
);

/** The shop's CNPJ on its invoices (a made-up one, with valid check digits). */
export const SHOP_CNPJ = '12345678000195';
/** Where the shop's parcels are posted from. */
export const WAREHOUSE_PLACE = 'Barueri - SP';

const iso = (ms: number) => new Date(ms).toISOString();

/** When the order was paid: a card at once; a PIX `pixPaidMs` after it was placed (or now, when paid sooner by hand). */
function paidAt(order: StoredOrder, clock: OrderClock): number {
  const placed = Date.parse(order.createdAt);
  return order.payment.method === 'pix' ? Math.min(placed + clock.pixPaidMs, clock.now) : placed;
}

/**
 * The steps' times at `clock.now`: the kept ones, then each next one `orderStepMs` after the one
 * before, up to now (none when `orderStepMs` is 0: the clock stands still).
 */
export function stepTimesAt(order: StoredOrder, kept: StepTimes, clock: OrderClock): StepTimes {
  const at: StepTimes = { ...kept, received: order.createdAt };
  if (order.status !== 'paid') return at;
  at.paid ??= iso(paidAt(order, clock));
  if (clock.orderStepMs <= 0) return at;
  for (let before: OrderStepId = 'paid', step = nextStep(before); step; before = step, step = nextStep(step)) {
    if (at[step]) continue;
    const due = Date.parse(at[before]!) + clock.orderStepMs;
    if (due > clock.now) break;
    at[step] = iso(due);
  }
  return at;
}

/** The last step reached. */
export function currentStep(at: StepTimes): OrderStepId {
  return [...ORDER_STEPS].reverse().find((step) => at[step.id] !== undefined)?.id ?? 'received';
}

/** The NF-e key of the order's invoice: issued by the shop in São Paulo, numbered by the order. */
export function nfeKeyOf(order: Pick<StoredOrder, 'id'>, issuedAt: string): string {
  const number = Number(order.id);
  return buildNfeKey({
    uf: 'SP',
    issuedAt,
    cnpj: SHOP_CNPJ,
    series: 1,
    number,
    // Not guessable from the number in a real shop; here a fixed scramble of it, so a key is read the same twice.
    numericCode: (number * 7_919 + 12_345_678) % 100_000_000,
  });
}

/** The Correios code the order's parcel is posted with. */
export const trackingCodeOf = (order: Pick<StoredOrder, 'id'>): string =>
  makeTrackingCode(SHOP_SERVICE, Number(order.id) % 100_000_000);

/** Each email's text and the code it carries. */
function mailText(email: OrderEmail, order: StoredOrder, at: StepTimes, name: string): string {
  switch (email) {
    case 'paid':
      return `Olá, ${name}! O pagamento do seu pedido ${order.id} foi aprovado. Agora vamos emitir a nota fiscal.`;
    case 'invoice':
      return `Olá, ${name}! A nota fiscal do seu pedido ${order.id} foi emitida. Chave de acesso: ${nfeKeyOf(order, at.invoiced!)}.`;
    case 'shipped':
      return `Olá, ${name}! Seu pedido ${order.id} foi enviado pelos Correios. Código de rastreamento: ${trackingCodeOf(order)}.`;
    case 'delivered':
      return `Olá, ${name}! Seu pedido ${order.id} foi entregue. Você pode trocar ou devolver pela página do pedido.`;
  }
}

/** The kept step times of an order. */
const stepTimes = (order: Pick<StoredOrder, 'id'>): StepTimes => stepRows.get(order.id)?.at ?? {};

/** Mails a step's email, if it sends one, to the order's shopper (an anonymised order has none). */
function mailStep(order: StoredOrder, step: OrderStepId, at: StepTimes, now: number): void {
  const email = emailForStep(step);
  const account = order.userId ? findAccountById(order.userId) : null;
  if (!email || !account) return;
  sendMail(
    {
      to: account.email,
      subject: emailSubject(email, order.id),
      text: mailText(email, order, at, account.name),
      link: `/pedidos/${encodeURIComponent(order.id)}`,
    },
    now,
  );
}

/** Writes the steps newly reached and mails each one's email, once. */
function keep(order: StoredOrder, at: StepTimes, now: number): StepTimes {
  const kept = stepTimes(order);
  const reached = ORDER_STEPS.map((step) => step.id).filter((id) => at[id] !== undefined && kept[id] === undefined);
  if (reached.length === 0) return kept;
  stepRows.put(order.id, { orderId: order.id, at });
  for (const step of reached) mailStep(order, step, at, now);
  return at;
}

/** The order's steps brought up to the clock's now: written down, and mailed, where newly reached. */
export function trackOrder(order: StoredOrder, clock: OrderClock): StepTimes {
  return keep(order, stepTimesAt(order, stepTimes(order), clock), clock.now);
}

/** 'Meus pedidos': an order's row, with the step it is at now. */
export function orderSummary(order: StoredOrder, clock: OrderClock): OrderSummary {
  return {
    id: order.id,
    createdAt: order.createdAt,
    status: order.status,
    totalCents: order.totalCents,
    itemCount: order.lines.reduce((count, line) => count + line.quantity, 0),
    step: currentStep(trackOrder(order, clock)),
  };
}

/** The carrier's events, oldest first, told from the steps it takes part in. */
function carrierEvents(order: StoredOrder, at: StepTimes): CarrierEvent[] {
  const destination = `${order.address.city} - ${order.address.state}`;
  const events: CarrierEvent[] = [];
  if (at.shipped) events.push({ description: 'Objeto postado', place: WAREHOUSE_PLACE, at: at.shipped });
  if (at.shipped && at.outForDelivery) {
    // Half-way between posting and the last leg: the parcel on its way between the two cities.
    const middle = (Date.parse(at.shipped) + Date.parse(at.outForDelivery)) / 2;
    events.push({ description: 'Em trânsito', place: `de ${WAREHOUSE_PLACE} para ${destination}`, at: iso(middle) });
  }
  if (at.outForDelivery) {
    events.push({ description: 'Saiu para entrega ao destinatário', place: destination, at: at.outForDelivery });
  }
  if (at.delivered) events.push({ description: 'Entregue ao destinatário', place: destination, at: at.delivered });
  return events;
}

/** The order's tracking at the clock's now. */
export function trackingOf(order: StoredOrder, clock: OrderClock): OrderTracking {
  const at = trackOrder(order, clock);
  return {
    step: currentStep(at),
    steps: ORDER_STEPS.map(({ id }) => ({ id, label: stepLabel(id), at: at[id] ?? null })),
    nfeKey: at.invoiced ? nfeKeyOf(order, at.invoiced) : null,
    trackingCode: at.shipped ? trackingCodeOf(order) : null,
    carrierEvents: carrierEvents(order, at),
  };
}

/**
 * For developers ('Avançar pedido', vitrineMock.order.advance): the order (or the latest paid one
 * not yet delivered) reaches its next step now, with its email. Throws, in English, when it cannot:
 * a console tool, not the shop.
 */
export function advanceOrder(id: string | undefined, clock: OrderClock): { id: string; step: OrderStepId } {
  const orders = settledOrders(clock.now, clock.pixPaidMs);
  const moving = (order: StoredOrder) =>
    order.status === 'paid' && currentStep(trackOrder(order, clock)) !== 'delivered';
  const target = id === undefined ? orders.filter(moving).at(-1) : orders.find((order) => order.id === String(id));
  if (!target) throw new Error(id === undefined ? 'no paid order is on its way' : `no order ${id}`);
  if (target.status !== 'paid')
    throw new Error(`order ${target.id} is not paid (${target.status}): it does not advance`);
  const at = trackOrder(target, clock);
  const step = nextStep(currentStep(at));
  if (!step) throw new Error(`order ${target.id} is already delivered`);
  keep(target, { ...at, [step]: iso(clock.now) }, clock.now);
  return { id: target.id, step };
}

/**
 * @jest-environment node
 */
import type { Order } from '../../src/api/types';
import { STARTING_UNITS } from '../../src/rules/stock';
import { shippingCents } from '../../src/test/figures';
import { skuOf, VESTIDO } from '../../src/test/products';
import { givenBackCents } from '../backend/checkout/moneyBack';
import { unitsOf } from '../backend/stock';
import { ADDRESS, CARD, DEMO_TOKEN, DEMO_USER, sessionWith } from '../testFixtures';
import { apiForTests, RECORDS_KEPT, recordsForEachTest } from './testApi';

// 'Cancelar pedido' pressed on two devices at once, over HTTP: one cancellation, one estorno, the
// units back once; and in SQLite, the cancellation and its money back outlive a restart.

const api = apiForTests();

const SKU = skuOf(VESTIDO, 'M');
const PRICE = VESTIDO.actualPriceCents;
const TOTAL = PRICE + shippingCents('economica', PRICE);

const send = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  api.request(method, path, { secret: DEMO_TOKEN, body, headers });

/** A card order of the vestido M in 2 parcels, paid at once. */
async function cardOrder(): Promise<Order> {
  const card = await send('POST', '/card-tokens', CARD);
  const { token } = card.body as { token: string };
  const placed = await send(
    'POST',
    '/orders',
    {
      lines: [{ sku: SKU, quantity: 1 }],
      address: ADDRESS,
      shippingId: 'economica',
      payment: { method: 'card', token, installments: 2 },
      expectedTotalCents: TOTAL,
      cartVersion: 0,
    },
    { 'idempotency-key': 'cancel-over-http' },
  );
  expect(placed.status).toBe(201);
  return placed.body as Order;
}

describe.each(RECORDS_KEPT)('a cancellation over HTTP, records %s', (_where, sqlite) => {
  const records = recordsForEachTest(sqlite);

  beforeEach(() => {
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
  });

  it('two devices at once: one cancellation, one estorno, the units back once', async () => {
    const order = await cardOrder();
    expect(unitsOf(SKU)).toBe(STARTING_UNITS - 1);
    const answers = await Promise.all(
      ['mistake', 'other'].map((reason) => send('POST', `/orders/${order.id}/cancel`, { reason })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    const cancelled = answers[0]!.body as Order;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation: { reason: 'mistake' } });
    expect(cancelled.moneyBack).toEqual([
      expect.objectContaining({ method: 'card', amountCents: TOTAL, reversedParcelsCents: [] }),
    ]);
    expect(givenBackCents(order.id)).toBe(TOTAL);
    expect(unitsOf(SKU)).toBe(STARTING_UNITS);

    if (!sqlite) return;
    // Another server on the same records reads the same cancellation.
    records.restart();
    const read = await send('GET', `/orders/${order.id}`);
    expect(read.body).toEqual(cancelled);
  });
});

/**
 * @jest-environment node
 */
import type { Order, RepricedOrder } from '../../src/api/types';
import { pixPriceCents } from '../../src/rules/totals';
import { shippingCents } from '../../src/test/figures';
import { skuOf, VESTIDO } from '../../src/test/products';
import { storedOrders } from '../backend/checkout/orderStore';
import { putBack, setUnits, unitsOf } from '../backend/stock';
import { ADDRESS, CARD, DEMO_TOKEN, DEMO_USER, otherShopper, sessionWith } from '../testFixtures';
import { apiForTests, RECORDS_KEPT, recordsForEachTest } from './testApi';

// Two shoppers racing over HTTP for the last unit of a size, as two browsers would: both pressed
// 'Finalizar pedido' at once, each from a review that showed the size on sale.

const api = apiForTests();

const SKU = skuOf(VESTIDO, 'M');
const PRICE = VESTIDO.actualPriceCents;

const post = (path: string, secret: string, body: unknown, headers?: Record<string, string>) =>
  api.request('POST', path, { secret, body, headers });

/** An order of the vestido M, with the total its review showed; by card with `token`, else by PIX. */
const orderOf = (token?: string) => ({
  lines: [{ sku: SKU, quantity: 1 }],
  address: ADDRESS,
  shippingId: 'economica',
  payment: token ? { method: 'card', token, installments: 1 } : { method: 'pix' },
  expectedTotalCents: (token ? PRICE : pixPriceCents(PRICE)) + shippingCents('economica', PRICE),
  cartVersion: 0, // each shopper's server cart, never saved
});

describe.each(RECORDS_KEPT)('the last unit, over HTTP, records %s', (_where, sqlite) => {
  recordsForEachTest(sqlite);

  beforeEach(() => {
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
  });

  it('one order wins; the other is refused naming the line, with nothing charged', async () => {
    const joana = otherShopper();
    const card = await post('/card-tokens', joana.token, CARD);
    expect(card.status).toBe(201);
    const { token } = card.body as { token: string };
    setUnits(SKU, 1);

    const shoppers = [
      { userId: DEMO_USER.id, secret: DEMO_TOKEN, body: orderOf() },
      { userId: joana.user.id, secret: joana.token, body: orderOf(token) },
    ];
    const answers = await Promise.all(
      shoppers.map(({ secret, body }, n) => post('/orders', secret, body, { 'idempotency-key': `last-unit-${n}` })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const won = answers.findIndex((answer) => answer.status === 201);
    const [winner, loser] = [shoppers[won]!, shoppers[1 - won]!];
    expect((answers[won]!.body as Order).lines).toMatchObject([{ sku: SKU, quantity: 1 }]);
    expect(answers[1 - won]!.body as RepricedOrder).toMatchObject({
      subtotalCents: 0,
      lines: [{ sku: SKU, available: false }],
      changes: expect.arrayContaining(['VESTIDO MIDI FLORAL - VERDE (M) esgotou.']),
    });
    // One order, the winner's; the unit gone with it.
    expect(storedOrders().map((order) => order.userId)).toEqual([winner.userId]);
    expect(unitsOf(SKU)).toBe(0);
    const served = (await api.request('GET', '/products')).body;
    const sizes = (served as (typeof VESTIDO)[]).find((product) => product.id === VESTIDO.id)!.sizes;
    expect(sizes.find((size) => size.sku === SKU)).toMatchObject({ available: false });

    // Nothing was charged to the other: no order, no PIX; a card token still unspent pays once the size is back.
    putBack([{ sku: SKU, quantity: 1 }]);
    const again = await post('/orders', loser.secret, loser.body, { 'idempotency-key': 'last-unit-again' });
    expect(again.status).toBe(201);
    expect(storedOrders(loser.userId)).toHaveLength(1);
  });
});

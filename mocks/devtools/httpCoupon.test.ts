/**
 * @jest-environment node
 */
import type { CouponRefused, Order } from '../../src/api/types';
import { COUPON_MESSAGES, DEMO_COUPONS, orderFigures, pricedLine } from '../../src/rules/coupons';
import { shippingCents } from '../../src/test/figures';
import { REGATA, skuOf } from '../../src/test/products';
import { couponUses } from '../backend/checkout/couponStore';
import { storedOrders } from '../backend/checkout/orderStore';
import { ADDRESS, DEMO_TOKEN, DEMO_USER, sessionWith } from '../testFixtures';
import { apiForTests, RECORDS_KEPT, recordsForEachTest } from './testApi';

// One shopper on two devices (two sessions of one account), both pressing 'Finalizar pedido' at
// once with the once-per-shopper welcome code: one order takes it, the other is refused.

const api = apiForTests();

const PHONE = 'phone-session-secret-of-the-tests-000000000';

const post = (path: string, secret: string, body: unknown, headers?: Record<string, string>) =>
  api.request('POST', path, { secret, body, headers });

const WELCOME = DEMO_COUPONS.find((coupon) => coupon.code === 'BEMVINDA10')!;
const LINES = [{ sku: skuOf(REGATA, 'M'), quantity: 1 }];
const figures = orderFigures({ lines: [pricedLine(REGATA, 1)], coupon: WELCOME, shipping: null, method: 'pix' });
const order = {
  lines: LINES,
  address: ADDRESS,
  shippingId: 'economica',
  payment: { method: 'pix' },
  expectedTotalCents: figures.totalCents + shippingCents('economica', figures.productsCents),
  cartVersion: 0, // the shopper's server cart, never saved
  couponCode: 'bemvinda10',
};

describe.each(RECORDS_KEPT)('a once-per-shopper coupon on two devices at once, records %s', (_where, sqlite) => {
  recordsForEachTest(sqlite);

  beforeEach(() => {
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    sessionWith(PHONE, DEMO_USER.id);
  });

  it('is accepted once: one order with it, the other refused with its message and nothing charged', async () => {
    // Both devices applied it while no order had used it.
    for (const secret of [DEMO_TOKEN, PHONE]) {
      expect((await post('/cart/coupon', secret, { code: 'BEMVINDA10', lines: LINES })).status).toBe(200);
    }
    const answers = await Promise.all(
      [DEMO_TOKEN, PHONE].map((secret, n) => post('/orders', secret, order, { 'idempotency-key': `coupon-race-${n}` })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const won = answers.find((answer) => answer.status === 201)!.body as Order;
    const lost = answers.find((answer) => answer.status === 422)!.body as CouponRefused;
    expect(won).toMatchObject({ couponCode: 'BEMVINDA10', couponCents: figures.couponCents });
    expect(lost).toEqual({
      message: COUPON_MESSAGES.firstPurchaseOnly,
      code: 'COUPON_REFUSED',
      reason: 'firstPurchaseOnly',
    });
    expect(storedOrders(DEMO_USER.id)).toHaveLength(1);
    expect(couponUses('BEMVINDA10')).toBe(1);
  });
});

import type { AppliedCoupon, CouponRefused, Order } from '../../../src/api/types';
import {
  belowMinimumText,
  COUPON_MESSAGES,
  DEMO_COUPONS,
  expiredText,
  MAX_WRONG_CODES,
} from '../../../src/rules/coupons';
import { orderTotals } from '../../../src/rules/totals';
import { shippingCents } from '../../../src/test/figures';
import { REGATA, VESTIDO } from '../../../src/test/products';
import { allProducts, serveProducts } from '../catalogue';
import { readCart, writeCart } from '../cartStore';
import { transaction } from '../store';
import { setLatencySettings } from '../../devtools/latency';
import {
  call,
  cardOrder,
  cardToken,
  DECLINED_CARD,
  DEMO_USER,
  otherShopper,
  pixOrder,
  place,
  REGATA_M,
  VESTIDO_M,
} from '../../testFixtures';
import { couponUsage, couponUses } from './couponStore';
import { storedOrders } from './orderStore';

const check = (code: string, lines = [REGATA_M], options: Parameters<typeof call>[2] = {}) =>
  call('POST', '/cart/coupon', { body: { code, lines }, ...options });

const refusal = (message: string, reason: CouponRefused['reason']) => ({
  status: 422,
  data: { message, reason, code: 'COUPON_REFUSED' },
});

const demo = (code: string) => DEMO_COUPONS.find((coupon) => coupon.code === code)!;

/** A PIX order of `lines` with `couponCode`, expecting the total the rules give with `couponCents` off. */
function couponOrder(couponCode: string, couponCents: number, lines = [REGATA_M]) {
  const subtotalCents = lines.reduce((sum, line) => sum + (line === REGATA_M ? REGATA : VESTIDO).actualPriceCents, 0);
  const shipping = shippingCents('economica', subtotalCents - couponCents);
  const { totalCents } = orderTotals({ subtotalCents, couponCents, shippingCents: shipping, method: 'pix' });
  return pixOrder({ lines, couponCode, expectedTotalCents: totalCents });
}

afterEach(() => {
  serveProducts(null);
  jest.useRealTimers();
});

describe('POST /cart/coupon', () => {
  it('applies a code typed in any case with spaces around: its terms and what it takes off these lines', () => {
    const answer = check('  bemvinda10 ');
    expect(answer.status).toBe(200);
    const applied = answer.data as AppliedCoupon;
    expect(applied).toMatchObject({
      coupon: { code: 'BEMVINDA10', kind: 'percent', percent: 10 },
      description: demo('BEMVINDA10').description,
      subtotalCents: REGATA.actualPriceCents,
      couponCents: Math.round(REGATA.actualPriceCents / 10),
    });
    // The shop is told the terms, never the usage counts.
    expect(applied.coupon).not.toHaveProperty('initialUses');
  });

  it('refuses each reason with its own message', () => {
    expect(check('NAOEXISTE')).toEqual(refusal(COUPON_MESSAGES.invalid, 'invalid'));
    expect(check('NATAL25')).toEqual(refusal(expiredText('2025-12-25'), 'expired'));
    expect(check('RELAMPAGO20')).toEqual(refusal(COUPON_MESSAGES.usedUp, 'usedUp'));
    const missing = demo('VALE30').minimumCents! - REGATA.actualPriceCents;
    expect(check('VALE30')).toEqual(refusal(belowMinimumText(missing), 'belowMinimum'));
    // The vestido is on sale: a coupon that leaves sale items out has nothing to apply to.
    expect(check('COLECAO15', [VESTIDO_M])).toEqual(refusal(COUPON_MESSAGES.saleItems, 'saleItems'));
  });

  it('answers anonymously too (the cart of a visitor), counting no shopper', () => {
    expect(check('BEMVINDA10', [REGATA_M], { token: null }).status).toBe(200);
  });

  it(`limits wrong codes: after ${MAX_WRONG_CODES} a session waits, even for a right code`, () => {
    for (let n = 0; n < MAX_WRONG_CODES; n += 1) expect(check(`ERRADO${n}`).status).toBe(422);
    const limited = check('BEMVINDA10');
    expect(limited.status).toBe(429);
    expect(limited.data).toEqual({
      field: 'coupon',
      message: 'Muitas tentativas com cupons inválidos. Tente de novo em 15 minutos.',
    });
    expect(limited.headers?.['retry-after']).toBe('900');
  });

  it('limits wrong codes per client address, whichever session tries them', () => {
    const clientAddress = '203.0.113.9';
    const { token } = otherShopper();
    for (let n = 0; n < MAX_WRONG_CODES; n += 1) {
      // Anonymous tries, then a signed-in one: the address counts them all.
      const who = n === MAX_WRONG_CODES - 1 ? token : null;
      expect(check(`ERRADO${n}`, [REGATA_M], { token: who, clientAddress }).status).toBe(422);
    }
    expect(check('BEMVINDA10', [REGATA_M], { clientAddress }).status).toBe(429);
    // Another address is not held back.
    expect(check('BEMVINDA10', [REGATA_M], { token: null, clientAddress: '203.0.113.10' }).status).toBe(200);
  });
});

describe('POST /orders with a coupon', () => {
  beforeEach(() => setLatencySettings({ pixPaid: 60_000 }));

  it("takes the coupon off the products, PIX after it, each line's share stored, and counts the use", () => {
    const couponCents = Math.round(REGATA.actualPriceCents / 10);
    const answer = place(couponOrder(' bemvinda10', couponCents));
    expect(answer.status).toBe(201);
    const order = answer.data as Order;
    expect(order).toMatchObject({ couponCode: 'BEMVINDA10', couponCents, discountPercent: 5 });
    expect(order.lines.map((line) => line.couponCents)).toEqual([couponCents]);
    expect(storedOrders(DEMO_USER.id)[0]).toMatchObject({ couponCode: 'BEMVINDA10', couponCents });
    expect(couponUses('BEMVINDA10')).toBe(1);
    expect(couponUsage(demo('BEMVINDA10'), DEMO_USER)).toMatchObject({ totalUses: 1, accountUses: 1, cpfUses: 1 });
  });

  it('spreads a fixed coupon over the lines in whole cents, every cent on a line', () => {
    const lines = [REGATA_M, VESTIDO_M];
    const answer = place(couponOrder('VALE30', 3000, lines));
    expect(answer.status).toBe(201);
    const order = answer.data as Order;
    expect(order.lines.reduce((sum, line) => sum + line.couponCents!, 0)).toBe(3000);
  });

  it('is accepted once per shopper: the second order with the code is refused, nothing charged', () => {
    const couponCents = Math.round(REGATA.actualPriceCents / 10);
    expect(place(couponOrder('BEMVINDA10', couponCents)).status).toBe(201);
    writeCart(DEMO_USER.id, [{ sku: REGATA_M.sku, productId: REGATA.id, size: 'M', quantity: 1 }]);
    const again = place(couponOrder('BEMVINDA10', couponCents));
    expect(again).toEqual(refusal(COUPON_MESSAGES.firstPurchaseOnly, 'firstPurchaseOnly'));
    expect(storedOrders(DEMO_USER.id)).toHaveLength(1);
    expect(couponUses('BEMVINDA10')).toBe(1);
  });

  it('checks the code again when the order is placed: valid when applied, expired by the time of the order', () => {
    jest.useFakeTimers({ now: new Date('2025-12-25T12:00:00-03:00'), doNotFake: ['queueMicrotask'] });
    expect(check('NATAL25').status).toBe(200);
    jest.setSystemTime(new Date('2025-12-26T00:00:01-03:00'));
    const couponCents = Math.round(REGATA.actualPriceCents / 4);
    expect(place(couponOrder('NATAL25', couponCents))).toEqual(refusal(expiredText('2025-12-25'), 'expired'));
    expect(storedOrders()).toHaveLength(0);
    expect(readCart(DEMO_USER.id).version).toBe(pixOrder().cartVersion);
  });

  it('checks the cart again at the order: a price lowered since brings it under the minimum', () => {
    expect(check('VALE30', [VESTIDO_M]).status).toBe(200);
    serveProducts(
      allProducts().map((product) => (product.id === VESTIDO.id ? { ...product, actualPriceCents: 20000 } : product)),
    );
    const missing = demo('VALE30').minimumCents! - 20000;
    expect(place(couponOrder('VALE30', 3000, [VESTIDO_M]))).toEqual(refusal(belowMinimumText(missing), 'belowMinimum'));
    expect(couponUses('VALE30')).toBe(0);
  });

  it('trusts no figure from the browser: a total without the coupon is repriced with it', () => {
    const answer = place(pixOrder({ couponCode: 'BEMVINDA10' }));
    expect(answer.status).toBe(409);
    expect(couponUses('BEMVINDA10')).toBe(0);
  });

  it("counts the use in the order's transaction: none when the order is declined or its transaction rolled back", async () => {
    const token = cardToken(DECLINED_CARD).token;
    const couponCents = Math.round(REGATA.actualPriceCents / 10);
    const { totalCents } = orderTotals({
      subtotalCents: REGATA.actualPriceCents,
      couponCents,
      shippingCents: shippingCents('economica', REGATA.actualPriceCents - couponCents),
      method: 'card',
    });
    expect(place(cardOrder(token, { couponCode: 'BEMVINDA10', expectedTotalCents: totalCents })).status).toBe(402);
    expect(couponUses('BEMVINDA10')).toBe(0);

    await expect(
      transaction(() => {
        expect(place(couponOrder('BEMVINDA10', couponCents)).status).toBe(201);
        throw new Error('the records could not be kept');
      }),
    ).rejects.toThrow('could not be kept');
    expect(couponUses('BEMVINDA10')).toBe(0);
    expect(storedOrders()).toHaveLength(0);
  });
});

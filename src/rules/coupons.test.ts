import {
  belowMinimumText,
  cartRefusal,
  COUPON_MESSAGES,
  couponRefusal,
  couponRemovedText,
  DEMO_COUPONS,
  COUPON_GUESS_WINDOW_MS,
  expiredText,
  findCoupon,
  guessRefusal,
  isCouponCode,
  MAX_WRONG_CODES,
  normaliseCouponCode,
  notYetValidText,
  orderFigures,
  pricedLine,
  tooManyWrongCodesText,
  type Coupon,
  type CouponRefusal,
  type CouponUsage,
  type OrderFigures,
  type PricedLine,
} from './coupons';
import { saoPauloDate } from './saoPauloDate';
import { FREE_SHIPPING_THRESHOLD_CENTS, PIX_DISCOUNT_PERCENT } from './prices';
import { shippingRates, type ShippingRate } from './shipping';
import { orderTotals, percentOffCents, pixDiscountCents, pixPriceCents, type PaymentMethod } from './totals';

/** A line at `unitCents`, on sale when its list price is higher. */
const line = (unitCents: number, quantity = 1, listCents = unitCents): PricedLine => ({
  unitCents,
  listCents,
  quantity,
  markedDown: unitCents < listCents,
});

const percent = (value: number, terms: Partial<Coupon> = {}): Coupon =>
  ({ code: `OFF${value}`, kind: 'percent', percent: value, ...terms }) as Coupon;
const fixed = (amountCents: number, terms: Partial<Coupon> = {}): Coupon =>
  ({ code: 'FIXO', kind: 'fixed', amountCents, ...terms }) as Coupon;
const freeShipping = (terms: Partial<Coupon> = {}): Coupon =>
  ({ code: 'FRETE', kind: 'freeShipping', ...terms }) as Coupon;

const [ECONOMY_SP, EXPRESS_SP] = shippingRates('SP') as [ShippingRate, ShippingRate];

const NEW_SHOPPER: CouponUsage = { totalUses: 0, accountUses: 0, cpfUses: 0, previousOrders: 0 };
/** Midday in São Paulo, 15 June 2026. */
const NOW = Date.parse('2026-06-15T15:00:00Z');

const demo = (code: string) => DEMO_COUPONS.find((coupon) => coupon.code === code)!;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** What breaks the figures' sums: the order's steps, and the lines' shares against the order's figures. */
function problems(figures: OrderFigures): string[] {
  const { lines } = figures;
  const found: string[] = [];
  const expectSame = (what: string, actual: number, expected: number) => {
    if (actual !== expected) found.push(`${what}: ${actual}, not ${expected}`);
  };
  expectSame('subtotal', figures.subtotalCents, sum(lines.map((l) => l.lineCents)));
  expectSame('sale', figures.saleCents, figures.listCents - figures.subtotalCents);
  expectSame('products', figures.productsCents, figures.subtotalCents - figures.couponCents);
  expectSame('total', figures.totalCents, figures.productsCents - figures.discountCents + figures.shippingCents);
  expectSame('coupon shares', sum(lines.map((l) => l.couponCents)), figures.couponCents);
  expectSame('PIX shares', sum(lines.map((l) => l.discountCents)), figures.discountCents);
  expectSame('lines paid + shipping', sum(lines.map((l) => l.paidCents)) + figures.shippingCents, figures.totalCents);
  lines.forEach((l, i) => expectSame(`line ${i} paid`, l.paidCents, l.lineCents - l.couponCents - l.discountCents));
  const all = {
    list: figures.listCents,
    sale: figures.saleCents,
    subtotal: figures.subtotalCents,
    coupon: figures.couponCents,
    products: figures.productsCents,
    discount: figures.discountCents,
    shipping: figures.shippingCents,
    total: figures.totalCents,
    ...Object.fromEntries(
      lines.flatMap((l, i) => [
        [`line ${i}`, l.lineCents],
        [`line ${i} coupon`, l.couponCents],
        [`line ${i} discount`, l.discountCents],
        [`line ${i} paid`, l.paidCents],
      ]),
    ),
  };
  for (const [what, cents] of Object.entries(all)) {
    if (!Number.isSafeInteger(cents) || cents < 0 || Object.is(cents, -0)) found.push(`${what}: ${cents} cents`);
  }
  return found;
}

const expectConsistent = (figures: OrderFigures) => expect(problems(figures)).toEqual([]);

describe('codes', () => {
  it.each([' bemvinda10 ', 'BemVinda10', '\tBEMVINDA10\n', 'bemVINDA10  '])(
    'reads %p without regard to case or surrounding spaces',
    (typed) => {
      expect(normaliseCouponCode(typed)).toBe('BEMVINDA10');
      expect(findCoupon(typed, DEMO_COUPONS)?.code).toBe('BEMVINDA10');
    },
  );

  it('finds nothing for an unknown, empty, spaced or non-text code', () => {
    for (const typed of ['BEMVINDA11', '', '   ', 'BEM VINDA10', 'B', undefined, null, 10, ['BEMVINDA10']]) {
      expect(findCoupon(typed, DEMO_COUPONS)).toBeUndefined();
    }
    expect(normaliseCouponCode(42)).toBe('');
  });

  it('takes 3 to 20 letters and digits', () => {
    expect(isCouponCode('ABC')).toBe(true);
    expect(isCouponCode('A'.repeat(20))).toBe(true);
    expect(isCouponCode('AB')).toBe(false);
    expect(isCouponCode('A'.repeat(21))).toBe(false);
    expect(isCouponCode('VALE-30')).toBe(false);
    expect(isCouponCode('vale30')).toBe(false); // normalised first
  });
});

describe('pricedLine', () => {
  it('takes a catalogue product’s prices, on sale when it sells below its list price', () => {
    expect(pricedLine({ actualPriceCents: 7990, regularPriceCents: 9990 }, 2)).toEqual({
      unitCents: 7990,
      listCents: 9990,
      quantity: 2,
      markedDown: true,
    });
    expect(pricedLine({ actualPriceCents: 9990, regularPriceCents: 9990 }, 1).markedDown).toBe(false);
  });
});

describe('dates, in São Paulo time', () => {
  it('tells the day in São Paulo, three hours behind UTC', () => {
    expect(saoPauloDate(Date.parse('2027-01-01T02:59:59.999Z'))).toBe('2026-12-31');
    expect(saoPauloDate(Date.parse('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
  });

  const march = percent(10, { validFrom: '2026-03-01', validUntil: '2026-03-31' });
  const at = (iso: string) =>
    couponRefusal(march, { lines: [line(10000)], nowMs: Date.parse(iso), usage: NEW_SHOPPER });

  it('is not valid until midnight of its first day in São Paulo, though it is already that day in UTC', () => {
    expect(at('2026-03-01T00:30:00Z')).toEqual({ reason: 'notYetValid', message: notYetValidText('2026-03-01') });
    expect(at('2026-03-01T02:59:59.999Z')?.reason).toBe('notYetValid');
    expect(notYetValidText('2026-03-01')).toBe('Este cupom vale a partir de 01/03/2026.');
  });

  it('is valid from the first moment of its first day in São Paulo', () => {
    expect(at('2026-03-01T03:00:00Z')).toBeNull();
  });

  it('is valid to the last moment of its last day in São Paulo, though it is the next day in UTC', () => {
    expect(at('2026-03-31T15:00:00Z')).toBeNull();
    expect(at('2026-04-01T02:59:59.999Z')).toBeNull();
  });

  it('has expired from midnight after its last day in São Paulo', () => {
    expect(at('2026-04-01T03:00:00Z')).toEqual({ reason: 'expired', message: expiredText('2026-03-31') });
    expect(expiredText('2026-03-31')).toBe('Este cupom venceu em 31/03/2026.');
  });

  it('holds without a start or an end', () => {
    expect(
      couponRefusal(percent(10, { validUntil: '2026-06-15' }), { lines: [line(1)], nowMs: NOW, usage: NEW_SHOPPER }),
    ).toBeNull();
    expect(
      couponRefusal(percent(10, { validFrom: '2026-06-15' }), { lines: [line(1)], nowMs: NOW, usage: NEW_SHOPPER }),
    ).toBeNull();
  });
});

describe('couponRefusal: each refusal with its own message', () => {
  const check = (coupon: Coupon | undefined, usage: Partial<CouponUsage> = {}, lines = [line(30000)]) =>
    couponRefusal(coupon, { lines, nowMs: NOW, usage: { ...NEW_SHOPPER, ...usage } });

  it('refuses a code it does not know', () => {
    expect(check(undefined)).toEqual({ reason: 'invalid', message: 'Cupom inválido. Confira o código digitado.' });
    expect(check(findCoupon('NAOEXISTE', DEMO_COUPONS))?.reason).toBe('invalid');
  });

  it('refuses a coupon used up by everyone, up to its last use', () => {
    const limited = percent(10, { usageLimit: 100 });
    expect(check(limited, { totalUses: 99 })).toBeNull();
    expect(check(limited, { totalUses: 100 })).toEqual({ reason: 'usedUp', message: 'Este cupom esgotou.' });
  });

  it('refuses a once-per-shopper coupon this account or this CPF used, on any account', () => {
    const once = percent(10, { oncePerShopper: true });
    const used: CouponRefusal = { reason: 'alreadyUsed', message: 'Você já usou este cupom.' };
    expect(check(once, { accountUses: 1, cpfUses: 1 })).toEqual(used);
    expect(check(once, { accountUses: 0, cpfUses: 1 })).toEqual(used); // another account, the same CPF
    expect(check(once, { accountUses: 1, cpfUses: 0 })).toEqual(used); // before the CPF is known
    expect(check(once, { totalUses: 500 })).toBeNull();
    expect(check(percent(10), { accountUses: 3, cpfUses: 3 })).toBeNull(); // not once per shopper
  });

  it('refuses a first-purchase coupon to a shopper who has ordered before', () => {
    const first = percent(10, { firstPurchaseOnly: true });
    expect(check(first)).toBeNull();
    expect(check(first, { previousOrders: 1 })).toEqual({
      reason: 'firstPurchaseOnly',
      message: 'Este cupom vale só na primeira compra.',
    });
  });

  it('refuses a coupon that leaves sale items out when every line is on sale', () => {
    const regular = percent(10, { excludeSaleItems: true });
    expect(check(regular, {}, [line(7990, 1, 9990), line(5990, 2, 8990)])).toEqual({
      reason: 'saleItems',
      message: 'Este cupom não vale para produtos em promoção.',
    });
    expect(check(regular, {}, [line(7990, 1, 9990), line(5990)])).toBeNull();
  });

  it('refuses below the minimum, saying what is missing, and takes the minimum itself', () => {
    const from150 = fixed(2000, { minimumCents: 15000 });
    expect(check(from150, {}, [line(12000)])).toEqual({
      reason: 'belowMinimum',
      message: 'Faltam R$\u00a030,00 para usar este cupom.',
      missingCents: 3000,
    });
    expect(check(from150, {}, [line(7500, 2)])).toBeNull();
  });

  it('counts only the lines not on sale toward the minimum of a coupon that leaves sale items out, and says so', () => {
    const coupon = percent(10, { excludeSaleItems: true, minimumCents: 10000 });
    expect(check(coupon, {}, [line(50000, 1, 60000), line(8000)])).toEqual({
      reason: 'belowMinimum',
      message: 'Faltam R$\u00a020,00 em produtos fora de promoção para usar este cupom.',
      missingCents: 2000,
    });
  });

  it('gives every refusal a message of its own', () => {
    const messages = [
      COUPON_MESSAGES.invalid,
      notYetValidText('2026-01-01'),
      expiredText('2026-01-01'),
      COUPON_MESSAGES.usedUp,
      COUPON_MESSAGES.alreadyUsed,
      COUPON_MESSAGES.firstPurchaseOnly,
      COUPON_MESSAGES.saleItems,
      belowMinimumText(100),
    ];
    expect(new Set(messages.map((m) => m.replace(/[\d/,]/g, ''))).size).toBe(messages.length);
  });

  it('names what the shopper cannot change before what the cart can fix', () => {
    const everything = percent(10, {
      validUntil: '2026-01-31',
      usageLimit: 1,
      oncePerShopper: true,
      firstPurchaseOnly: true,
      minimumCents: 100000,
    });
    const spent = { totalUses: 1, accountUses: 1, previousOrders: 1 };
    expect(check(everything, spent)?.reason).toBe('expired');
    expect(check({ ...everything, validUntil: undefined }, spent)?.reason).toBe('usedUp');
    expect(check({ ...everything, validUntil: undefined }, { ...spent, totalUses: 0 })?.reason).toBe(
      'firstPurchaseOnly',
    );
    expect(check({ ...everything, validUntil: undefined }, { accountUses: 1 })?.reason).toBe('alreadyUsed');
    expect(check({ ...everything, validUntil: undefined }, {})?.reason).toBe('belowMinimum');
  });
});

describe('a code that stops applying after a change to the cart', () => {
  const VALE30 = demo('VALE30');
  const before = [line(15000), line(12000)];

  it('is refused by the cart once a line is removed, and announced as removed with the reason', () => {
    expect(cartRefusal(VALE30, before)).toBeNull();
    const refusal = cartRefusal(VALE30, before.slice(0, 1))!;
    expect(refusal.reason).toBe('belowMinimum');
    expect(couponRemovedText('VALE30', refusal)).toBe(
      'O cupom VALE30 foi removido. Faltam R$\u00a0100,00 para usar este cupom.',
    );
  });

  it('is refused when a quantity is lowered or a price drops below the minimum', () => {
    expect(cartRefusal(VALE30, [line(12500, 2)])).toBeNull();
    expect(cartRefusal(VALE30, [line(12500, 1)])?.reason).toBe('belowMinimum');
    expect(cartRefusal(VALE30, [line(12490, 2, 12500)])?.missingCents).toBe(20);
  });

  it('is left out of the figures, which say why, never counted silently', () => {
    const figures = orderFigures({ lines: before.slice(0, 1), coupon: VALE30, shipping: ECONOMY_SP, method: 'card' });
    expect(figures.couponCode).toBeNull();
    expect(figures.couponCents).toBe(0);
    expect(figures.couponRefusal?.reason).toBe('belowMinimum');
    expect(figures.totalCents).toBe(15000 + 1990);
  });

  it('whose cart becomes all sale items is refused for that reason', () => {
    const COLECAO15 = demo('COLECAO15');
    const lines = [line(7990, 1, 9990), line(12990)];
    expect(cartRefusal(COLECAO15, lines)).toBeNull();
    expect(couponRemovedText('COLECAO15', cartRefusal(COLECAO15, lines.slice(0, 1))!)).toBe(
      'O cupom COLECAO15 foi removido. Este cupom não vale para produtos em promoção.',
    );
  });
});

describe('orderFigures: every step as its own figure', () => {
  it('without a coupon, gives the figures orderTotals gives, shipping by the threshold', () => {
    const lines = [line(10000), line(5000, 2, 6000)];
    const figures = orderFigures({ lines, shipping: ECONOMY_SP, method: 'pix' });
    const totals = orderTotals({ subtotalCents: 20000, shippingCents: 0, method: 'pix' });
    expect(figures).toMatchObject({
      listCents: 22000,
      saleCents: 2000,
      subtotalCents: 20000,
      couponCode: null,
      couponCents: 0,
      productsCents: 20000,
      discountCents: totals.discountCents,
      discountPercent: PIX_DISCOUNT_PERCENT,
      shippingCents: 0,
      freeShipping: 'threshold',
      totalCents: totals.totalCents,
      couponRefusal: null,
    });
    expectConsistent(figures);
  });

  it('takes a percentage off the products, then PIX off what they cost after it, shipping apart', () => {
    const lines = [line(10000), line(5000, 2)];
    const figures = orderFigures({ lines, coupon: percent(10), shipping: ECONOMY_SP, method: 'pix' });
    const pix = pixDiscountCents(18000);
    expect(figures).toMatchObject({
      subtotalCents: 20000,
      couponCode: 'OFF10',
      couponCents: 2000,
      productsCents: 18000,
      discountCents: pix,
      shippingCents: 1990,
      freeShipping: null,
      totalCents: 18000 - pix + 1990,
    });
    expect(figures.lines).toEqual([
      { lineCents: 10000, couponCents: 1000, discountCents: pix / 2, paidCents: 9000 - pix / 2 },
      { lineCents: 10000, couponCents: 1000, discountCents: pix / 2, paidCents: 9000 - pix / 2 },
    ]);
    expectConsistent(figures);
  });

  it('judges free shipping on the products after the coupon', () => {
    const lines = [line(21000)];
    expect(orderFigures({ lines, shipping: ECONOMY_SP, method: 'card' }).shippingCents).toBe(0);
    const couponed = orderFigures({ lines, coupon: percent(10), shipping: ECONOMY_SP, method: 'card' });
    expect(couponed.productsCents).toBeLessThanOrEqual(FREE_SHIPPING_THRESHOLD_CENTS);
    expect(couponed.shippingCents).toBe(ECONOMY_SP.priceCents);
    expect(couponed.totalCents).toBe(18900 + 1990);
  });

  it('judges free shipping before PIX, so paying by PIX never makes shipping paid', () => {
    const lines = [line(FREE_SHIPPING_THRESHOLD_CENTS + 1)];
    expect(orderFigures({ lines, shipping: ECONOMY_SP, method: 'pix' }).shippingCents).toBe(0);
  });

  it('takes a fixed amount off the products, never more than they cost', () => {
    const vale = orderFigures({ lines: [line(25000)], coupon: demo('VALE30'), shipping: null, method: 'card' });
    expect(vale).toMatchObject({ couponCode: 'VALE30', couponCents: 3000, productsCents: 22000, totalCents: 22000 });
    const more = orderFigures({ lines: [line(1990), line(1000)], coupon: fixed(5000), shipping: null, method: 'pix' });
    expect(more).toMatchObject({ couponCents: 2990, productsCents: 0, discountCents: 0, totalCents: 0 });
    expectConsistent(more);
  });

  it('makes the economy option free with a free-shipping coupon, express still paid', () => {
    const lines = [line(10000)];
    const coupon = demo('FRETEGRATIS');
    const economy = orderFigures({ lines, coupon, shipping: ECONOMY_SP, method: 'card' });
    expect(economy).toMatchObject({
      couponCode: 'FRETEGRATIS',
      couponCents: 0,
      shippingCents: 0,
      freeShipping: 'coupon',
    });
    expect(economy.totalCents).toBe(10000);
    const express = orderFigures({ lines, coupon, shipping: EXPRESS_SP, method: 'card' });
    expect(express).toMatchObject({
      couponCode: 'FRETEGRATIS',
      shippingCents: EXPRESS_SP.priceCents,
      freeShipping: null,
    });
    const below = orderFigures({ lines: [line(9000)], coupon, shipping: ECONOMY_SP, method: 'card' });
    expect(below).toMatchObject({ couponCode: null, shippingCents: ECONOMY_SP.priceCents });
    expect(below.couponRefusal?.message).toBe('Faltam R$\u00a09,00 para usar este cupom.');
    const anyValue = orderFigures({ lines: [line(100)], coupon: freeShipping(), shipping: ECONOMY_SP, method: 'pix' });
    expect(anyValue).toMatchObject({ couponCode: 'FRETE', shippingCents: 0, totalCents: pixPriceCents(100) });
  });

  it('applies a coupon that leaves sale items out to the other lines only', () => {
    const lines = [line(6000, 1, 10000), line(4000, 1)];
    const figures = orderFigures({ lines, coupon: demo('COLECAO15'), shipping: null, method: 'card' });
    expect(figures.couponCents).toBe(600);
    expect(figures.lines.map((l) => l.couponCents)).toEqual([0, 600]);
    expectConsistent(figures);
  });

  it('charges no shipping while no option is chosen', () => {
    const figures = orderFigures({ lines: [line(5000)], shipping: null, method: 'card' });
    expect(figures).toMatchObject({ shippingCents: 0, freeShipping: null, totalCents: 5000 });
  });

  it('prices an empty cart at 0', () => {
    const figures = orderFigures({ lines: [], coupon: percent(10), shipping: null, method: 'pix' });
    expect(figures).toMatchObject({ subtotalCents: 0, couponCents: 0, totalCents: 0, lines: [] });
  });

  it.each([
    ['a negative price', line(-1)],
    ['a fraction of a cent', line(10.5)],
    ['no units', line(1000, 0)],
    ['a fraction of a unit', line(1000, 1.5)],
  ])('refuses a line with %s', (_, bad) => {
    expect(() => orderFigures({ lines: [bad], shipping: null, method: 'card' })).toThrow(RangeError);
  });

  it.each([
    ['0%', percent(0)],
    ['101%', percent(101)],
    ['12.5%', percent(12.5)],
    ['0 cents', fixed(0)],
    ['-100 cents', fixed(-100)],
    ['half a cent', fixed(0.5)],
  ])('refuses a coupon of %s', (_, coupon) => {
    expect(() => orderFigures({ lines: [line(1000)], coupon, shipping: null, method: 'card' })).toThrow(RangeError);
  });
});

describe('the defects other storefronts had, which cannot happen here', () => {
  it('a percentage coupon with a sale item in the cart, then a quantity change, gives the figures of the new cart priced afresh', () => {
    const sale = line(7990, 1, 9990);
    const regular = line(12990);
    const coupon = percent(10);
    const before = orderFigures({ lines: [sale, regular], coupon, shipping: ECONOMY_SP, method: 'pix' });
    expect(before.couponCents).toBe(2098); // 10% of 209,80, the sale price, not the list price
    const changed = [{ ...sale, quantity: 3 }, regular];
    const after = orderFigures({ lines: changed, coupon, shipping: ECONOMY_SP, method: 'pix' });
    // 3 × 79,90 + 129,90 = 369,60, at the sale price; 10% is 36,96; PIX on 332,64; shipping free.
    expect(after).toMatchObject({
      subtotalCents: 36960,
      couponCents: 3696,
      productsCents: 33264,
      discountCents: pixDiscountCents(33264),
      shippingCents: 0,
      totalCents: pixPriceCents(33264),
    });
    expect(after).toEqual(
      orderFigures({ lines: [line(7990, 3, 9990), line(12990)], coupon, shipping: ECONOMY_SP, method: 'pix' }),
    );
    expectConsistent(after);

    // A coupon that leaves sale items out takes the same off whatever the sale line's quantity.
    const regularOnly = percent(10, { excludeSaleItems: true });
    for (const quantity of [1, 3, 10]) {
      const figures = orderFigures({
        lines: [{ ...sale, quantity }, regular],
        coupon: regularOnly,
        shipping: null,
        method: 'pix',
      });
      expect(figures.lines.map((l) => l.couponCents)).toEqual([0, 1299]);
      expectConsistent(figures);
    }
  });

  it('the minimum is checked on the price after the catalogue’s sale, not the list price, and before the coupon and PIX', () => {
    const from150 = percent(10, { minimumCents: 15000 });
    // Listed at 200,00, sold at 120,00: short of 150,00 by 30,00.
    expect(cartRefusal(from150, [line(12000, 1, 20000)])?.missingCents).toBe(3000);
    // Sold at exactly 150,00: it applies, though the coupon and PIX then bring the products below 150,00.
    const figures = orderFigures({ lines: [line(15000, 1, 25000)], coupon: from150, shipping: null, method: 'pix' });
    expect(figures.couponCode).toBe(from150.code);
    expect(figures.productsCents).toBe(13500);
    expect(figures.totalCents).toBe(pixPriceCents(13500));
  });

  it('two percentages never stack: one coupon per order, and PIX is taken after the coupon, not added to it', () => {
    const ten = percent(10, { code: 'DEZ' });
    const twenty = percent(20, { code: 'VINTE' });
    for (const typed of ['DEZ VINTE', 'DEZ,VINTE', 'DEZ+VINTE', 'DEZVINTE']) {
      expect(findCoupon(typed, [ten, twenty])).toBeUndefined();
    }
    expect(() =>
      // @ts-expect-error an order takes one coupon, never a list
      orderFigures({ lines: [line(20000)], coupon: [ten, twenty], shipping: null, method: 'card' }),
    ).toThrow(RangeError);
    const figures = orderFigures({ lines: [line(20000)], coupon: twenty, shipping: null, method: 'pix' });
    // 20% off 200,00 is 40,00; 5% PIX off the 160,00 left is 8,00: 152,00, not 25% off (150,00).
    expect(figures).toMatchObject({
      couponCents: 4000,
      discountCents: pixDiscountCents(16000),
      totalCents: pixPriceCents(16000),
    });
    expect(figures.totalCents).toBeGreaterThan(percentOffCents(20000, 100 - 20 - PIX_DISCOUNT_PERCENT));
  });

  it('the discount is spread over the lines in whole cents that add up exactly, in proportion, the remainder on the largest line', () => {
    const thirds = orderFigures({
      lines: [line(3333), line(3334), line(3333)],
      coupon: percent(10),
      shipping: null,
      method: 'card',
    });
    expect(thirds.lines.map((l) => l.couponCents)).toEqual([333, 334, 333]);
    const uneven = orderFigures({
      lines: [line(100), line(300), line(200)],
      coupon: fixed(10),
      shipping: null,
      method: 'card',
    });
    expect(uneven.lines.map((l) => l.couponCents)).toEqual([1, 6, 3]);
    // Each line takes the whole cents of its exact part; the largest line, the cents left over.
    const lines = [line(1990, 3), line(45990), line(7), line(12345, 2, 20000)];
    const figures = orderFigures({ lines, coupon: fixed(7777), shipping: ECONOMY_SP, method: 'pix' });
    expect(figures.lines.map((l) => l.lineCents)).toEqual([5970, 45990, 7, 24690]);
    const floors = figures.lines.map((l) => Math.floor((7777 * l.lineCents) / figures.subtotalCents));
    expect(figures.lines.map((l) => l.couponCents)).toEqual([
      floors[0],
      7777 - floors[0]! - floors[2]! - floors[3]!,
      floors[2],
      floors[3],
    ]);
    expectConsistent(figures);
  });

  it('a 100% discount leaves a total of exactly 0, never a negative fraction', () => {
    const lines = [line(3333, 3), line(1), line(19990, 1, 25990)];
    for (const method of ['pix', 'card'] as const) {
      const figures = orderFigures({ lines, coupon: percent(100), shipping: null, method });
      expect(Object.is(figures.totalCents, 0)).toBe(true);
      expect(figures.couponCents).toBe(figures.subtotalCents);
      expect(figures.lines.every((l) => Object.is(l.paidCents, 0))).toBe(true);
      expectConsistent(figures);
    }
    // Shipping stays apart: the products cost nothing, so the threshold does not free it.
    const shipped = orderFigures({ lines, coupon: percent(100), shipping: ECONOMY_SP, method: 'pix' });
    expect(shipped.totalCents).toBe(ECONOMY_SP.priceCents);
  });

  it('the rounding never moves by a cent: rounded once, half up, on what the lines cost together, however the cart is split or ordered', () => {
    // Pinned figures: a percentage rounds the price after it half up, as the PIX price does.
    expect(orderFigures({ lines: [line(1005)], coupon: percent(10), shipping: null, method: 'card' }).couponCents).toBe(
      100,
    );
    expect(orderFigures({ lines: [line(9990)], coupon: percent(15), shipping: null, method: 'card' }).couponCents).toBe(
      1498,
    );
    // 3 × 1,05 at 10%: 31 cents off 3,15 once, not 10 cents off each unit (30) nor 11 (33).
    const carts = [
      [line(105, 3)],
      [line(105), line(105), line(105)],
      [line(105, 2), line(105)],
      [line(105), line(105, 2)],
    ];
    for (const lines of carts) {
      expect(orderFigures({ lines, coupon: percent(10), shipping: null, method: 'card' }).couponCents).toBe(31);
    }
  });
});

describe('any cart, coupon and payment (property)', () => {
  /** A small seeded generator, so a failure can be replayed. */
  function random(seed: number) {
    let state = seed >>> 0;
    const next = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const pick = <T>(values: readonly T[]) => values[int(0, values.length - 1)]!;
    return { int, pick, chance: (p: number) => next() < p };
  }

  it('the figures always add up, every cent is on some line, and no figure is negative', () => {
    const { int, pick, chance } = random(20260615);
    const rates = (['SP', 'RS', 'BA', 'AM', 'DF'] as const).flatMap((uf) => shippingRates(uf));
    const failures: unknown[] = [];
    for (let run = 0; run < 3000; run += 1) {
      const lines = Array.from({ length: int(0, 6) }, () => {
        const unitCents = chance(0.2) ? int(1, 500) : int(990, 60000);
        return line(unitCents, int(1, 10), chance(0.35) ? unitCents + int(1, 30000) : unitCents);
      });
      const terms: Partial<Coupon> = {
        code: 'PROP',
        excludeSaleItems: chance(0.3),
        ...(chance(0.4) ? { minimumCents: int(0, 80000) } : {}),
      };
      const coupon: Coupon | null = pick([
        null,
        { ...terms, kind: 'percent', percent: chance(0.1) ? 100 : int(1, 100) } as Coupon,
        { ...terms, kind: 'fixed', amountCents: int(1, 100000) } as Coupon,
        { ...terms, kind: 'freeShipping' } as Coupon,
      ]);
      const shipping = chance(0.1) ? null : pick(rates);
      const method: PaymentMethod = pick(['pix', 'card'] as const);
      const figures = orderFigures({ lines, coupon, shipping, method });

      const found = problems(figures);
      const refusal = coupon ? cartRefusal(coupon, lines) : null;
      const check = (what: string, ok: boolean) => {
        if (!ok) found.push(what);
      };
      check('refusal', JSON.stringify(figures.couponRefusal) === JSON.stringify(refusal));
      check('coupon code', figures.couponCode === (coupon && !refusal ? coupon.code : null));
      check('PIX', figures.discountCents === (method === 'pix' ? pixDiscountCents(figures.productsCents) : 0));
      if (coupon?.excludeSaleItems) {
        check(
          'sale lines',
          figures.lines.every((l, i) => !lines[i]!.markedDown || l.couponCents === 0),
        );
      }
      const couponFrees = figures.couponCode !== null && coupon?.kind === 'freeShipping';
      const free = shipping?.canBeFree && (figures.productsCents > FREE_SHIPPING_THRESHOLD_CENTS || couponFrees);
      check('shipping', figures.shippingCents === (free || !shipping ? 0 : shipping.priceCents));
      // The same cart listed the other way round gives the same figures.
      const reversed = orderFigures({ lines: [...lines].reverse(), coupon, shipping, method });
      check(
        'order of lines',
        reversed.totalCents === figures.totalCents && reversed.couponCents === figures.couponCents,
      );
      if (found.length > 0) failures.push({ run, lines, coupon, shipping, method, found });
    }
    expect(failures.slice(0, 3)).toEqual([]);
  });
});

describe('guessing codes', () => {
  const minute = 60_000;
  const tries = (...minutesAgo: number[]) => minutesAgo.map((ago) => NOW - ago * minute);

  it('lets a session or an address try wrong codes up to the limit within the window', () => {
    expect(MAX_WRONG_CODES).toBe(5);
    expect(guessRefusal([], NOW)).toBeNull();
    expect(guessRefusal(tries(1, 2, 3, 4), NOW)).toBeNull();
    // Wrong codes older than the window no longer count.
    expect(guessRefusal(tries(1, 2, 3, 4, 15, 20), NOW)).toBeNull();
  });

  it('then refuses until the oldest of the last tries leaves the window, saying how long', () => {
    const refusal = guessRefusal(tries(1, 2, 3, 4, 5), NOW);
    expect(refusal).toEqual({
      waitMs: 10 * minute,
      message: 'Muitas tentativas com cupons inválidos. Tente de novo em 10 minutos.',
    });
    expect(guessRefusal(tries(1, 2, 3, 4, 5), NOW + 10 * minute - 1)).not.toBeNull();
    expect(guessRefusal(tries(1, 2, 3, 4, 5), NOW + 10 * minute)).toBeNull();
    // Six tries: free again once the two oldest have left the window.
    expect(guessRefusal(tries(0, 0, 1, 3, 14, 14.5), NOW)?.waitMs).toBe(COUPON_GUESS_WINDOW_MS - 14 * minute);
  });

  it('says whole minutes, rounded up', () => {
    expect(tooManyWrongCodesText(1)).toBe('Muitas tentativas com cupons inválidos. Tente de novo em 1 minuto.');
    expect(tooManyWrongCodesText(60_001)).toBe('Muitas tentativas com cupons inválidos. Tente de novo em 2 minutos.');
  });
});

describe('demo coupons', () => {
  const check = (code: string, usage: Partial<CouponUsage> = {}, lines = [line(30000)]) => {
    const coupon = findCoupon(code, DEMO_COUPONS);
    return couponRefusal(coupon, {
      lines,
      nowMs: NOW,
      usage: { ...NEW_SHOPPER, totalUses: coupon?.initialUses ?? 0, ...usage },
    });
  };

  it('have distinct, well-formed codes and a description each', () => {
    const codes = DEMO_COUPONS.map((coupon) => coupon.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const coupon of DEMO_COUPONS) {
      expect(isCouponCode(coupon.code)).toBe(true);
      expect(coupon.description).not.toBe('');
    }
  });

  it('welcome a first purchase with a percentage, once', () => {
    expect(demo('BEMVINDA10')).toMatchObject({ kind: 'percent', firstPurchaseOnly: true, oncePerShopper: true });
    expect(check('bemvinda10')).toBeNull();
    expect(check('BEMVINDA10', { previousOrders: 2 })?.reason).toBe('firstPurchaseOnly');
  });

  it('free shipping above a value, and a fixed amount above a value', () => {
    expect(demo('FRETEGRATIS')).toMatchObject({ kind: 'freeShipping' });
    expect(demo('FRETEGRATIS').minimumCents).toBeLessThan(FREE_SHIPPING_THRESHOLD_CENTS);
    expect(check('FRETEGRATIS', {}, [line(5000)])?.reason).toBe('belowMinimum');
    expect(demo('VALE30')).toMatchObject({ kind: 'fixed', amountCents: 3000, minimumCents: 25000 });
    expect(check('VALE30')).toBeNull();
  });

  it('one already expired, one used up', () => {
    expect(check('NATAL25')?.message).toBe('Este cupom venceu em 25/12/2025.');
    expect(check('RELAMPAGO20')?.reason).toBe('usedUp');
  });
});

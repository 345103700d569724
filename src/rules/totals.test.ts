import { PIX_DISCOUNT_PERCENT } from './prices';
import {
  CARD_TERMS,
  INSTALLMENT_COUNTS,
  installmentsText,
  orderTotals,
  parcelsText,
  percentOffCents,
  pixDiscountCents,
  pixPriceCents,
  splitInstallments,
} from './totals';

// The arithmetic at a given percentage (5%, the spec's): a new percentage in prices.json changes
// what the shop charges, not how it rounds, so these pass the percentage they test.

describe('pixPriceCents (5% off by instant bank transfer)', () => {
  it.each([
    [20000, 19000],
    [26391, 25071], // 25071,45 rounds down
    [10, 10], // 9,5 rounds half up
    [0, 0],
    [1, 1], // 0,95 rounds up to a whole cent
    [19990, 18991], // 18990,5 rounds half up
    [129990, 123491], // 123490,5 rounds half up
    [9, 9], // 8,55 rounds up
    [21, 20], // 19,95 rounds up
    [8990, 8541], // 8540,5 rounds half up
  ])('takes 5%% off %i cents → %i', (cents, pix) => {
    expect(pixPriceCents(cents, 5)).toBe(pix);
  });
});

describe('pixPriceCents over the whole catalogue', () => {
  it('always gives whole cents, never more than the price and at most 5% less', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 200000; cents += 1) {
      const pix = pixPriceCents(cents, 5);
      if (!Number.isInteger(pix) || pix > cents || Math.abs(pix * 100 - cents * 95) > 50) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});

describe('pixDiscountCents', () => {
  it.each([
    [20000, 1000],
    [26391, 1320],
    [19990, 999],
    [10, 0],
    [1, 0],
    [0, 0],
  ])('takes %i cents down by %i', (cents, discount) => {
    expect(pixDiscountCents(cents, 5)).toBe(discount);
  });

  it('always leaves the PIX price', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 200000; cents += 1) {
      if (cents - pixDiscountCents(cents, 5) !== pixPriceCents(cents, 5)) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});

describe('splitInstallments (the parcels add up to the total)', () => {
  it('gives the leftover cents to the first parcel', () => {
    expect(splitInstallments(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitInstallments(10001, 3)).toEqual([3335, 3333, 3333]);
    expect(splitInstallments(10002, 3)).toEqual([3334, 3334, 3334]);
    expect(splitInstallments(19999, 2)).toEqual([10000, 9999]);
    expect(splitInstallments(26391, 1)).toEqual([26391]);
    expect(splitInstallments(2, 3)).toEqual([2, 0, 0]);
    expect(splitInstallments(0, 3)).toEqual([0, 0, 0]);
  });

  it('adds up to the total to the cent, first parcel largest, for every count the rules allow', () => {
    const wrong: string[] = [];
    for (const count of INSTALLMENT_COUNTS) {
      for (let total = 0; total <= 200000; total += 1) {
        const parcels = splitInstallments(total, count);
        const first = parcels[0]!;
        const sum = parcels.reduce((a, b) => a + b, 0);
        const even = parcels.every((p) => p <= first && first - p < count);
        if (parcels.length !== count || sum !== total || !even) wrong.push(`${total}/${count}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    [100, 0],
    [100, 1.5],
    [-1, 2],
    [10.5, 2],
    [Number.NaN, 2],
  ])('refuses to split %p cents in %p parcels', (total, count) => {
    expect(() => splitInstallments(total, count)).toThrow(RangeError);
  });
});

describe('percentOffCents', () => {
  it('rounds the discounted price half up, and takes the whole amount at 100%', () => {
    expect(percentOffCents(105, 10)).toBe(10); // 94,5 rounds up to 95
    expect(percentOffCents(20000, 10)).toBe(2000);
    expect(percentOffCents(12345, 100)).toBe(12345);
    expect(percentOffCents(0, 100)).toBe(0);
    expect(percentOffCents(19990, 5)).toBe(pixDiscountCents(19990, 5));
  });
});

describe('orderTotals (the PIX discount on the products only)', () => {
  it('takes the PIX discount off the subtotal, never off shipping, and keeps its percentage', () => {
    const discountCents = pixDiscountCents(20000, PIX_DISCOUNT_PERCENT);
    expect(orderTotals({ subtotalCents: 20000, shippingCents: 1990, method: 'pix' })).toEqual({
      subtotalCents: 20000,
      shippingCents: 1990,
      discountCents,
      discountPercent: PIX_DISCOUNT_PERCENT,
      totalCents: 20000 - discountCents + 1990,
    });
  });

  it('charges the card the full price plus shipping', () => {
    expect(orderTotals({ subtotalCents: 26391, shippingCents: 0, method: 'card' })).toEqual({
      subtotalCents: 26391,
      shippingCents: 0,
      discountCents: 0,
      discountPercent: 0,
      totalCents: 26391,
    });
  });

  it('with a coupon, takes the PIX discount off what the products cost after it, shipping apart', () => {
    const totals = orderTotals({ subtotalCents: 20000, couponCents: 2000, shippingCents: 1990, method: 'pix' });
    expect(totals).toEqual({
      subtotalCents: 20000,
      couponCents: 2000,
      shippingCents: 1990,
      discountCents: pixDiscountCents(18000, PIX_DISCOUNT_PERCENT),
      discountPercent: PIX_DISCOUNT_PERCENT,
      totalCents: 18000 - pixDiscountCents(18000, PIX_DISCOUNT_PERCENT) + 1990,
    });
    expect(orderTotals({ subtotalCents: 20000, couponCents: 0, shippingCents: 0, method: 'card' }).couponCents).toBe(0);
    expect(orderTotals({ subtotalCents: 20000, shippingCents: 0, method: 'card' })).not.toHaveProperty('couponCents');
  });

  it.each([-1, 0.5, 20001, Number.NaN])('refuses a coupon of %p cents on 200,00 of products', (couponCents) => {
    expect(() => orderTotals({ subtotalCents: 20000, couponCents, shippingCents: 0, method: 'pix' })).toThrow(
      RangeError,
    );
  });

  it('rounds the discount as the PIX price does', () => {
    expect(orderTotals({ subtotalCents: 19990, shippingCents: 3490, method: 'pix' }).totalCents).toBe(
      pixPriceCents(19990) + 3490,
    );
  });
});

describe('parcelsText and CARD_TERMS (parcels sem juros)', () => {
  it('offers 1x to 3x', () => {
    expect(INSTALLMENT_COUNTS).toEqual([1, 2, 3]);
    expect(CARD_TERMS).toBe('em até 3x sem juros');
  });

  it('says an even split, an uneven one and a single payment', () => {
    expect(parcelsText([3000, 3000])).toBe('2x de R$\u00a030,00 sem juros');
    expect(parcelsText([3334, 3333, 3333])).toBe('3x de R$\u00a033,33 sem juros (1ª de R$\u00a033,34)');
    expect(parcelsText([8990])).toBe('1x de R$\u00a089,90 à vista');
    expect(installmentsText(10000, 3)).toBe(parcelsText([3334, 3333, 3333]));
  });
});

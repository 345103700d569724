import {
  formatCents,
  INSTALLMENT_COUNTS,
  orderTotals,
  pixDiscountCents,
  pixPriceCents,
  splitInstallments,
} from './money';
import { FREE_SHIPPING_PROMO, FREE_SHIPPING_THRESHOLD_CENTS, shippingProgress } from './shipping';

describe('formatCents', () => {
  it('uses pt-BR currency formatting with the no-break space after R$', () => {
    expect(formatCents(129990)).toBe('R$\u00a01.299,90');
    expect(formatCents(5)).toBe('R$\u00a00,05');
  });
});

describe('pixPriceCents (spec §1: 5% off by instant bank transfer)', () => {
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
    expect(pixPriceCents(cents)).toBe(pix);
  });
});

describe('pixPriceCents over the whole catalogue', () => {
  it('always gives whole cents, never more than the price and at most 5% less', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 200000; cents += 1) {
      const pix = pixPriceCents(cents);
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
    expect(pixDiscountCents(cents)).toBe(discount);
  });

  it('always leaves the PIX price', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 200000; cents += 1) {
      if (cents - pixDiscountCents(cents) !== pixPriceCents(cents)) wrong.push(cents);
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

  it('adds up to the total to the cent, first parcel largest, for every count of spec §9', () => {
    expect(INSTALLMENT_COUNTS).toEqual([1, 2, 3]);
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

describe('orderTotals (spec §1: 5% off by PIX, on the products only)', () => {
  it('takes the PIX discount off the subtotal, never off shipping', () => {
    expect(orderTotals({ subtotalCents: 20000, shippingCents: 1990, method: 'pix' })).toEqual({
      subtotalCents: 20000,
      shippingCents: 1990,
      discountCents: 1000,
      totalCents: 20990,
    });
  });

  it('charges the card the full price plus shipping', () => {
    expect(orderTotals({ subtotalCents: 26391, shippingCents: 0, method: 'card' })).toEqual({
      subtotalCents: 26391,
      shippingCents: 0,
      discountCents: 0,
      totalCents: 26391,
    });
  });

  it('rounds the discount as the PIX price does', () => {
    expect(orderTotals({ subtotalCents: 19990, shippingCents: 3490, method: 'pix' }).totalCents).toBe(18991 + 3490);
  });
});

describe('shippingProgress (spec §9: free shipping above R$ 199)', () => {
  it('still charges shipping at exactly R$ 199,00 and says one cent is missing', () => {
    expect(shippingProgress(FREE_SHIPPING_THRESHOLD_CENTS)).toEqual({ free: false, missingCents: 1, ratio: 1 });
  });

  it('is free from R$ 199,01', () => {
    expect(shippingProgress(FREE_SHIPPING_THRESHOLD_CENTS + 1)).toMatchObject({ free: true, missingCents: 0 });
  });

  it('reports the missing amount and a ratio between 0 and 1', () => {
    expect(shippingProgress(8990)).toEqual({ free: false, missingCents: 19901 - 8990, ratio: 8990 / 19900 });
    expect(shippingProgress(0).ratio).toBe(0);
    expect(shippingProgress(129990).ratio).toBe(1);
  });
});

describe('FREE_SHIPPING_PROMO (spec §1 promo strip)', () => {
  it('writes the threshold in whole reais, as the strip has always read', () => {
    expect(FREE_SHIPPING_PROMO).toBe('Frete grátis acima de R$ 199');
  });
});

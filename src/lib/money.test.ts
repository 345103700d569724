import { formatCents, pixPriceCents } from './money';
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

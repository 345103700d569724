import {
  FREE_SHIPPING_PROMO,
  FREE_SHIPPING_THRESHOLD_CENTS,
  freeEconomyShipping,
  MAX_INSTALLMENTS,
  PIX_DISCOUNT_PERCENT,
  PIX_PROMO,
  pixDiscountLabel,
  shippingProgress,
} from './prices';

// These tests pin the shop's price rules as the spec states them (§1, §9): the only unit tests a
// new percentage, threshold or parcel count should fail.

describe('the rules as the spec states them', () => {
  it('5% off by PIX, free shipping above R$ 199, 1x to 3x sem juros', () => {
    expect(PIX_DISCOUNT_PERCENT).toBe(5);
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(19900);
    expect(MAX_INSTALLMENTS).toBe(3);
  });

  it('says them in the words the shop has always used', () => {
    expect(PIX_PROMO).toBe('5% off pagando com PIX');
    expect(FREE_SHIPPING_PROMO).toBe('Frete grátis acima de R$ 199');
    expect(pixDiscountLabel(5)).toBe('Desconto PIX (5%)');
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

describe('freeEconomyShipping (spec §9: free shipping above R$ 199)', () => {
  it('is not free at exactly R$ 199,00, free from R$ 199,01', () => {
    expect(freeEconomyShipping(19899)).toBe(false);
    expect(freeEconomyShipping(19900)).toBe(false);
    expect(freeEconomyShipping(19901)).toBe(true);
    expect(freeEconomyShipping(0)).toBe(false);
  });

  it('agrees with the cart’s progress bar at every amount around the threshold', () => {
    for (let cents = 19000; cents <= 21000; cents += 1) {
      expect(shippingProgress(cents).free).toBe(freeEconomyShipping(cents));
    }
  });
});

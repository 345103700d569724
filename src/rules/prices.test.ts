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

// 'the rules as the spec states them' pins the shop's price rules as the spec states them:
// the only unit tests a new percentage, threshold or parcel count should fail. The others test
// how the functions apply the rule, whatever its figures.
const THRESHOLD = FREE_SHIPPING_THRESHOLD_CENTS;

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

describe('shippingProgress (free shipping above the threshold)', () => {
  it('still charges shipping at exactly the threshold and says one cent is missing', () => {
    expect(shippingProgress(THRESHOLD)).toEqual({ free: false, missingCents: 1, ratio: 1 });
  });

  it('is free one cent above it', () => {
    expect(shippingProgress(THRESHOLD + 1)).toMatchObject({ free: true, missingCents: 0 });
  });

  it('reports the missing amount and a ratio between 0 and 1', () => {
    const cents = Math.floor(THRESHOLD * 0.45);
    expect(shippingProgress(cents)).toEqual({
      free: false,
      missingCents: THRESHOLD + 1 - cents,
      ratio: cents / THRESHOLD,
    });
    expect(shippingProgress(0).ratio).toBe(0);
    expect(shippingProgress(THRESHOLD * 6).ratio).toBe(1);
  });
});

describe('freeEconomyShipping (free shipping above the threshold)', () => {
  it('is not free at exactly the threshold, free one cent above it', () => {
    expect(freeEconomyShipping(THRESHOLD - 1)).toBe(false);
    expect(freeEconomyShipping(THRESHOLD)).toBe(false);
    expect(freeEconomyShipping(THRESHOLD + 1)).toBe(true);
    expect(freeEconomyShipping(0)).toBe(false);
  });

  it('agrees with the cart’s progress bar at every amount around the threshold', () => {
    for (let cents = THRESHOLD - 1000; cents <= THRESHOLD + 1000; cents += 1) {
      expect(shippingProgress(cents).free).toBe(freeEconomyShipping(cents));
    }
  });
});

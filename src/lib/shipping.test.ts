import { FREE_SHIPPING_THRESHOLD_CENTS, freeEconomyShipping, shippingProgress } from './shipping';

describe('freeEconomyShipping (spec §9: free shipping above R$ 199)', () => {
  it('is not free at exactly R$ 199,00, free from R$ 199,01', () => {
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(19900);
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

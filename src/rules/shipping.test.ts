import { FREE_SHIPPING_THRESHOLD_CENTS } from './prices';
import {
  deliveryText,
  isShippingId,
  SHIPPING_IDS,
  shippingCharge,
  shippingOptions,
  shippingRates,
  shippingOptionText,
  shippingPriceText,
} from './shipping';

describe('shippingOptions', () => {
  it('prices economy and express by the destination’s region, nearer is cheaper and sooner', () => {
    expect(shippingOptions('SP', 8990)).toEqual([
      { id: 'economica', name: 'Econômica', priceCents: 1990, days: 5 },
      { id: 'expressa', name: 'Expressa', priceCents: 3490, days: 2 },
    ]);
    expect(shippingOptions('AM', 8990)).toEqual([
      { id: 'economica', name: 'Econômica', priceCents: 3490, days: 12 },
      { id: 'expressa', name: 'Expressa', priceCents: 6990, days: 5 },
    ]);
  });

  it('makes economy free above the threshold (prices.ts), express never', () => {
    const [economy, express] = shippingOptions('RS', FREE_SHIPPING_THRESHOLD_CENTS + 1);
    expect(economy!.priceCents).toBe(0);
    expect(express!.priceCents).toBeGreaterThan(0);
    expect(shippingOptions('RS', FREE_SHIPPING_THRESHOLD_CENTS)[0]!.priceCents).toBeGreaterThan(0);
  });

  it('offers every option the shop knows, in one order, for every UF', () => {
    for (const uf of ['AC', 'BA', 'DF', 'PR', 'RJ'] as const) {
      expect(shippingOptions(uf, 0).map((option) => option.id)).toEqual(SHIPPING_IDS);
    }
  });
});

describe('shippingRates and shippingCharge', () => {
  it('gives each option its own price, and which ones can be free', () => {
    expect(shippingRates('SP')).toEqual([
      { id: 'economica', name: 'Econômica', priceCents: 1990, days: 5, canBeFree: true },
      { id: 'expressa', name: 'Expressa', priceCents: 3490, days: 2, canBeFree: false },
    ]);
  });

  it('frees economy above the threshold or by a free-shipping coupon, naming why; express never', () => {
    const [economy, express] = shippingRates('BA');
    expect(shippingCharge(economy!, FREE_SHIPPING_THRESHOLD_CENTS)).toEqual({ priceCents: 2990, free: null });
    expect(shippingCharge(economy!, FREE_SHIPPING_THRESHOLD_CENTS + 1)).toEqual({ priceCents: 0, free: 'threshold' });
    expect(shippingCharge(economy!, 5000, true)).toEqual({ priceCents: 0, free: 'coupon' });
    expect(shippingCharge(economy!, FREE_SHIPPING_THRESHOLD_CENTS + 1, true)).toEqual({
      priceCents: 0,
      free: 'threshold',
    });
    expect(shippingCharge(express!, FREE_SHIPPING_THRESHOLD_CENTS + 1, true)).toEqual({ priceCents: 5490, free: null });
  });

  it('quotes the options with a free-shipping coupon', () => {
    expect(shippingOptions('SP', 5000, true).map((option) => option.priceCents)).toEqual([0, 3490]);
  });
});

describe('the words of shipping', () => {
  it('says the time, the price and both together', () => {
    expect(deliveryText(5)).toBe('até 5 dias úteis');
    expect(shippingPriceText(0)).toBe('Grátis');
    expect(shippingPriceText(1990)).toBe('R$\u00a019,90');
    expect(shippingOptionText({ id: 'economica', name: 'Econômica', priceCents: 1990, days: 5 })).toBe(
      'Econômica: R$\u00a019,90, até 5 dias úteis',
    );
  });

  it('knows its own ids only', () => {
    expect(SHIPPING_IDS.every(isShippingId)).toBe(true);
    expect(isShippingId('sedex')).toBe(false);
    expect(isShippingId(undefined)).toBe(false);
  });
});

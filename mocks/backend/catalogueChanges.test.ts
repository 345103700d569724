import type { Product } from '../../src/api/types';
import { allProducts } from './catalogue';
import { applyCatalogueChanges, parseReprice, parseSoldOut } from './catalogueChanges';
import { call } from '../testFixtures';
import { VESTIDO as VESTIDO_VERDE } from '../../src/test/products';

const VESTIDO = VESTIDO_VERDE.id;
const productOf = (products: Product[], id: string) => products.find((p) => p.id === id)!;

afterEach(() => jest.restoreAllMocks());

describe('applyCatalogueChanges', () => {
  it('reprices a product coherently: discount against the regular price, parcels that cover it', () => {
    const changed = productOf(
      applyCatalogueChanges(allProducts(), { prices: { [VESTIDO]: 19990 }, soldOut: [] }),
      VESTIDO,
    );
    const before = productOf(allProducts(), VESTIDO);
    expect(changed).toMatchObject({
      actualPriceCents: 19990,
      regularPriceCents: before.regularPriceCents,
      discountPercent: Math.round(100 - (19990 * 100) / before.regularPriceCents),
      installments: { count: before.installments.count, amountCents: Math.ceil(19990 / before.installments.count) },
    });
    expect(productOf(allProducts(), VESTIDO)).toEqual(before); // the catalogue itself is untouched
  });

  it('raises the regular price with a price above it', () => {
    const changed = productOf(
      applyCatalogueChanges(allProducts(), { prices: { [VESTIDO]: 99990 }, soldOut: [] }),
      VESTIDO,
    );
    expect(changed).toMatchObject({ actualPriceCents: 99990, regularPriceCents: 99990, discountPercent: 0 });
  });

  it('sells out one size only', () => {
    const changed = productOf(applyCatalogueChanges(allProducts(), { prices: {}, soldOut: [`${VESTIDO}_M`] }), VESTIDO);
    expect(changed.sizes.filter((s) => !s.available).map((s) => s.size)).toEqual(['PP', 'M', 'GG']);
  });

  it('warns once about an id the catalogue does not have', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const changes = { prices: { NAO_EXISTE_1: 100 }, soldOut: ['NAO_EXISTE_1_M'] };
    applyCatalogueChanges(allProducts(), changes);
    applyCatalogueChanges(allProducts(), changes);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('[mock backend] reprice: the catalogue has no "NAO_EXISTE_1"; ignored');
    expect(warn).toHaveBeenCalledWith('[mock backend] soldOut: the catalogue has no "NAO_EXISTE_1_M"; ignored');
  });

  it('changes nothing without changes', () => {
    expect(applyCatalogueChanges(allProducts(), undefined)).toBe(allProducts());
  });
});

describe('parseReprice and parseSoldOut (checked when set)', () => {
  it('reads a price like the catalogue’s', () => {
    expect(parseReprice(VESTIDO, 'R$ 199,90')).toBe(19990);
    expect(parseReprice(VESTIDO, 'R$ 1.299,90')).toBe(129990);
  });

  it.each([
    ['', 'R$ 199,90'],
    ['a b', 'R$ 199,90'],
    [VESTIDO, '199.90'],
    [VESTIDO, 'R$ 0,00'],
    [VESTIDO, 'barato'],
  ])('refuses %p at %p', (id, price) => {
    expect(() => parseReprice(id, price)).toThrow(/^reprice: /);
  });

  it('refuses a SKU that is not one', () => {
    expect(parseSoldOut(`${VESTIDO}_M`)).toBe(`${VESTIDO}_M`);
    expect(() => parseSoldOut('M M')).toThrow(/^soldOut: /);
  });
});

describe('GET /products serves the changed catalogue', () => {
  it('with the new price and the size sold out', () => {
    const runtime = { catalogue: { prices: { [VESTIDO]: 19990 }, soldOut: [`${VESTIDO}_G`] } };
    const products = call('GET', '/products', { runtime }).data as Product[];
    expect(productOf(products, VESTIDO).actualPriceCents).toBe(19990);
    expect(productOf(products, VESTIDO).sizes.find((s) => s.size === 'G')?.available).toBe(false);
    expect(call('GET', '/products/VESTIDO%20MIDI%20FLORAL', { runtime }).data).toMatchObject({
      actualPriceCents: 19990,
    });
    expect(productOf(call('GET', '/products').data as Product[], VESTIDO).actualPriceCents).toBe(26391);
  });
});

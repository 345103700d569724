import type { Product } from '../../api/types';
import { sortProducts } from './sorting';

function product(name: string, color: string, actualPriceCents: number): Product {
  return {
    id: `${name}-${color}`,
    name,
    style: '1',
    color,
    colorSlug: color.toLowerCase(),
    onSale: true,
    regularPriceCents: actualPriceCents,
    actualPriceCents,
    discountPercent: 0,
    installments: { count: 1, amountCents: actualPriceCents },
    image: '',
    sizes: [],
  };
}

const coat = product('CASACO DE LÃ', 'CAMEL', 129990);
const glasses = product('ÓCULOS DE SOL', 'TARTARUGA', 9495);
const greenDress = product('VESTIDO MIDI', 'VERDE', 19990);
const blueDress = product('VESTIDO MIDI', 'AZUL', 19990);
const top = product('TOP CROPPED', 'PRETO', 5396);
const catalogue = [greenDress, coat, glasses, blueDress, top];
const ids = (products: readonly Product[]) => products.map((p) => p.id);

describe('sortProducts (the spec’s sort bar)', () => {
  it("keeps the catalogue's order (and the same list) for 'catalogue'", () => {
    expect(sortProducts(catalogue, 'catalogue')).toBe(catalogue);
  });

  it("'Ordenar A | Z' sorts by name in pt-BR order, then by colour", () => {
    expect(ids(sortProducts(catalogue, 'name'))).toEqual(ids([coat, glasses, top, blueDress, greenDress]));
  });

  it("'menor preço' sorts by current price in cents, R$ 1.299,90 above R$ 199,90", () => {
    expect(ids(sortProducts(catalogue, 'price-asc'))).toEqual(ids([top, glasses, greenDress, blueDress, coat]));
  });

  it("'maior preço' sorts descending and keeps catalogue order between equal prices", () => {
    expect(ids(sortProducts(catalogue, 'price-desc'))).toEqual(ids([coat, greenDress, blueDress, glasses, top]));
  });

  it('returns a copy and leaves the input untouched', () => {
    const before = [...catalogue];
    expect(sortProducts(catalogue, 'name')).not.toBe(catalogue);
    expect(catalogue).toEqual(before);
  });
});

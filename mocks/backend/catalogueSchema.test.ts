import { parseCatalogue } from './catalogueSchema';

/** A valid entry in the retailer's snake_case format; tests break one field at a time. */
function entry(overrides: Record<string, unknown> = {}) {
  return {
    name: 'SAIA TESTE',
    style: '1000',
    code_color: '1000_001',
    color_slug: 'preto',
    color: 'PRETO',
    on_sale: true,
    regular_price: 'R$ 199,90',
    actual_price: 'R$ 175,91',
    discount_percentage: '12%',
    installments: '2x R$ 87,96',
    image: '',
    sizes: [{ available: true, size: 'M', sku: '1000_001_M' }],
    ...overrides,
  };
}

describe('parseCatalogue', () => {
  it('converts an entry to a product with integer cents', () => {
    const warn = jest.fn();
    const [product] = parseCatalogue(
      { products: [entry({ regular_price: 'R$ 1.299,90', actual_price: 'R$ 1.299,90', discount_percentage: '' })] },
      warn,
    );
    expect(product).toEqual({
      id: '1000_001',
      name: 'SAIA TESTE',
      style: '1000',
      color: 'PRETO',
      colorSlug: 'preto',
      onSale: true,
      regularPriceCents: 129990,
      actualPriceCents: 129990,
      discountPercent: 0,
      installments: { count: 2, amountCents: 8796 },
      image: '',
      sizes: [{ size: 'M', available: true, sku: '1000_001_M' }],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the discount "12%" as 12', () => {
    expect(parseCatalogue({ products: [entry()] }, jest.fn())[0]?.discountPercent).toBe(12);
  });

  const { name: _omitted, ...withoutName } = entry();
  const broken: Array<[string, unknown]> = [
    ['a missing field', withoutName],
    ['a wrong type', entry({ code_color: '2', on_sale: 'yes' })],
    ['a garbled price', entry({ code_color: '3', actual_price: 'R$ 1,2,3' })],
    ['a negative price', entry({ code_color: '4', regular_price: 'R$ -10,00' })],
    ['empty sizes', entry({ code_color: '5', sizes: [] })],
    ['a size without sku', entry({ code_color: '6', sizes: [{ available: true, size: 'M' }] })],
    ['a bad discount', entry({ code_color: '7', discount_percentage: 'doze' })],
    ['bad installments', entry({ code_color: '8', installments: 'três vezes' })],
    ['actual above regular', entry({ code_color: '9', actual_price: 'R$ 299,90' })],
    ['a repeated code_color', entry()],
    ['a SKU another product has', entry({ code_color: '10' })],
    [
      'a SKU repeated inside it',
      entry({
        code_color: '11',
        sizes: [
          { available: true, size: 'M', sku: 'x' },
          { available: true, size: 'G', sku: 'x' },
        ],
      }),
    ],
    ['a number', 42],
    ['null', null],
  ];

  it.each(broken)('skips an entry with %s and warns once, naming it', (_label, bad) => {
    const warn = jest.fn();
    const good = entry({ code_color: 'good', name: 'BOA', sizes: [{ available: true, size: 'U', sku: 'good_U' }] });
    const products = parseCatalogue({ products: [entry(), bad, good] }, warn);
    expect(products.map((p) => p.id)).toEqual(['1000_001', 'good']);
    expect(warn).toHaveBeenCalledTimes(1);
    const name = (bad as { name?: string } | null)?.name;
    expect(warn.mock.calls[0]![0]).toContain(name ? `#1 "${name}"` : '#1');
  });

  it('loads the good entries of a file full of broken ones, one warning each', () => {
    const warn = jest.fn();
    const products = parseCatalogue({ products: [entry(), ...broken.map(([, bad]) => bad)] }, warn);
    expect(products).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(broken.length);
  });

  it.each([{}, null, { products: {} }, 'products'])('starts empty with one warning for the file %p', (file) => {
    const warn = jest.fn();
    expect(parseCatalogue(file, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

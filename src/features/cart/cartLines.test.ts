import type { CartLine } from '../../api/types';
import { mergeCartLines, MAX_QUANTITY, sanitizeCartLines } from './cartLines';

const line = (sku: string, quantity = 1): CartLine => ({ sku, productId: sku.split('-')[0]!, size: 'M', quantity });

describe('sanitizeCartLines (untrusted data)', () => {
  it.each([null, undefined, 42, 'lines', { sku: 'a' }])('gives no lines for %p', (value) => {
    expect(sanitizeCartLines(value)).toEqual([]);
  });

  it('keeps only well-formed lines', () => {
    const { sku: _missing, ...noSku } = line('a-1');
    const junk = [
      null,
      7,
      'a',
      noSku,
      { ...line('b-1'), sku: '' },
      { ...line('c-1'), productId: 3 },
      { ...line('d-1'), quantity: NaN },
    ];
    expect(sanitizeCartLines([...junk, line('ok-1', 2)])).toEqual([line('ok-1', 2)]);
  });

  it.each([
    [-3, 1],
    [0, 1],
    [2.7, 2],
    [1e9, MAX_QUANTITY],
  ])('clamps quantity %p to %p', (quantity, expected) => {
    expect(sanitizeCartLines([line('a-1', quantity)])).toEqual([line('a-1', expected)]);
  });

  it('drops infinite quantities', () => {
    expect(sanitizeCartLines([line('a-1', Infinity), line('b-1', -Infinity)])).toEqual([]);
  });

  it('joins repeated SKUs into one line, adding quantities up to the cap', () => {
    expect(sanitizeCartLines([line('a-1', 2), line('b-1'), line('a-1', 3)])).toEqual([line('a-1', 5), line('b-1')]);
    expect(sanitizeCartLines([line('a-1', 8), line('a-1', 8)])).toEqual([line('a-1', MAX_QUANTITY)]);
  });

  it('drops extra fields such as a product copy', () => {
    expect(sanitizeCartLines([{ ...line('a-1'), name: 'VESTIDO', password: 'x' }])).toEqual([line('a-1')]);
  });
});

describe('sanitizeCartLines with a SKU reused by junk', () => {
  it('keeps the first line and drops a later one naming another product or size', () => {
    const real = { sku: 'a-1', productId: 'a', size: 'M', quantity: 2 };
    const junk = { sku: 'a-1', productId: 'gone', size: 'XG', quantity: 5 };
    expect(sanitizeCartLines([real, junk])).toEqual([real]);
  });
});

describe('mergeCartLines (two tabs changed one cart)', () => {
  const a = { sku: 'A_M', productId: 'A', size: 'M', quantity: 1 };
  const b = { sku: 'B_P', productId: 'B', size: 'P', quantity: 1 };
  const c = { sku: 'C_G', productId: 'C', size: 'G', quantity: 1 };

  it('keeps a line each tab added', () => {
    expect(mergeCartLines([a], [a, b], [a, c])).toEqual([a, c, b]);
  });

  it('applies this tab’s deletion and quantity change over theirs', () => {
    expect(mergeCartLines([a, b], [{ ...b, quantity: 4 }], [a, b, c])).toEqual([{ ...b, quantity: 4 }, c]);
  });

  it('keeps their deletion of a line this tab left alone', () => {
    expect(mergeCartLines([a, b], [a, b, c], [b])).toEqual([b, c]);
  });

  it('is theirs when this tab changed nothing', () => {
    expect(mergeCartLines([a], [a], [b, c])).toEqual([b, c]);
  });
});

import { canBuy, isLineQuantity, MAX_QUANTITY, QUANTITY_LIMIT_TEXT, repeatedSku, withoutOrdered } from './orderLines';

const line = (sku: string, quantity = 1) => ({ sku, productId: sku.split('_')[0]!, size: 'M', quantity });

describe('the line rules', () => {
  it('holds a line between 1 and MAX_QUANTITY whole units, and says so', () => {
    expect([0, 1, MAX_QUANTITY, MAX_QUANTITY + 1, 1.5, '1', NaN].map(isLineQuantity)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(QUANTITY_LIMIT_TEXT).toBe(`Limite de ${MAX_QUANTITY} unidades por produto`);
  });

  it('finds the first line whose SKU an earlier line has (10 + 10 is not 20)', () => {
    expect(repeatedSku([line('a'), line('b'), line('c')])).toBe(-1);
    expect(repeatedSku([line('a', 10), line('b'), line('a', 10), line('b')])).toBe(2);
    expect(repeatedSku([])).toBe(-1);
  });

  it('sells a size only while it is available and its product on sale', () => {
    expect(canBuy({ onSale: true, sizes: [] }, { available: true })).toBe(true);
    expect(canBuy({ onSale: true, sizes: [] }, { available: false })).toBe(false);
    expect(canBuy({ onSale: false, sizes: [] }, { available: true })).toBe(false);
    expect(canBuy({ onSale: true, sizes: [] }, undefined)).toBe(false);
  });
});

describe('withoutOrdered (an order takes its own units only)', () => {
  it('takes the ordered units out, drops a line at 0, and keeps every other line as it is', () => {
    const lines = [line('a', 3), line('b'), line('c', 2)];
    const left = withoutOrdered(lines, [
      { sku: 'a', quantity: 1 },
      { sku: 'b', quantity: 1 },
    ]);
    expect(left).toEqual([line('a', 2), line('c', 2)]);
    expect(left[1]).toBe(lines[2]);
  });

  it('leaves the cart as it is for an order of lines it does not hold', () => {
    const lines = [line('a')];
    expect(withoutOrdered(lines, [{ sku: 'z', quantity: 4 }])).toEqual(lines);
  });
});

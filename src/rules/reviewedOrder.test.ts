import { formatCents } from '../lib/money';
import { isReviewedCart, lineChanges, lineChangeText, sameAsShown, totalChangeText } from './reviewedOrder';

const line = (sku: string, quantity: number) => ({ sku, label: `PRODUTO ${sku}`, size: 'M', quantity });

describe('what the review showed', () => {
  it('lists the lines added, taken out and changed, in the order shown, then the new ones', () => {
    const shown = [line('a', 1), line('b', 2), line('c', 1)];
    const now = [line('d', 1), line('b', 3), line('c', 1)];
    expect(lineChanges(shown, now)).toEqual([
      { label: 'PRODUTO a', size: 'M', from: 1, to: 0 },
      { label: 'PRODUTO b', size: 'M', from: 2, to: 3 },
      { label: 'PRODUTO d', size: 'M', from: 0, to: 1 },
    ]);
    expect(lineChanges(shown, [...shown].reverse())).toEqual([]);
  });

  it('is the same while the lines and the total are; the cart version alone changes nothing shown', () => {
    const shown = { lines: [line('a', 1)], cartVersion: 3, totalCents: 10_980 };
    expect(sameAsShown(shown, { ...shown, cartVersion: 4 })).toBe(true);
    expect(sameAsShown(shown, { ...shown, totalCents: 10_981 })).toBe(false);
    expect(sameAsShown(shown, { ...shown, lines: [line('a', 2)] })).toBe(false);
  });

  it('says each change in the shopper’s words', () => {
    expect(lineChangeText({ label: 'CASACO DE LÃ - CAMEL', size: 'P', from: 0, to: 1 })).toBe(
      'CASACO DE LÃ - CAMEL (P): entrou na sacola (1 unidade).',
    );
    expect(lineChangeText({ label: 'X', size: 'M', from: 2, to: 0 })).toBe('X (M): saiu da sacola.');
    expect(lineChangeText({ label: 'X', size: 'M', from: 1, to: 3 })).toBe('X (M): de 1 unidade para 3 unidades.');
    expect(totalChangeText(10_980, 138_980)).toBe(
      `O total passou de ${formatCents(10_980)} para ${formatCents(138_980)}.`,
    );
    expect(totalChangeText(10_980, 10_980)).toBeNull();
  });

  it('lets an order consume only the cart version its review showed', () => {
    expect(isReviewedCart({ version: 5 }, { cartVersion: 5 })).toBe(true);
    expect(isReviewedCart({ version: 6 }, { cartVersion: 5 })).toBe(false);
  });
});

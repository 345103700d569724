import { MAX_QUANTITY } from './orderLines';
import { hasUnitsLeft, isUnitCount, parseStartingUnits, STARTING_UNITS, startingUnits, unitsLeftText } from './stock';

describe('units per SKU', () => {
  it('starts an available size with STARTING_UNITS (a whole cart line of them), a sold-out one with none', () => {
    expect(STARTING_UNITS).toBeGreaterThanOrEqual(MAX_QUANTITY);
    expect(Number.isSafeInteger(STARTING_UNITS)).toBe(true);
    expect(startingUnits(true)).toBe(STARTING_UNITS);
    expect(startingUnits(true, 3)).toBe(3);
    expect(startingUnits(false)).toBe(0);
    expect(startingUnits(false, 3)).toBe(0);
  });

  it('is sold out at 0 units', () => {
    expect(hasUnitsLeft(0)).toBe(false);
    expect(hasUnitsLeft(1)).toBe(true);
  });

  it.each([0, 1, 1_000_000])('counts %p units', (units) => expect(isUnitCount(units)).toBe(true));
  it.each([-1, 1.5, NaN, Infinity, '3', null])('does not count %p units', (units) =>
    expect(isUnitCount(units)).toBe(false),
  );

  it('reads API_STOCK_UNITS: a whole number from 0, STARTING_UNITS when empty', () => {
    expect(parseStartingUnits(undefined)).toBe(STARTING_UNITS);
    expect(parseStartingUnits(' ')).toBe(STARTING_UNITS);
    expect(parseStartingUnits('0')).toBe(0);
    expect(parseStartingUnits(' 250 ')).toBe(250);
    for (const bad of ['-1', '2.5', '1e3', 'muitos', '99999999999999999999']) {
      expect(() => parseStartingUnits(bad)).toThrow(`API_STOCK_UNITS: "${bad}" is not a number of units`);
    }
  });

  it('says how many units are left, in the singular and the plural', () => {
    expect(unitsLeftText(1)).toBe('tem só 1 unidade em estoque');
    expect(unitsLeftText(3)).toBe('tem só 3 unidades em estoque');
  });
});

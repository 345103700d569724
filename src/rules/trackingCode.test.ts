import {
  isValidTrackingCode,
  makeTrackingCode,
  normalizeTrackingCode,
  s10CheckDigit,
  SHOP_SERVICE,
} from './trackingCode';

describe('isValidTrackingCode', () => {
  it('accepts RB123456785GB and refuses RB123456786US', () => {
    expect(isValidTrackingCode('RB123456785GB')).toBe(true);
    expect(isValidTrackingCode('RB123456786US')).toBe(false);
  });

  it('reads lower case and spaces', () => {
    expect(isValidTrackingCode(' rb 1234 5678 5 gb ')).toBe(true);
  });

  it('refuses codes of the wrong shape', () => {
    for (const code of ['', 'RB12345678GB', 'RB1234567850GB', 'R1123456785GB', 'RB123456785G1', 'RB12345678XGB']) {
      expect(isValidTrackingCode(code)).toBe(false);
    }
  });
});

describe('s10CheckDigit', () => {
  it('weighs 8 6 4 2 3 5 9 7', () => {
    // 1×8 + 2×6 + 3×4 + 4×2 + 5×3 + 6×5 + 7×9 + 8×7 = 204; 204 mod 11 = 6; 11 − 6 = 5.
    expect(s10CheckDigit('12345678')).toBe(5);
  });

  it('counts 10 as 0 and 11 as 5', () => {
    expect(s10CheckDigit('00000000')).toBe(5); // sum 0: 11 − 0 = 11
    expect(s10CheckDigit('00000001')).toBe(4); // sum 7: 11 − 7 = 4
    expect(s10CheckDigit('00000010')).toBe(2); // sum 9: 11 − 9 = 2
    expect(s10CheckDigit('00000100')).toBe(6); // sum 5: 11 − 5 = 6
    expect(s10CheckDigit('00001000')).toBe(8); // sum 3: 11 − 3 = 8
    expect(s10CheckDigit('00010000')).toBe(9); // sum 2: 11 − 2 = 9
    expect(s10CheckDigit('00000008')).toBe(0); // sum 56, mod 11 = 1: 11 − 1 = 10
  });

  it('refuses a serial that is not 8 digits', () => {
    expect(() => s10CheckDigit('1234567')).toThrow(RangeError);
  });
});

describe('makeTrackingCode', () => {
  it('builds valid codes with the check digit', () => {
    expect(makeTrackingCode('RB', 12345678, 'GB')).toBe('RB123456785GB');
    expect(makeTrackingCode(SHOP_SERVICE, 42)).toBe(`${SHOP_SERVICE}00000042${s10CheckDigit('00000042')}BR`);
    for (let serial = 0; serial < 100_000_000; serial += 7_654_321) {
      expect(isValidTrackingCode(makeTrackingCode(SHOP_SERVICE, serial))).toBe(true);
    }
  });

  it('refuses parts that do not fit', () => {
    expect(() => makeTrackingCode('ob', 1)).toThrow(RangeError);
    expect(() => makeTrackingCode('OB', 1, 'Brasil')).toThrow(RangeError);
    expect(() => makeTrackingCode('OB', 100_000_000)).toThrow(RangeError);
    expect(() => makeTrackingCode('OB', -1)).toThrow(RangeError);
  });
});

describe('normalizeTrackingCode', () => {
  it('drops spaces and upper-cases', () => {
    expect(normalizeTrackingCode(' ob 123 br ')).toBe('OB123BR');
  });
});

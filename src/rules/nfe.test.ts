import { buildNfeKey, formatNfeKey, isValidNfeKey, nfeCheckDigit, normalizeNfeKey } from './nfe';

// A published key: SP (35), March 2021, CNPJ 20.695.448/0001-84, model 55, series 1, number 3589.
const PUBLISHED = '35210320695448000184550010000035891981839923';

describe('nfeCheckDigit', () => {
  it('gives the published key its check digit 3', () => {
    expect(nfeCheckDigit(PUBLISHED.slice(0, 43))).toBe(3);
  });

  it('counts remainders 0 and 1 as 0', () => {
    const zeros = '0'.repeat(41);
    expect(nfeCheckDigit(`${zeros}14`)).toBe(0); // 1×3 + 4×2 = 11, remainder 0
    expect(nfeCheckDigit(`${zeros}06`)).toBe(0); // 6×2 = 12, remainder 1
    expect(nfeCheckDigit(`${zeros}15`)).toBe(9); // 1×3 + 5×2 = 13, remainder 2
    expect(nfeCheckDigit(`${zeros}05`)).toBe(1); // 5×2 = 10, remainder 10
  });

  it('refuses a body that is not 43 digits', () => {
    expect(() => nfeCheckDigit('123')).toThrow(RangeError);
  });
});

describe('isValidNfeKey', () => {
  it('accepts the published key, grouped or not', () => {
    expect(isValidNfeKey(PUBLISHED)).toBe(true);
    expect(isValidNfeKey(formatNfeKey(PUBLISHED))).toBe(true);
  });

  it('refuses the key with any one digit changed', () => {
    for (let i = 0; i < 44; i += 1) {
      const changed = PUBLISHED.slice(0, i) + ((Number(PUBLISHED[i]) + 1) % 10) + PUBLISHED.slice(i + 1);
      expect(isValidNfeKey(changed)).toBe(false);
    }
  });

  it('refuses keys of the wrong length or with letters', () => {
    expect(isValidNfeKey(PUBLISHED.slice(0, 43))).toBe(false);
    expect(isValidNfeKey(`${PUBLISHED}0`)).toBe(false);
    expect(isValidNfeKey(PUBLISHED.replace('5', 'A'))).toBe(false);
    expect(isValidNfeKey('')).toBe(false);
  });
});

describe('buildNfeKey', () => {
  it('rebuilds the published key from its parts', () => {
    expect(
      buildNfeKey({
        uf: 'SP',
        issuedAt: '2021-03-15T12:00:00Z',
        cnpj: '20.695.448/0001-84',
        series: 1,
        number: 3589,
        numericCode: 98183992,
      }),
    ).toBe(PUBLISHED);
  });

  it('takes the year and month in São Paulo time', () => {
    // 22:00 on 31 March in São Paulo is already April in UTC.
    const key = buildNfeKey({
      uf: 'RJ',
      issuedAt: '2026-04-01T01:00:00Z',
      cnpj: '20695448000184',
      series: 0,
      number: 1,
      numericCode: 1,
    });
    expect(key.slice(0, 6)).toBe('332603');
    expect(key.slice(20, 34)).toBe('55000000000001');
    expect(isValidNfeKey(key)).toBe(true);
  });

  it('refuses parts that do not fit', () => {
    const parts = {
      uf: 'SP',
      issuedAt: '2026-12-02T12:00:00Z',
      cnpj: '20695448000184',
      series: 1,
      number: 1,
      numericCode: 1,
    } as const;
    expect(() => buildNfeKey({ ...parts, cnpj: '123' })).toThrow(RangeError);
    expect(() => buildNfeKey({ ...parts, series: 1000 })).toThrow(RangeError);
    expect(() => buildNfeKey({ ...parts, number: 0 })).toThrow(RangeError);
    expect(() => buildNfeKey({ ...parts, number: 1_000_000_000 })).toThrow(RangeError);
    expect(() => buildNfeKey({ ...parts, numericCode: 123_456_789 })).toThrow(RangeError);
    expect(() => buildNfeKey({ ...parts, numericCode: 1.5 })).toThrow(RangeError);
  });
});

describe('formatNfeKey and normalizeNfeKey', () => {
  it('groups in fours and reads the groups back', () => {
    const grouped = '3521 0320 6954 4800 0184 5500 1000 0035 8919 8183 9923';
    expect(formatNfeKey(PUBLISHED)).toBe(grouped);
    expect(normalizeNfeKey(grouped)).toBe(PUBLISHED);
  });
});

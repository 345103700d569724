import { formatCpf, isValidCpf, normalizeCpf } from './cpf';

describe('normalizeCpf', () => {
  it('keeps the digits only', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf(' 529 982 247 25 ')).toBe('52998224725');
    expect(normalizeCpf('')).toBe('');
  });
});

describe('formatCpf (mask 000.000.000-00)', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247251234', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
  ])('masks %p as %p', (text, masked) => {
    expect(formatCpf(text)).toBe(masked);
  });
});

describe('isValidCpf (two mod-11 check digits)', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', ' 111.444.777-35 ', '000.000.001-91'])(
    'accepts %p',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each([
    ['529.982.247-24', 'second check digit wrong'],
    ['529.982.247-15', 'first check digit wrong'],
    ['52998224726', 'second check digit wrong, bare digits'],
    ['111.111.111-11', 'eleven equal digits'],
    ['00000000000', 'eleven zeros'],
    ['99999999999', 'eleven nines'],
    ['5299822472', 'ten digits'],
    ['529982247250', 'twelve digits'],
    ['529.982.24725', 'half a mask'],
    ['529-982-247-25', 'another mask'],
    ['abc52998224725', 'letters around'],
    ['', 'empty'],
  ])('refuses %p (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('takes a check digit of 10 as 0', () => {
    // 100.000.001: weights 10..2 sum to 12, 12 × 10 mod 11 = 10, so the first check digit is 0.
    expect(isValidCpf('100.000.001-08')).toBe(true);
    expect(isValidCpf('100.000.001-18')).toBe(false);
  });
});

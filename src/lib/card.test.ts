import { brandLabel, cardBrand, cvvValid, expiryValid, formatCardNumber, luhnValid } from './card';

describe('luhnValid', () => {
  it.each(['4111 1111 1111 1111', '4111111111111111', '5555-5555-5555-4444', '378282246310005', '4000000000000002'])(
    'accepts %p',
    (number) => {
      expect(luhnValid(number)).toBe(true);
    },
  );

  it.each(['4111 1111 1111 1112', '1234567812345678', '', '0', '4111 1111 1111 111a', '4111.1111.1111.1111'])(
    'refuses %p',
    (number) => {
      expect(luhnValid(number)).toBe(false);
    },
  );
});

describe('cardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4000 0000 0000 0002', 'visa'],
    ['5105 1051 0510 5100', 'mastercard'],
    ['5500 0000 0000 0004', 'mastercard'],
    ['2221 0000 0000 0009', 'mastercard'],
    ['2720 9900 0000 0000', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3400 000000 00009', 'amex'],
    ['6062 8288 8866 6688', 'hipercard'],
    ['4011 7800 0000 0000', 'elo'],
    ['4011 7900 0000 0000', 'elo'],
    ['4312 7400 0000 0000', 'elo'],
    ['4389 3500 0000 0000', 'elo'],
    ['4514 1600 0000 0000', 'elo'],
    ['4573 9300 0000 0000', 'elo'],
    ['5041 7500 0000 0000', 'elo'],
    ['5066 9900 0000 0000', 'elo'],
    ['5067 7800 0000 0000', 'elo'],
    ['5090 0000 0000 0000', 'elo'],
    ['6277 8000 0000 0000', 'elo'],
    ['6362 9700 0000 0000', 'elo'],
    ['6363 6800 0000 0000', 'elo'],
    ['6500 3100 0000 0000', 'elo'],
  ] as const)('reads %p as %p', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it.each([
    ['5066 9800 0000 0000', null], // just before the Elo range, and not Mastercard (506…)
    ['5067 7900 0000 0000', null], // just after it
    ['2220 9900 0000 0000', null], // below Mastercard's 2-series
    ['2721 0000 0000 0000', null], // above it
    ['5600 0000 0000 0000', null],
    ['3500 0000 0000 0000', null],
    ['6011 0000 0000 0000', null], // Discover: not taken here
    ['4011 7700 0000 0000', 'visa'], // a neighbour of an Elo BIN stays Visa
    ['', null],
    ['abcd', null],
    ['40', 'visa'], // a partial number already shows its brand
    ['5', null],
  ] as const)('reads %p as %p', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('brandLabel', () => {
  it('names each brand as printed on the card', () => {
    expect(['visa', 'mastercard', 'amex', 'elo', 'hipercard'].map((b) => brandLabel(b as never))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Elo',
      'Hipercard',
    ]);
  });
});

describe('expiryValid (valid through the end of the printed month)', () => {
  const lastDayOfApril = new Date(2026, 3, 30, 23, 59, 59);
  const firstOfMay = new Date(2026, 4, 1, 0, 0, 0);

  it('accepts the current month to its last moment, and later months', () => {
    expect(expiryValid('04/26', lastDayOfApril)).toBe(true);
    expect(expiryValid('05/26', lastDayOfApril)).toBe(true);
    expect(expiryValid('01/27', lastDayOfApril)).toBe(true);
    expect(expiryValid(' 12/99 ', lastDayOfApril)).toBe(true);
  });

  it('refuses a month that has passed', () => {
    expect(expiryValid('04/26', firstOfMay)).toBe(false);
    expect(expiryValid('12/25', lastDayOfApril)).toBe(false);
  });

  it.each(['13/26', '00/27', '4/26', '04/2026', '04-26', '0426', '', 'ab/cd'])('refuses %p', (expiry) => {
    expect(expiryValid(expiry, lastDayOfApril)).toBe(false);
  });
});

describe('cvvValid', () => {
  it('takes 3 digits, 4 on American Express, either for an unknown brand', () => {
    expect(cvvValid('123', 'visa')).toBe(true);
    expect(cvvValid('1234', 'visa')).toBe(false);
    expect(cvvValid('1234', 'amex')).toBe(true);
    expect(cvvValid('123', 'amex')).toBe(false);
    expect(cvvValid('123', null)).toBe(true);
    expect(cvvValid('1234', null)).toBe(true);
    expect(cvvValid('12', null)).toBe(false);
    expect(cvvValid('12a', 'elo')).toBe(false);
    expect(cvvValid(' 123', 'mastercard')).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111-1111-1111', '4111 1111 1111 1111'],
    ['4111111111111111999', '4111 1111 1111 1111 999'],
    ['41111111111111119999', '4111 1111 1111 1111 999'],
    ['3782', '3782'],
    ['37828', '3782 8'],
    ['3782822463', '3782 822463'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
  ])('groups %p as %p', (text, grouped) => {
    expect(formatCardNumber(text)).toBe(grouped);
  });
});

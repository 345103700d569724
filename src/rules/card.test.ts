import { brandLabel, cardBrand, checkCard, cvvValid, expiryValid, formatCardNumber, formatExpiry } from './card';

/** A 16-digit number with `prefix` and the Luhn check digit that makes it valid. */
function validNumber(prefix: string, length = 16): string {
  const body = prefix.padEnd(length - 1, '0');
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

describe('cardBrand (a kept library: card-validator)', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4000 0000 0000 0002', 'visa'],
    ['5105 1051 0510 5100', 'mastercard'],
    ['2221 0000 0000 0009', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3622 720627 1667', 'diners'],
    ['6062 8288 8866 6688', 'hipercard'],
    // Brazil's own brands, by their real ranges.
    [validNumber('636297'), 'elo'],
    [validNumber('651652'), 'elo'],
    [validNumber('655000'), 'elo'],
    [validNumber('457631'), 'elo'], // inside Visa's 4…, yet Elo
    [validNumber('401178'), 'elo'],
    [validNumber('606282'), 'hipercard'],
    [validNumber('384100'), 'hipercard'], // inside Diners' 38…, yet Hipercard
    [validNumber('384140'), 'hipercard'],
    [validNumber('384160'), 'hipercard'],
  ] as const)('reads %p as %p', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it.each([
    ['6011 1111 1111 1117'], // Discover: not taken here
    ['3530 1113 3330 0000'], // JCB
    [''],
    ['abcd'],
  ])('takes no brand from %p', (number) => {
    expect(cardBrand(number)).toBeNull();
  });

  it('reads the brand of a partial number as it is typed', () => {
    expect(cardBrand('4111')).toBe('visa');
    expect(cardBrand('3782')).toBe('amex');
  });
});

describe('checkCard (the form’s schema, which the provider runs too)', () => {
  const now = new Date(2026, 3, 30);
  const card = {
    number: '4111 1111 1111 1111',
    holder: 'MARIA SOUZA',
    expiry: '12/28',
    cvv: '123',
    cpf: '529.982.247-25',
  };

  it('accepts a valid card of every brand the shop takes', () => {
    for (const number of [validNumber('636297'), validNumber('384100'), '3622 720627 1667', '5105 1051 0510 5100']) {
      expect(checkCard({ ...card, number }, now)).toMatchObject({ number });
    }
    expect(checkCard({ ...card, number: '3782 822463 10005', cvv: '1234' }, now)).toMatchObject({ cvv: '1234' });
  });

  it.each([
    [{ number: '4111 1111 1111 1112' }, 'number', 'Número do cartão inválido.'],
    [
      { number: '6011 1111 1111 1117' },
      'number',
      'Bandeira não aceita: use Visa, Mastercard, Elo, American Express, Hipercard ou Diners.',
    ],
    [{ number: '' }, 'number', 'Número do cartão: campo obrigatório.'],
    [{ holder: 'M4RIA' }, 'holder', 'Informe o nome como está impresso no cartão (só letras, de 2 a 60).'],
    [{ holder: 'A'.repeat(61) }, 'holder', 'Informe o nome como está impresso no cartão (só letras, de 2 a 60).'],
    [{ expiry: '13/28' }, 'expiry', 'Use o formato MM/AA.'],
    [{ expiry: '03/26' }, 'expiry', 'Cartão vencido.'],
    [{ cvv: '12' }, 'cvv', 'CVV inválido: 3 dígitos.'],
    [{ cpf: '111.111.111-11' }, 'cpf', 'CPF inválido.'],
  ])('refuses %p, naming %p', (change, field, message) => {
    expect(checkCard({ ...card, ...change }, now)).toEqual({ field, message });
  });

  // Real names carry hyphens, apostrophes and dots.
  it.each(['ANA-LUIZA SOUZA', "ANA D'AVILA", 'JOÃO SOUZA JR.', '  maria   souza '])('takes the holder %p', (holder) => {
    expect(checkCard({ ...card, holder }, now)).toMatchObject({ holder: holder.trim().replace(/\s+/g, ' ') });
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

  it.each(['13/26', '00/27', '4/26', '04-26', '0426', '', 'ab/cd'])('refuses %p', (expiry) => {
    expect(expiryValid(expiry, lastDayOfApril)).toBe(false);
  });

  it('reads MM/AAAA as browsers autofill it, and spaces around the slash', () => {
    expect(expiryValid('04/2026', lastDayOfApril)).toBe(true);
    expect(expiryValid('04 / 26', firstOfMay)).toBe(false);
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

describe('formatExpiry (MM/AA)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12 / 28', '12/28'],
    ['12285', '12/28'],
    // MM/AAAA, as browsers autofill a card's expiry and shoppers paste it.
    ['12/2028', '12/28'],
    ['122028', '12/28'],
    ['01/2030', '01/30'],
    [' 12 / 2028 ', '12/28'],
    ['12/20289', '12/28'],
    // Typed digit by digit, a year of 20 followed by a digit is one of four.
    ['12/20', '12/20'],
    ['12/202', '12/202'],
  ])('reads %p as %p', (text, shown) => {
    expect(formatExpiry(text)).toBe(shown);
  });
});

describe('brandLabel', () => {
  it('names each brand the shop takes as printed on the card', () => {
    expect(['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'diners'].map((b) => brandLabel(b as never))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Elo',
      'Hipercard',
      'Diners',
    ]);
  });
});

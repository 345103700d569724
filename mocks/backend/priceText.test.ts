import { parseInstallments, parsePriceToCents } from './priceText';

describe('parsePriceToCents', () => {
  it.each([
    ['R$ 199,90', 19990],
    ['R$ 1.299,90', 129990],
    ['R$\u00a012.345,67', 1234567],
    ['R$ 99', 9900],
    ['R$ 0,5', 50],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parsePriceToCents(text)).toBe(cents);
  });

  it.each(['', 'R$', 'R$ -10,00', 'R$ abc', 'R$ 1,2,3', 'R$ 12.34,00', '199.90'])('rejects %p', (text) => {
    expect(parsePriceToCents(text)).toBeNull();
  });
});

describe('installments', () => {
  it('parses and formats "3x R$ 66,63"', () => {
    const parsed = parseInstallments('3x R$ 66,63');
    expect(parsed).toEqual({ count: 3, amountCents: 6663 });
  });

  it('rejects malformed text', () => {
    expect(parseInstallments('três vezes')).toBeNull();
    expect(parseInstallments('0x R$ 10,00')).toBeNull();
  });
});

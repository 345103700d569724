import type { CardToken } from '../../../src/api/types';
import { CARD_TOKEN_TTL_MS, DECLINED_TEST_CARD, storedCardTokens, usableToken } from './cardTokens';
import { call, CARD, DECLINED_CARD } from '../../testFixtures';

const tokenize = (body: unknown, token?: string | null) => call('POST', '/card-tokens', { body, token });

afterEach(() => jest.useRealTimers());

describe('POST /card-tokens (the fake payment provider)', () => {
  it('answers 201 with a token, the last four digits and the brand', () => {
    const answer = tokenize(CARD);
    expect(answer.status).toBe(201);
    expect(answer.data).toEqual({ token: expect.stringMatching(/^tok_[0-9a-f]{24}$/), last4: '1111', brand: 'visa' });
    expect((tokenize(CARD).data as CardToken).token).not.toBe((answer.data as CardToken).token);
  });

  it.each([
    ['5555 5555 5555 4444', '4444', 'mastercard', '123'],
    ['3782 822463 10005', '0005', 'amex', '1234'],
    ['6062 8288 8866 6688', '6688', 'hipercard', '123'],
    ['5067 2500 0000 0000', '0000', 'elo', '123'],
    ['4011-7800-0000-0006', '0006', 'elo', '123'],
  ])('tokenises %p as …%s (%s)', (number, last4, brand, cvv) => {
    expect(tokenize({ ...CARD, number, cvv }).data).toMatchObject({ last4, brand });
  });

  it('keeps only the token, last four, brand, holder, expiry, decline flag, time and use', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    const { token } = tokenize({ ...CARD, holder: '  Maria   Souza ' }).data as CardToken;
    expect(storedCardTokens()).toEqual([
      {
        token,
        userId: '1',
        last4: '1111',
        brand: 'visa',
        holder: 'Maria Souza',
        expiry: CARD.expiry,
        declines: false,
        createdAt: Date.parse('2026-03-10T12:00:00Z'),
        used: false,
      },
    ]);
    const disk = JSON.stringify({ ...localStorage });
    for (const secret of ['4111111111111111', '4111 1111', '52998224725', '529.982.247-25', '"cvv"', '"cpf"']) {
      expect(disk).not.toContain(secret);
    }
  });

  it('tokenises the test card always declined (4000 0000 0000 0002); the decline comes with the order', () => {
    expect(DECLINED_TEST_CARD).toBe('4000000000000002');
    const { token } = tokenize(DECLINED_CARD).data as CardToken;
    expect(storedCardTokens().find((t) => t.token === token)).toMatchObject({ declines: true, brand: 'visa' });
  });

  it('gives a token 15 minutes', () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
    const { token } = tokenize(CARD).data as CardToken;
    jest.setSystemTime(Date.parse('2026-03-10T12:00:00Z') + CARD_TOKEN_TTL_MS - 1);
    expect(usableToken('1', token, Date.now())).not.toBeNull();
    jest.setSystemTime(Date.parse('2026-03-10T12:00:00Z') + CARD_TOKEN_TTL_MS);
    expect(usableToken('1', token, Date.now())).toBeNull();
  });

  it('answers 401 without a valid token', () => {
    expect(tokenize(CARD, null)).toEqual({ status: 401, data: { message: 'Sessão expirada.' } });
  });

  it.each([
    ['no body', undefined],
    ['a list', [CARD]],
    ['a number that is a number', { ...CARD, number: 4111111111111111 }],
    ['a field missing', { ...CARD, cpf: undefined }],
    ['a number of 41 characters', { ...CARD, number: '4'.repeat(41) }],
    ['a holder of 101 characters', { ...CARD, holder: 'A'.repeat(101) }],
  ])('answers 400 for %s', (_name, body) => {
    expect(tokenize(body)).toEqual({ status: 400, data: { message: 'Dados do cartão inválidos.' } });
  });

  // The checkout form's own messages (src/rules/card.ts): the form shows them under the fields.
  const HOLDER = 'Informe o nome como está impresso no cartão (só letras, de 2 a 60).';
  it.each([
    [{ number: '4111 1111 1111 1112' }, 'Número do cartão inválido.'],
    [
      { number: '6011 1111 1111 1117' }, // Luhn-valid, a brand not taken
      'Bandeira não aceita: use Visa, Mastercard, Elo, American Express, Hipercard ou Diners.',
    ],
    [{ number: '4111 1111 111' }, 'Número do cartão inválido.'],
    [{ number: '3782 8224 6310 0050', cvv: '1234' }, 'Número do cartão inválido.'], // Amex of 16 digits
    [{ number: '4111.1111.1111.1111' }, 'Número do cartão inválido.'],
    [{ holder: 'M' }, HOLDER],
    [{ holder: 'Maria 2' }, HOLDER],
    [{ holder: 'A'.repeat(61) }, HOLDER],
    [{ expiry: '01/20' }, 'Cartão vencido.'],
    [{ expiry: '13/40' }, 'Use o formato MM/AA.'],
    [{ expiry: '1/40' }, 'Use o formato MM/AA.'],
    [{ cvv: '12' }, 'CVV inválido: 3 dígitos.'],
    [{ cvv: '1234' }, 'CVV inválido: 3 dígitos.'],
    [{ number: '3782 822463 10005', cvv: '123' }, 'CVV inválido: 4 dígitos no American Express.'],
    [{ cpf: '529.982.247-24' }, 'CPF inválido.'],
    [{ cpf: '111.111.111-11' }, 'CPF inválido.'],
    [{ cpf: '' }, 'CPF do titular: campo obrigatório.'],
  ])('answers 422 for %p, naming the field', (change, message) => {
    expect(tokenize({ ...CARD, ...change })).toEqual({ status: 422, data: { message } });
    expect(storedCardTokens()).toEqual([]);
  });

  it('accepts names with accents and a card valid through this month', () => {
    const now = new Date();
    const thisMonth = `${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getFullYear() % 100).padStart(2, '0')}`;
    expect(tokenize({ ...CARD, holder: 'João Conceição', expiry: thisMonth }).status).toBe(201);
  });

  it('never answers with the card’s secrets', () => {
    const answers = [tokenize(CARD), tokenize({ ...CARD, cvv: '9' }), tokenize({ ...CARD, cpf: '123' })];
    const text = JSON.stringify(answers);
    expect(text).not.toContain('4111 1111 1111 1111');
    expect(text).not.toContain('529.982.247-25');
  });
});

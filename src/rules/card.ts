/**
 * The card checks, for the checkout form and the fake payment provider alike
 * (house style: "tokenise, never hold": they read the text and keep nothing).
 * Brands come from a kept library (card-validator, with credit-card-type's
 * table), which knows Brazil's own Elo and Hipercard ranges; the shop takes
 * the brands Brazilian shops take.
 */
import creditCardType from 'credit-card-type';
import cardValidator from 'card-validator';
import { object, string, type InferType } from 'yup';
import { isValidCpf } from './cpf';
import { personName } from './personName';
import { firstProblem, type FieldProblem } from './refusal';

export type CardBrand = 'visa' | 'mastercard' | 'elo' | 'amex' | 'hipercard' | 'diners';

/** The library's name for each brand the shop takes. */
const BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  elo: 'elo',
  'american-express': 'amex',
  hipercard: 'hipercard',
  'diners-club': 'diners',
};

const LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
  diners: 'Diners',
};

export const CARD_BRANDS = Object.keys(LABELS) as CardBrand[];

export const isCardBrand = (value: unknown): value is CardBrand => CARD_BRANDS.includes(value as CardBrand);

// Hipercard's 3841 ranges (384100, 384140, 384160) are missing from the library's table,
// which reads them as Diners (38…); the longer prefix wins there.
creditCardType.updateCard('hipercard', { patterns: [606282, 384100, 384140, 384160] });

/** Digits only, once spaces and hyphens typed between the groups are removed; null for anything else. */
function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The brand the number's first digits belong to, among those the shop takes, or null. */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (!digits) return null;
  const type = cardValidator.number(digits).card?.type;
  return type ? (BRANDS[type] ?? null) : null;
}

/** The brand's name as printed on the card. */
export const brandLabel = (brand: CardBrand) => LABELS[brand];

/** 'Visa final 1111' */
export const cardText = (brand: CardBrand, last4: string) => `${brandLabel(brand)} final ${last4}`;

/** The brands, as the form says which it takes. */
export const BRANDS_TAKEN = 'Visa, Mastercard, Elo, American Express, Hipercard ou Diners';

type NumberCheck = 'ok' | 'invalid' | 'brand';

/** A number the provider can take: a brand the shop takes, its length, and the Luhn check digit. */
function checkNumber(number: string): NumberCheck {
  const digits = cardDigits(number);
  if (!digits) return 'invalid';
  const found = cardValidator.number(digits);
  if (!found.isValid) return 'invalid';
  return found.card && BRANDS[found.card.type] ? 'ok' : 'brand';
}

/**
 * The validade as 'MM/AA' or 'MM/AAAA' (spaces around the slash allowed): the
 * month and the full year, or null.
 */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2}|20\d{2})\s*$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/**
 * Not in the past: a card is valid through the last day of the month printed
 * on it, so '04/26' still pays on 30 April 2026 and not on 1 May. The month of
 * `now` is read in local time, the shopper's calendar.
 */
export function expiryValid(expiry: string, now: Date): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return false;
  return parsed.year * 12 + parsed.month - 1 >= now.getFullYear() * 12 + now.getMonth();
}

/** 3 digits; 4 on American Express; either when the brand is not known yet. */
export function cvvValid(cvv: string, brand: CardBrand | null): boolean {
  if (brand === 'amex') return /^\d{4}$/.test(cvv);
  if (brand === null) return /^\d{3,4}$/.test(cvv);
  return /^\d{3}$/.test(cvv);
}

const REQUIRED = 'Campo obrigatório';

/**
 * The card's fields, each with its message: the form shows them under the
 * fields (yup through the resolver), the provider answers the same message
 * when it refuses a card (422). `now` is when the validade is checked.
 */
export const cardSchema = object({
  number: string()
    .label('Número do cartão')
    .required(REQUIRED)
    .test('number', 'Número do cartão inválido.', function validNumber(number) {
      const check = checkNumber(number);
      return check === 'brand'
        ? this.createError({ message: `Bandeira não aceita: use ${BRANDS_TAKEN}.` })
        : check === 'ok';
    }),
  holder: personName('Informe o nome como está impresso no cartão (só letras, de 2 a 60).').label(
    'Nome impresso no cartão',
  ),
  expiry: string()
    .label('Validade')
    .required(REQUIRED)
    .test('format', 'Use o formato MM/AA.', (expiry) => parseExpiry(expiry) !== null)
    .test('expiry', 'Cartão vencido.', function notPast(expiry) {
      const now = (this.options.context as { now?: Date } | undefined)?.now ?? new Date();
      return parseExpiry(expiry) === null || expiryValid(expiry, now);
    }),
  cvv: string()
    .label('CVV')
    .required(REQUIRED)
    .test('cvv', 'CVV inválido: 3 dígitos.', function checkCvv(cvv) {
      const brand = cardBrand((this.parent as { number?: string }).number ?? '');
      return (
        cvvValid(cvv.trim(), brand) ||
        this.createError({
          message: brand === 'amex' ? 'CVV inválido: 4 dígitos no American Express.' : 'CVV inválido: 3 dígitos.',
        })
      );
    }),
  cpf: string()
    .label('CPF do titular')
    .required(REQUIRED)
    .test('cpf', 'CPF inválido.', (cpf) => isValidCpf(cpf)),
});

export type CardValues = InferType<typeof cardSchema>;

/** The card's fields in the order the form shows them. */
export const CARD_FIELDS = ['number', 'holder', 'expiry', 'cvv', 'cpf'] as const;

/** The card as checked at `now`, or the first field that breaks the rule (refusal.ts). */
export function checkCard(value: Record<string, unknown>, now: Date): CardValues | FieldProblem {
  const checked = firstProblem(cardSchema, CARD_FIELDS, value, { now });
  return 'values' in checked ? checked.values : checked;
}

/*
 * How the fields read as they are typed (the form's masks).
 */

/**
 * The number in the groups printed on the card, for partial input too: 4-6-5
 * for American Express (15 digits), groups of 4 otherwise (up to 19 digits).
 */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return (digits.slice(0, 19).match(/\d{1,4}/g) ?? []).join(' ');
}

/**
 * MM/AA as typed, pasted or autofilled: the slash comes after the month. A year of four digits
 * (MM/AAAA, as browsers autofill a card's expiry) is cut to its last two once complete, and
 * '12/202' stays as it is while it is typed: a year of 20 followed by a digit is one of four.
 */
export function formatExpiry(text: string): string {
  const all = text.replace(/\D/g, '');
  const fullYear = all.length > 4 && all.slice(2, 4) === '20';
  const digits = all.slice(0, fullYear ? 6 : 4);
  const year = digits.length === 6 ? digits.slice(4) : digits.slice(2);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${year}` : digits;
}

export const formatCvv = (text: string) => text.replace(/\D/g, '').slice(0, 4);

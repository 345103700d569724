/**
 * Card numbers as Brazilian shoppers type them (house style: "tokenise,
 * never hold": these helpers only read the text, they keep nothing). Shared by
 * the fake payment provider and the checkout form.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard';

/** Digits only, once spaces and hyphens typed between the groups are removed; null for anything else. */
function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!digits || digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Inclusive ranges of the first digits, as [from, to] of the same length. */
type Ranges = ReadonlyArray<readonly [string, string]>;

const single = (prefix: string) => [prefix, prefix] as const;

/**
 * A handful of well-known Elo BINs. Elo shares its first digits with Visa (4…)
 * and Mastercard (5…), so it is checked before them.
 */
const ELO: Ranges = [
  ...['401178', '401179', '431274', '438935', '451416', '457393', '504175', '627780', '636297', '636368'].map(single),
  ['506699', '506778'],
  single('509'),
  single('650'),
];
const HIPERCARD: Ranges = [single('606282')];
const AMEX: Ranges = [single('34'), single('37')];
const MASTERCARD: Ranges = [
  ['51', '55'],
  ['2221', '2720'],
];
const VISA: Ranges = [single('4')];

/** Most specific first: Elo and Hipercard before the Visa and Mastercard ranges they fall in. */
const BRANDS: ReadonlyArray<readonly [CardBrand, Ranges]> = [
  ['elo', ELO],
  ['hipercard', HIPERCARD],
  ['amex', AMEX],
  ['mastercard', MASTERCARD],
  ['visa', VISA],
];

const inRanges = (digits: string, ranges: Ranges) =>
  ranges.some(([from, to]) => {
    const start = digits.slice(0, from.length);
    return start.length === from.length && start >= from && start <= to;
  });

/** The brand the number's first digits belong to, or null (unknown, or not a number). */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (!digits) return null;
  return BRANDS.find(([, ranges]) => inRanges(digits, ranges))?.[0] ?? null;
}

const LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

/** The brand's name as printed on the card. */
export function brandLabel(brand: CardBrand): string {
  return LABELS[brand];
}

/**
 * 'MM/AA' not in the past: a card is valid through the last day of the month
 * printed on it, so '04/26' still pays on 30 April 2026 and not on 1 May.
 * The month of `now` is read in local time, the shopper's calendar.
 */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const months = (2000 + Number(match[2])) * 12 + Number(match[1]) - 1;
  return months >= now.getFullYear() * 12 + now.getMonth();
}

/** 3 digits; 4 on American Express; either when the brand is not known yet. */
export function cvvValid(cvv: string, brand: CardBrand | null): boolean {
  if (brand === 'amex') return /^\d{4}$/.test(cvv);
  if (brand === null) return /^\d{3,4}$/.test(cvv);
  return /^\d{3}$/.test(cvv);
}

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

/**
 * The NF-e access key ('chave de acesso'): the 44 digits that name an electronic invoice
 * at SEFAZ, printed on the DANFE and shown on the order's 'Nota fiscal emitida' step.
 * Its parts, in order: UF code (2), AAMM of issue (4), issuer's CNPJ (14), model (2, 55 for
 * the NF-e), series (3), invoice number (9), emission type (1), numeric code (8), and a
 * mod-11 check digit (1).
 */
import type { UfCode } from './cep';
import { saoPauloDate, type Instant } from './saoPauloDate';

/** The IBGE code of each UF: the key's first two digits. */
export const UF_IBGE_CODE: Record<UfCode, number> = {
  RO: 11, AC: 12, AM: 13, RR: 14, PA: 15, AP: 16, TO: 17,
  MA: 21, PI: 22, CE: 23, RN: 24, PB: 25, PE: 26, AL: 27, SE: 28, BA: 29,
  MG: 31, ES: 32, RJ: 33, SP: 35,
  PR: 41, SC: 42, RS: 43,
  MS: 50, MT: 51, GO: 52, DF: 53,
}; // prettier-ignore

/** The NF-e's model number (the NFC-e, a shop-counter receipt, is 65). */
export const NFE_MODEL = 55;

/** Emission type 1: normal emission (the others are contingency modes). */
export const NORMAL_EMISSION = 1;

export interface NfeKeyParts {
  uf: UfCode;
  /** When the invoice was issued; its São Paulo year and month give AAMM. */
  issuedAt: Instant;
  /** The issuer's CNPJ, 14 digits (punctuation ignored). */
  cnpj: string;
  /** 0 to 999. */
  series: number;
  /** 1 to 999 999 999. */
  number: number;
  /** 8 digits the issuer picks at random, so a key cannot be guessed from the invoice number. */
  numericCode: number;
  model?: number;
  emissionType?: number;
}

/** The mod-11 check digit of the first 43 digits: weights 2 to 9 from the right, repeating; 11 − remainder, 0 when that is 10 or 11. */
export function nfeCheckDigit(digits43: string): number {
  if (!/^\d{43}$/.test(digits43)) throw new RangeError(`an NF-e key's body is 43 digits: ${digits43}`);
  let sum = 0;
  for (let i = 0; i < 43; i += 1) sum += Number(digits43[42 - i]) * (2 + (i % 8));
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const padded = (value: number, width: number, name: string) => {
  if (!Number.isSafeInteger(value) || value < 0 || String(value).length > width) {
    throw new RangeError(`an NF-e ${name} has at most ${width} digits: ${value}`);
  }
  return String(value).padStart(width, '0');
};

/** The 44-digit key of an invoice, its check digit worked out. Throws on a part that does not fit. */
export function buildNfeKey(parts: NfeKeyParts): string {
  const cnpj = parts.cnpj.replace(/\D/g, '');
  if (cnpj.length !== 14) throw new RangeError(`a CNPJ has 14 digits: ${parts.cnpj}`);
  if (parts.number < 1) throw new RangeError(`an NF-e number starts at 1: ${parts.number}`);
  const date = saoPauloDate(parts.issuedAt);
  const body =
    padded(UF_IBGE_CODE[parts.uf], 2, 'UF code') +
    date.slice(2, 4) +
    date.slice(5, 7) +
    cnpj +
    padded(parts.model ?? NFE_MODEL, 2, 'model') +
    padded(parts.series, 3, 'series') +
    padded(parts.number, 9, 'number') +
    padded(parts.emissionType ?? NORMAL_EMISSION, 1, 'emission type') +
    padded(parts.numericCode, 8, 'numeric code');
  return body + String(nfeCheckDigit(body));
}

/** Digits only: a key pasted grouped in fours reads as its 44 digits. */
export function normalizeNfeKey(text: string): string {
  return text.replace(/\D/g, '');
}

/** True for a key of 44 digits (spaces allowed between) whose last digit is its check digit. */
export function isValidNfeKey(text: string): boolean {
  if (!/^[\d\s]+$/.test(text)) return false;
  const digits = normalizeNfeKey(text);
  return digits.length === 44 && nfeCheckDigit(digits.slice(0, 43)) === Number(digits[43]);
}

/** The key grouped in fours, as the DANFE prints it: '3521 0320 6954 …'. */
export function formatNfeKey(key: string): string {
  return normalizeNfeKey(key).replace(/(\d{4})(?=\d)/g, '$1 ');
}

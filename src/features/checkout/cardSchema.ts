import { object, string, type InferType } from 'yup';
import { cardBrand, cvvValid, expiryValid, luhnValid } from '../../lib/card';
import { isValidCpf } from '../../lib/cpf';

const REQUIRED = 'Campo obrigatório';

/** A number the provider can take: a known brand, its length, and the Luhn check digit. */
function validNumber(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  const brand = cardBrand(digits);
  const fits = brand === 'amex' ? digits.length === 15 : digits.length >= 13 && digits.length <= 19;
  return brand !== null && fits && luhnValid(digits);
}

/** Issue 23 card fields, each with its message; the provider checks them again when it tokenises. */
export const cardSchema = object({
  number: string().required(REQUIRED).test('number', 'Número do cartão inválido', validNumber),
  holder: string()
    .trim()
    .required(REQUIRED)
    .matches(/^\p{L}+( \p{L}+)*$/u, 'Use só letras, como está impresso no cartão'),
  expiry: string()
    .required(REQUIRED)
    .matches(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Use o formato MM/AA')
    .test('expiry', 'Cartão vencido', (expiry) => expiryValid(expiry, new Date())),
  cvv: string()
    .required(REQUIRED)
    .test('cvv', 'CVV inválido', function checkCvv(cvv) {
      const amex = cardBrand(this.parent.number ?? '') === 'amex';
      return (
        cvvValid(cvv, cardBrand(this.parent.number ?? '')) ||
        this.createError({
          message: amex ? 'CVV inválido: 4 dígitos no American Express' : 'CVV inválido: 3 dígitos',
        })
      );
    }),
  cpf: string()
    .required(REQUIRED)
    .test('cpf', 'CPF inválido', (cpf) => isValidCpf(cpf)),
});

export type CardValues = InferType<typeof cardSchema>;

/** MM/AA as typed: the slash comes after the month. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvv = (text: string) => text.replace(/\D/g, '').slice(0, 4);

/**
 * CPF, the Brazilian taxpayer number the card's holder gives at checkout
 * (house style: mask 000.000.000-00, two mod-11 check digits, eleven equal
 * digits refused). Pure text helpers, shared by the fake payment provider
 * and the checkout form.
 */

/** Digits only: '529.982.247-25' → '52998224725'. */
export function normalizeCpf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The mask 000.000.000-00, applied progressively to partial input; digits past the eleventh are dropped. */
export function formatCpf(text: string): string {
  const digits = normalizeCpf(text).slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/^(\d{3})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3-$4');
}

/** The check digit over the first `length` digits: weights length+1 down to 2, sum × 10 mod 11 (10 counts as 0). */
function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  return ((sum * 10) % 11) % 10;
}

/**
 * True for a CPF written as 11 digits or as 000.000.000-00 (spaces around
 * allowed) whose two check digits are right. Eleven equal digits pass the
 * arithmetic but are no one's CPF, so they are refused.
 */
export function isValidCpf(text: string): boolean {
  const trimmed = text.trim();
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(trimmed)) return false;
  const digits = normalizeCpf(trimmed);
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/**
 * The CPF as 'Minha conta' shows it: the middle six digits only, '***.456.789-**'. The
 * first three and the check digits stay hidden, the usual masking of Brazilian receipts and
 * apps, so a screenshot or a shoulder does not give the number away; the server masks it, so
 * the whole number never leaves it after sign-up.
 */
export function maskCpf(cpf: string): string {
  const digits = normalizeCpf(cpf);
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : '***.***.***-**';
}

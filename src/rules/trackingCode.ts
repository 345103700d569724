/**
 * Correios tracking codes in the UPU S10 format: two service letters, an 8-digit serial
 * number, a check digit and the two-letter country of origin ('RB123456785BR'). The
 * 'Enviado' step and the shipped email show one; the exchange's new shipment gets its own.
 */

/** The S10 weights over the serial number's 8 digits. */
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

const S10 = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/;

/** The service the shop posts orders with: 'OB' is a Correios contract parcel service. */
export const SHOP_SERVICE = 'OB';

/** The S10 check digit of an 8-digit serial: 11 − (weighted sum mod 11), 10 counting as 0 and 11 as 5. */
export function s10CheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new RangeError(`an S10 serial has 8 digits: ${serial}`);
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(serial[i]), 0);
  const digit = 11 - (sum % 11);
  return digit === 10 ? 0 : digit === 11 ? 5 : digit;
}

/** A tracking code from its service letters, serial number (0 to 99 999 999) and country ('BR' by default). */
export function makeTrackingCode(service: string, serialNumber: number, country = 'BR'): string {
  if (!/^[A-Z]{2}$/.test(service)) throw new RangeError(`an S10 service is two capital letters: ${service}`);
  if (!/^[A-Z]{2}$/.test(country)) throw new RangeError(`an S10 country is two capital letters: ${country}`);
  if (!Number.isSafeInteger(serialNumber) || serialNumber < 0 || serialNumber > 99_999_999) {
    throw new RangeError(`an S10 serial number is 0 to 99999999: ${serialNumber}`);
  }
  const serial = String(serialNumber).padStart(8, '0');
  return `${service}${serial}${s10CheckDigit(serial)}${country}`;
}

/** Upper case, spaces dropped: ' rb 123 456 785 gb ' reads as 'RB123456785GB'. */
export function normalizeTrackingCode(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

/** True for an S10 code (any case, spaces allowed) whose check digit is right. */
export function isValidTrackingCode(text: string): boolean {
  const match = S10.exec(normalizeTrackingCode(text));
  return match !== null && s10CheckDigit(match[2]!) === Number(match[3]);
}

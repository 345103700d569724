/**
 * The PIX "copia e cola" code: an EMV MPM payload (the Central Bank's BR Code)
 * of TLV fields, each an id of 2 digits, a length of 2 digits and the value,
 * closed by a CRC16 (house style: "field 26 br.gov.bcb.pix, the amount in 54,
 * a CRC16-CCITT in 63"). The same text is what a QR code of it holds.
 */

/** The shop's PIX key: a random key (EVP) of no real account. */
export const PIX_KEY = '7d9f0c2e-4b1a-4e8f-9a36-5c2d8e1b7f40';
export const MERCHANT_NAME = 'VITRINE MODA';
export const MERCHANT_CITY = 'SAO PAULO';

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of an ASCII text, as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One field: id, the value's length in 2 digits, the value (ASCII, at most 99 characters). */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id) || value.length > 99 || !/^[\x20-\x7e]*$/.test(value)) {
    throw new RangeError(`BR Code field ${id} cannot hold "${value}"`);
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** 12345 → '123.45': field 54 writes the amount in reais with a dot and two decimals. */
export function amountText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface BrCodeInput {
  amountCents: number;
  /** The transaction id the bank reports back: letters and digits, at most 25. */
  txid: string;
}

/** The BR Code for a charge of `amountCents` to the shop's key. */
export function buildBrCode({ amountCents, txid }: BrCodeInput): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError(`bad PIX amount ${amountCents}`);
  if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new RangeError(`bad PIX txid "${txid}"`);
  const payload =
    tlv('00', '01') + // payload format indicator
    tlv('01', '12') + // point of initiation: 12, a code for one payment
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', PIX_KEY)) + // merchant account: the PIX key
    tlv('52', '0000') + // merchant category code
    tlv('53', '986') + // currency: BRL
    tlv('54', amountText(amountCents)) +
    tlv('58', 'BR') +
    tlv('59', MERCHANT_NAME) +
    tlv('60', MERCHANT_CITY) +
    tlv('62', tlv('05', txid)) + // additional data: the txid
    '6304'; // the CRC's own id and length are part of what it covers
  return payload + crc16(payload);
}

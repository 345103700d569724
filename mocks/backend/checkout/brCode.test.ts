import { amountText, buildBrCode, crc16, MERCHANT_CITY, MERCHANT_NAME, PIX_KEY, tlv } from './brCode';

/** Reads TLV fields, checking that each length fits; throws where the payload is malformed. */
function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      throw new Error(`malformed field at ${at}`);
    }
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

describe('crc16 (CRC16-CCITT-FALSE)', () => {
  it('gives the check value of the Central Bank’s published BR Code example', () => {
    const example =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
      '5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16(example)).toBe('1D3D');
  });

  it('gives the standard check value of "123456789", upper case and 4 digits', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
  });
});

describe('tlv and amountText', () => {
  it('writes the length in two digits', () => {
    expect(tlv('58', 'BR')).toBe('5802BR');
    expect(tlv('62', '')).toBe('6200');
  });

  it('refuses what a field cannot hold', () => {
    expect(() => tlv('5', 'x')).toThrow(RangeError);
    expect(() => tlv('59', 'x'.repeat(100))).toThrow(RangeError);
    expect(() => tlv('59', 'SÃO PAULO')).toThrow(RangeError);
  });

  it.each([
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [26391, '263.91'],
    [129990, '1299.90'],
  ])('writes %i cents as %p', (cents, text) => {
    expect(amountText(cents)).toBe(text);
  });
});

describe('buildBrCode', () => {
  const code = buildBrCode({ amountCents: 20990, txid: 'VITRINE100001' });

  it('reads back field by field, every length right', () => {
    const fields = parseTlv(code);
    expect([...fields.keys()]).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(parseTlv(fields.get('26')!)).toEqual(
      new Map([
        ['00', 'br.gov.bcb.pix'],
        ['01', PIX_KEY],
      ]),
    );
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('209.90');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe(MERCHANT_NAME);
    expect(fields.get('60')).toBe(MERCHANT_CITY);
    expect(parseTlv(fields.get('62')!)).toEqual(new Map([['05', 'VITRINE100001']]));
  });

  it('ends with a valid CRC over everything before it, its own id and length included', () => {
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
    const tampered = code.replace('209.90', '209.91');
    expect(crc16(tampered.slice(0, -4))).not.toBe(tampered.slice(-4));
  });

  it('keeps the fixed limits: name ≤ 25, city ≤ 15, ASCII only', () => {
    expect(MERCHANT_NAME.length).toBeLessThanOrEqual(25);
    expect(MERCHANT_CITY.length).toBeLessThanOrEqual(15);
    expect(code).toMatch(/^[\x20-\x7e]+$/);
  });

  it.each([
    { amountCents: 0, txid: 'VITRINE1' },
    { amountCents: 10.5, txid: 'VITRINE1' },
    { amountCents: 100, txid: 'VITRINE-1' },
    { amountCents: 100, txid: 'V'.repeat(26) },
  ])('refuses %p', (input) => {
    expect(() => buildBrCode(input)).toThrow(RangeError);
  });
});

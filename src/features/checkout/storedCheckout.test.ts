import { expectConsole } from '../../test/consoleCheck';
import { ADDRESS } from '../../test/shopper';
import { NO_CHECKOUT } from './checkoutState';
import { CHECKOUT_VERSION, decodeCheckout, encodeCheckout, keptCheckout, MIGRATIONS } from './storedCheckout';

const CARD = { method: 'card', token: 'tok_abc', last4: '1111', brand: 'visa', installments: 3 };
const STORED = {
  draft: { recipient: 'Maria', cep: '01310-1' },
  address: ADDRESS,
  addressId: '3',
  shippingId: 'expressa',
  payment: CARD,
  quotedCep: '01310100',
  pendingKey: 'V1StGXR8_Z5jdHi6B-myT',
  keptFor: null,
  owner: '1',
};

describe('the stored checkout, read back', () => {
  it('round-trips what the shop writes, with its version, without what only this visit needs', () => {
    const written = encodeCheckout(
      keptCheckout({
        ...STORED,
        placement: { status: 'placing' },
        placedOrderId: '1',
        review: { lines: [], cartVersion: 1, totalCents: 1 },
        addressNotice: 'edited',
      } as never),
    );
    expect(written).toEqual({ version: CHECKOUT_VERSION, ...STORED });
    expect(decodeCheckout(JSON.parse(JSON.stringify(written)))).toEqual(STORED);
  });

  it('reads whose signed-out checkout it is', () => {
    expect(decodeCheckout({ ...STORED, keptFor: '1' }).keptFor).toBe('1');
  });

  it('reads whose checkout it is; one written before owners were kept names none', () => {
    expect(decodeCheckout({ ...STORED, owner: '7' }).owner).toBe('7');
    const { owner: _, ...withoutOwner } = STORED;
    expect(decodeCheckout({ ...withoutOwner, version: 1 })).toEqual({ ...STORED, owner: null });
  });

  it.each([null, 42, 'text', [], true, undefined])('junk (%p) is an empty checkout', (junk) => {
    expect(decodeCheckout(junk)).toEqual(NO_CHECKOUT);
  });

  it('drops each unreadable field on its own, says so once, and keeps the rest', () => {
    expectConsole('warn', /dropped unreadable checkout field\(s\): draft\.cep, draft\.street, shippingId, pendingKey$/);
    const decoded = decodeCheckout({
      ...STORED,
      draft: { recipient: 'Maria', cep: 42, street: 'x'.repeat(201) },
      shippingId: 'Tele porte!',
      pendingKey: 'short',
    });
    expect(decoded).toEqual({ ...STORED, draft: { recipient: 'Maria' }, shippingId: null, pendingKey: null });
  });

  it('keeps every saved draft and address whatever fields the address rule has now', () => {
    // Written before a field was added to the rule, or after one was removed: kept as typed; the
    // checkout's selectors run today's rule over the address when it is used.
    const { complement: _, ...withoutAField } = ADDRESS;
    const withAnExtraField = { ...ADDRESS, reference: 'Em frente ao parque' };
    expect(decodeCheckout({ version: 1, draft: withoutAField, address: withoutAField })).toMatchObject({
      draft: withoutAField,
      address: withoutAField,
    });
    expect(decodeCheckout({ version: 1, address: withAnExtraField }).address).toEqual(withAnExtraField);
  });

  it('reads the unversioned key written before versions were kept (version 0)', () => {
    expect(MIGRATIONS[1]).toBeDefined();
    expect(decodeCheckout(STORED)).toEqual(STORED);
  });

  it('reads a key written by a newer shop as far as it understands it', () => {
    expect(decodeCheckout({ ...STORED, version: CHECKOUT_VERSION + 1, giftWrap: true })).toEqual(STORED);
  });

  it.each([
    ['more than the last four digits', { ...CARD, last4: '4111111111111111' }],
    ['no token', { ...CARD, token: '' }],
    ['parcels that are not a whole number', { ...CARD, installments: 2.5 }],
  ])('drops a card payment with %s', (_label, payment) => {
    expectConsole('warn', /dropped unreadable checkout field\(s\): payment$/);
    expect(decodeCheckout({ payment }).payment).toBeNull();
  });

  it('keeps only the card fields the shop writes: never a number, CVV or CPF put there by anyone else', () => {
    const payment = { ...CARD, number: '4111 1111 1111 1111', cvv: '123', cpf: '529.982.247-25' };
    expect(decodeCheckout({ payment }).payment).toEqual(CARD);
    expect(decodeCheckout({ payment: { method: 'pix', number: '4111' } }).payment).toEqual({ method: 'pix' });
  });
});

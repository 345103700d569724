import { ADDRESS } from '../../test/shopper';
import { NO_CHECKOUT } from './checkoutState';
import { decodeCheckout, encodeCheckout } from './storedCheckout';

const CARD = { method: 'card', token: 'tok_abc', last4: '1111', brand: 'visa', installments: 3 };
const STORED = {
  draft: { recipient: 'Maria', cep: '01310-1' },
  address: ADDRESS,
  shippingId: 'expressa',
  payment: CARD,
  quotedCep: '01310100',
  pendingKey: 'V1StGXR8_Z5jdHi6B-myT',
};

describe('the stored checkout, read back', () => {
  it('round-trips what the shop writes, without what only this visit needs', () => {
    const written = encodeCheckout({ ...STORED, placement: { status: 'placing' }, placedOrderId: '1' } as never);
    expect(written).toEqual(STORED);
    expect(decodeCheckout(JSON.parse(JSON.stringify(written)))).toEqual(STORED);
  });

  it.each([null, 42, 'text', [], true, undefined])('junk (%p) is an empty checkout', (junk) => {
    expect(decodeCheckout(junk)).toEqual(NO_CHECKOUT);
  });

  it('drops each bad part on its own and keeps the rest', () => {
    const decoded = decodeCheckout({
      ...STORED,
      draft: { recipient: 'Maria', cep: 42, street: 'x'.repeat(201), hacker: 'y' },
      address: { ...ADDRESS, cep: '0131' },
      shippingId: 'teleporte',
      pendingKey: 'short',
    });
    expect(decoded).toEqual({
      ...STORED,
      draft: { recipient: 'Maria' },
      address: null,
      shippingId: null,
      pendingKey: null,
    });
  });

  it('keeps an address only whole, with no other field', () => {
    const { complement: _, ...incomplete } = ADDRESS;
    expect(decodeCheckout({ address: incomplete }).address).toBeNull();
    expect(decodeCheckout({ address: { ...ADDRESS, note: 'x' } }).address).toEqual(ADDRESS);
  });

  it.each([
    ['a brand it does not know', { ...CARD, brand: 'diners' }],
    ['more than the last four digits', { ...CARD, last4: '4111111111111111' }],
    ['parcels outside 1 to 3', { ...CARD, installments: 12 }],
    ['no token', { ...CARD, token: '' }],
  ])('drops a card payment with %s', (_label, payment) => {
    expect(decodeCheckout({ payment }).payment).toBeNull();
  });

  it('keeps only the card fields the shop writes: never a number, CVV or CPF put there by anyone else', () => {
    const payment = { ...CARD, number: '4111 1111 1111 1111', cvv: '123', cpf: '529.982.247-25' };
    expect(decodeCheckout({ payment }).payment).toEqual(CARD);
    expect(decodeCheckout({ payment: { method: 'pix', number: '4111' } }).payment).toEqual({ method: 'pix' });
  });
});

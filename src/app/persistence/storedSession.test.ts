import type { User } from '../../api/types';
import { decodeRecord, encodeRecord, STORAGE_VERSION } from './storedSession';

const maria: User = { id: '1', email: 'maria@vitrine.dev', name: 'Maria' };
const line = { sku: '20001874_002_M', productId: '20001874_002', size: 'M', quantity: 1 };

describe('encodeRecord', () => {
  it('means "remove the keys" when nobody is logged in', () => {
    expect(encodeRecord({ session: { token: null, user: maria }, cart: { lines: [line] } })).toBeNull();
  });

  it('writes only id, email, name, cart and version, whatever else the user object carries', () => {
    const leaky = { ...maria, password: '123456' } as User;
    const values = encodeRecord({ session: { token: 't', user: leaky }, cart: { lines: [line] } })!;
    expect(JSON.parse(values.user)).toEqual({ version: STORAGE_VERSION, ...maria, cart: [line] });
    expect(JSON.parse(values.userName)).toBe('Maria');
    expect(JSON.parse(values.token)).toBe('t');
  });
});

describe('decodeRecord', () => {
  it('round-trips what encodeRecord wrote', () => {
    const state = { session: { token: 't', user: maria }, cart: { lines: [line] } };
    const values = encodeRecord(state)!;
    const stored = {
      user: JSON.parse(values.user),
      userName: JSON.parse(values.userName),
      token: JSON.parse(values.token),
    };
    expect(decodeRecord(stored)).toEqual(state);
  });

  it('keeps the greeting name from userName when the user key has no id or email', () => {
    expect(decodeRecord({ user: null, userName: 'Clara', token: 't' }).session).toEqual({
      token: 't',
      user: { id: '', email: '', name: 'Clara' },
    });
    expect(decodeRecord({ user: null, userName: null, token: 't' }).session).toEqual({ token: 't', user: null });
  });
});

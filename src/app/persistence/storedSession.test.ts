import type { User } from '../../api/types';
import { NOT_SYNCED } from '../../features/cart/cartSlice';
import { NO_CHECKOUT } from '../../features/checkout/checkoutState';
import {
  ANONYMOUS,
  decodeProof,
  decodeRecord,
  encodeRecord,
  parseRaw,
  readRaw,
  SECRET_VERSION,
  STORAGE_KEYS,
  STORAGE_VERSION,
  writeRecord,
  type KeyValueStorage,
  type PersistedSlices,
} from './storedSession';
import { cartLine, REGATA } from '../../test/products';
import { DEMO_USER } from '../../test/fakeBackend';
import { MARIA } from '../../test/shopper';

const maria: User = MARIA;
const line = cartLine(REGATA, 'M');

describe('encodeRecord', () => {
  it('means "remove the keys" when nobody is logged in', () => {
    expect(
      encodeRecord({
        session: { token: null, user: maria },
        cart: { lines: [line], synced: NOT_SYNCED },
        checkout: NO_CHECKOUT,
      }),
    ).toBeNull();
  });

  it('writes only id, email, name, cart, the server’s copy and version, whatever else the user object carries', () => {
    const leaky = { ...maria, password: DEMO_USER.password } as User;
    const values = encodeRecord({
      session: { token: 't', user: leaky },
      cart: { lines: [line], synced: NOT_SYNCED },
      checkout: NO_CHECKOUT,
    })!;
    expect(JSON.parse(values.user!)).toEqual({ version: STORAGE_VERSION, ...maria, cart: [line], synced: NOT_SYNCED });
    expect(JSON.parse(values.userName!)).toBe('Maria');
    expect(JSON.parse(values.token!)).toBe('t');
  });
});

describe('decodeRecord', () => {
  it('round-trips what encodeRecord wrote', () => {
    const state = {
      session: { token: 't', user: maria },
      cart: { lines: [line], synced: NOT_SYNCED },
      checkout: { ...NO_CHECKOUT, owner: maria.id },
    };
    const values = encodeRecord(state)!;
    const stored = {
      user: JSON.parse(values.user!),
      userName: JSON.parse(values.userName!),
      token: JSON.parse(values.token!),
      checkout: JSON.parse(values.checkout!),
    };
    expect(decodeRecord(stored)).toEqual(state);
  });

  it.each([
    ['no copy', undefined],
    ['a version that is not a whole number', { version: 1.5, lines: [line] }],
    ['a negative version', { version: -1, lines: [line] }],
    ['a version as text', { version: '3', lines: [line] }],
  ])('reads %s of the server’s copy as none (every line then counts as unsaved)', (_what, synced) => {
    const user = { version: STORAGE_VERSION, ...maria, cart: [line], synced };
    expect(decodeRecord({ user, userName: 'Maria', token: 't' }).cart).toEqual({ lines: [line], synced: NOT_SYNCED });
  });

  it('keeps the well-formed lines of the server’s copy', () => {
    const user = { version: STORAGE_VERSION, ...maria, cart: [], synced: { version: 4, lines: [null, line, 'x'] } };
    expect(decodeRecord({ user, userName: 'Maria', token: 't' }).cart.synced).toEqual({ lines: [line], version: 4 });
  });

  it('keeps the greeting name from userName when the user key has no id or email', () => {
    expect(decodeRecord({ user: null, userName: 'Clara', token: 't' }).session).toEqual({
      token: 't',
      user: { id: '', email: '', name: 'Clara' },
    });
    expect(decodeRecord({ user: null, userName: null, token: 't' }).session).toEqual({ token: 't', user: null });
  });
});

const SECRET = 'the-session-secret-of-these-tests-000000000';

describe('writeRecord', () => {
  /** A storage that records its calls, and what a tab reading after each call would decode. */
  function recordingStorage() {
    const data = new Map<string, string>();
    const readsBetween: PersistedSlices[] = [];
    const storage: KeyValueStorage = {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => {
        data.set(key, value);
        readsBetween.push(decodeRecord(parseRaw(readRaw(storage))!));
      },
      removeItem: (key) => {
        data.delete(key);
        const raw = parseRaw(readRaw(storage));
        readsBetween.push(raw ? decodeRecord(raw) : ANONYMOUS);
      },
    };
    return { storage, readsBetween };
  }
  const signedIn: PersistedSlices = {
    session: { token: 't1', user: maria },
    cart: { lines: [line], synced: NOT_SYNCED },
    checkout: { ...NO_CHECKOUT, owner: maria.id },
  };

  it('logging out: a tab reading between two removals sees no session, never one without its cart', () => {
    const { storage, readsBetween } = recordingStorage();
    writeRecord(storage, signedIn);
    readsBetween.length = 0;
    writeRecord(storage, ANONYMOUS);
    expect(readsBetween).toEqual([ANONYMOUS, ANONYMOUS, ANONYMOUS, ANONYMOUS, ANONYMOUS]);
  });

  it('logging in: a tab reading between two writes sees no session until the token is written', () => {
    const { storage, readsBetween } = recordingStorage();
    writeRecord(storage, signedIn, SECRET);
    expect(readsBetween).toEqual([ANONYMOUS, ANONYMOUS, ANONYMOUS, ANONYMOUS, signedIn]);
    // The secret is in place before the token that names its session.
    expect(decodeProof(storage.getItem(STORAGE_KEYS.sessionSecret))).toEqual({ token: 't1', secret: SECRET });
  });

  it('removes the secret of a session it has none for', () => {
    const { storage } = recordingStorage();
    writeRecord(storage, signedIn, SECRET);
    writeRecord(storage, signedIn, null);
    expect(storage.getItem(STORAGE_KEYS.sessionSecret)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('"t1"');
  });
});

describe('the session secret’s key', () => {
  it('holds the version, the token of the session and its secret, and nothing of the state', () => {
    const values = encodeRecord(
      { session: { token: 't1', user: maria }, cart: { lines: [line], synced: NOT_SYNCED }, checkout: NO_CHECKOUT },
      SECRET,
    )!;
    expect(JSON.parse(values.sessionSecret!)).toEqual({ version: SECRET_VERSION, token: 't1', secret: SECRET });
    for (const key of ['user', 'userName', 'token', 'checkout'] as const) expect(values[key]).not.toContain(SECRET);
  });

  it.each([
    ['nothing', null],
    ['junk', '{oops'],
    ['a string', JSON.stringify(SECRET)],
    ['another version', JSON.stringify({ version: 2, token: 't1', secret: SECRET })],
    ['no token', JSON.stringify({ version: 1, secret: SECRET })],
    ['a secret with spaces', JSON.stringify({ version: 1, token: 't1', secret: 'a b c d e f g h i j k l m' })],
    ['a short secret', JSON.stringify({ version: 1, token: 't1', secret: 'abc' })],
    ['a huge secret', JSON.stringify({ version: 1, token: 't1', secret: 'a'.repeat(5000) })],
  ])('reads %s as no secret', (_label, raw) => {
    expect(decodeProof(raw)).toBeNull();
  });
});

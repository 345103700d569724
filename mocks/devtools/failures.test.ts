import {
  FAILURE_KINDS,
  failureFor,
  parseFailRate,
  parseFailSeed,
  parseFailSetting,
  readFailureConfig,
  seededRandom,
  setFailureConfig,
} from './failures';

import { CALL_NAMES } from '../backend/calls';

afterEach(() => setFailureConfig());

// Built from the lists, so a new call or kind changes no test here.
const namesListed = `Valid call names: ${CALL_NAMES.join(', ')}.`;
const kindsListed = `(kinds: ${FAILURE_KINDS.join(', ')})`;

describe('parseFailSetting (MOCK_FAIL)', () => {
  it('reads calls with and without a kind; 500 is the default kind', () => {
    expect(parseFailSetting('cartSave,catalogue:offline')).toEqual({ cartSave: '500', catalogue: 'offline' });
    expect(parseFailSetting(' login : timeout , session:500 ')).toEqual({ login: 'timeout', session: '500' });
  });

  it.each([undefined, '', '  '])('treats %p as no failure', (raw) => {
    expect(parseFailSetting(raw)).toEqual({});
  });

  it.each(['catalog', 'cartsave', 'products:offline', ':500'])(
    'refuses the unknown call in %p, listing the names',
    (raw) => {
      expect(() => parseFailSetting(raw)).toThrow(/^MOCK_FAIL: unknown call /);
      expect(() => parseFailSetting(raw)).toThrow(namesListed);
    },
  );

  it.each(['login:404', 'cart:slow', 'cart:500:1', 'cart:'])(
    'refuses the unknown kind in %p, listing the kinds',
    (raw) => {
      expect(() => parseFailSetting(raw)).toThrow(/unknown failure kind /);
      expect(() => parseFailSetting(raw)).toThrow(kindsListed);
    },
  );

  it('has five kinds, lost and 401 among them', () => {
    expect([...FAILURE_KINDS].sort()).toEqual(['401', '500', 'lost', 'offline', 'timeout']);
    expect(parseFailSetting('orders:401')).toEqual({ orders: '401' });
    expect(parseFailSetting('placeOrder:lost,orders:timeout')).toEqual({ placeOrder: 'lost', orders: 'timeout' });
  });

  it.each(['pixPaid', 'pixPaid:timeout', 'cart,pixPaid'])('refuses %p: pixPaid is a delay, not a call', (raw) => {
    expect(() => parseFailSetting(raw)).toThrow('MOCK_FAIL: "pixPaid" is a delay, not a call: it has no route to fail');
    expect(() => parseFailSetting(raw)).toThrow(namesListed);
  });
});

describe('MOCK_FAIL_RATE and MOCK_FAIL_SEED', () => {
  it('reads a probability from 0 to 1', () => {
    expect(parseFailRate('0.2')).toBe(0.2);
    expect(parseFailRate('')).toBe(0);
    expect(parseFailRate(undefined)).toBe(0);
    for (const bad of ['1.5', '-0.1', 'often', '20%']) expect(() => parseFailRate(bad)).toThrow(/MOCK_FAIL_RATE/);
  });

  it('reads a whole-number seed', () => {
    expect(parseFailSeed('42')).toBe(42);
    expect(parseFailSeed(undefined)).toBeNull();
    for (const bad of ['4.2', 'abc', '-1']) expect(() => parseFailSeed(bad)).toThrow(/MOCK_FAIL_SEED/);
  });

  it('repeats a run with the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const runA = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(runA);
    expect(runA.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Array.from({ length: 20 }, seededRandom(43))).not.toEqual(runA);
  });

  it('fails about the given share of calls, the same ones for the same seed', () => {
    const run = () => {
      setFailureConfig(readFailureConfig({ MOCK_FAIL_RATE: '0.2', MOCK_FAIL_SEED: '7' }));
      return Array.from({ length: 1000 }, () => failureFor('catalogue'));
    };
    const first = run();
    const failed = first.filter((kind) => kind !== null);
    expect(failed.every((kind) => kind === '500')).toBe(true);
    expect(failed.length).toBeGreaterThan(150);
    expect(failed.length).toBeLessThan(250);
    expect(run()).toEqual(first);
  });
});

describe('failureFor', () => {
  it('fails the named calls only, with their kind', () => {
    setFailureConfig({ fail: parseFailSetting('cartSave,catalogue:offline') });
    expect(failureFor('cartSave')).toBe('500');
    expect(failureFor('catalogue')).toBe('offline');
    expect(failureFor('login')).toBeNull();
  });

  it("lets run-time settings replace the build's", () => {
    setFailureConfig({ fail: { cartSave: '500' } });
    expect(failureFor('cartSave', { fail: {} })).toBeNull();
    expect(failureFor('login', { fail: { login: 'timeout' } })).toBe('timeout');
    expect(failureFor('login', { rate: 1 })).toBe('500');
  });
});

import { DEFAULT_LATENCY_MS, latencyFor, parseLatencyOverride, setLatencyOverride } from './latency';

describe('default latencies (spec §9)', () => {
  it('waits 2000 ms for every call the spec times', () => {
    expect(DEFAULT_LATENCY_MS.session).toBe(2000);
    expect(DEFAULT_LATENCY_MS.catalogue).toBe(2000);
    expect(DEFAULT_LATENCY_MS.product).toBe(2000);
    expect(DEFAULT_LATENCY_MS.cart).toBe(2000);
  });

  it('answers a sign-in in 1 s and saves the cart in the background in 300 ms', () => {
    expect(DEFAULT_LATENCY_MS.login).toBe(1000);
    expect(DEFAULT_LATENCY_MS.cartSave).toBe(300);
  });
});

describe('parseLatencyOverride (MOCK_LATENCY_MS)', () => {
  it.each([
    ['0', 0],
    ['500', 500],
    [' 250 ', 250],
    ['12.6', 13],
  ])('reads %p as %i ms', (raw, ms) => {
    expect(parseLatencyOverride(raw)).toBe(ms);
  });

  it.each([undefined, '', '   ', '-1', 'abc', '10ms', 'Infinity', 'NaN'])('treats %p as no override', (raw) => {
    expect(parseLatencyOverride(raw)).toBeNull();
  });
});

describe('latencyFor', () => {
  afterEach(() => setLatencyOverride(0));

  it('gives each call its own default when there is no override', () => {
    setLatencyOverride(null);
    expect(latencyFor('catalogue')).toBe(2000);
    expect(latencyFor('login')).toBe(1000);
    expect(latencyFor('cartSave')).toBe(300);
  });

  it('uses the override for every call', () => {
    setLatencyOverride(42);
    expect(latencyFor('catalogue')).toBe(42);
    expect(latencyFor('login')).toBe(42);
    expect(latencyFor('cartSave')).toBe(42);
  });

  it('gives tests an instant backend (src/test/setupTests.ts sets 0 before each)', () => {
    expect(latencyFor('session')).toBe(0);
  });
});

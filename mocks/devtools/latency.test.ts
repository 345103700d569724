import { CALL_NAMES } from '../backend/calls';
import {
  DEFAULT_LATENCY_MS,
  DELAY_NAMES,
  DELAYS_WITHOUT_CALL,
  latencyFor,
  parseLatencySetting,
  setLatencyOverride,
  setLatencySettings,
} from './latency';

describe('default latencies', () => {
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

  it('gives the checkout’s calls their delays and pays a PIX after 10 s', () => {
    expect(DEFAULT_LATENCY_MS).toMatchObject({
      cep: 800,
      shipping: 1000,
      address: 500,
      cardToken: 800,
      placeOrder: 1500,
      orders: 1000,
      order: 1000,
      pixStatus: 500,
      pixPaid: 10000,
    });
  });
});

describe('call names and delay names', () => {
  it('are the same but for pixPaid and orderStep, delays that time no call', () => {
    expect(DELAY_NAMES).toEqual(Object.keys(DEFAULT_LATENCY_MS));
    expect(DELAYS_WITHOUT_CALL).toEqual(['pixPaid', 'orderStep']);
    expect(DELAY_NAMES).toEqual([...CALL_NAMES, ...DELAYS_WITHOUT_CALL]);
    const shop = ['session', 'catalogue', 'product', 'cart', 'login', 'cartSave'];
    const checkout = ['cep', 'shipping', 'address', 'cardToken', 'placeOrder', 'orders', 'order', 'pixStatus'];
    expect(CALL_NAMES).toEqual(expect.arrayContaining([...shop, ...checkout]));
  });
});

describe('parseLatencySetting (MOCK_LATENCY_MS)', () => {
  const every = (ms: number) => Object.fromEntries(DELAY_NAMES.map((name) => [name, ms]));
  // Built from the lists, so a new call changes no test here.
  const namesListed = `Valid call names: ${CALL_NAMES.join(', ')}; and the delays without a call: pixPaid, orderStep.`;

  it.each([
    ['0', 0],
    ['800', 800],
    [' 250 ', 250],
    ['12.6', 13],
  ])('reads %p as %i ms for every call', (raw, ms) => {
    expect(parseLatencySetting(raw)).toEqual(every(ms));
  });

  it('reads named calls and leaves the others at their defaults', () => {
    expect(parseLatencySetting('catalogue=500,product=0')).toEqual({ catalogue: 500, product: 0 });
    expect(parseLatencySetting(' cartSave = 50 ')).toEqual({ cartSave: 50 });
  });

  it('reads a bare number among names as the delay of every other call', () => {
    expect(parseLatencySetting('catalogue=500,100')).toEqual({ ...every(100), catalogue: 500 });
  });

  it.each([undefined, '', '   '])('treats %p as no setting', (raw) => {
    expect(parseLatencySetting(raw)).toEqual({});
  });

  it.each(['catalog=500', 'products=0', 'catalogue=500=1', '=5', 'pixpaid=5'])(
    'refuses the unknown call in %p, listing the names',
    (raw) => {
      expect(() => parseLatencySetting(raw)).toThrow(/^MOCK_LATENCY_MS: unknown call /);
      expect(() => parseLatencySetting(raw)).toThrow(namesListed);
    },
  );

  it.each(['-1', 'abc', '10ms', 'Infinity', 'NaN', 'catalogue=', 'login=fast', 'cart=-5', '500,', 'pixPaid=soon'])(
    'refuses the value in %p, listing the names',
    (raw) => {
      expect(() => parseLatencySetting(raw)).toThrow(/is not a delay in milliseconds/);
      expect(() => parseLatencySetting(raw)).toThrow(namesListed);
    },
  );

  it('sets pixPaid, a delay without a call, like the others', () => {
    expect(parseLatencySetting('pixPaid=3000')).toEqual({ pixPaid: 3000 });
    expect(parseLatencySetting('0').pixPaid).toBe(0);
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

  it('uses named settings for their calls and defaults for the rest', () => {
    setLatencySettings({ catalogue: 500, product: 0 });
    expect(latencyFor('catalogue')).toBe(500);
    expect(latencyFor('product')).toBe(0);
    expect(latencyFor('login')).toBe(1000);
  });

  it("lets run-time settings win over the build's, call by call", () => {
    setLatencySettings({ catalogue: 500, product: 0 });
    expect(latencyFor('catalogue', { catalogue: 50 })).toBe(50);
    expect(latencyFor('product', { catalogue: 50 })).toBe(0);
  });

  it('gives tests an instant backend (src/test/setupTests.ts sets 0 before each)', () => {
    expect(latencyFor('session')).toBe(0);
    expect(latencyFor('pixPaid')).toBe(0);
  });

  it('gives pixPaid its own default and the run-time setting', () => {
    setLatencyOverride(null);
    expect(latencyFor('pixPaid')).toBe(10000);
    expect(latencyFor('pixPaid', { pixPaid: 3000 })).toBe(3000);
  });
});

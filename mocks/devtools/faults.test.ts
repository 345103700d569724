import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createFakeBaseQuery, type FakeArgs } from '../fakeBaseQuery';
import { FAILURE_KINDS, parseFailSetting, setFailureConfig } from './failures';
import { everyRouteReady, routes } from '../backend/routes';
import { CALL_NAMES } from '../backend/calls';
import { setLatencyOverride } from './latency';
import { consoleHandle, SWITCHES_KEY } from './switches';

/** Failures on demand through the thin client: always values, never throws. */
const query = createFakeBaseQuery({ timeout: 1000 });

function call(args: FakeArgs, signal = new AbortController().signal) {
  const api = { signal, getState: () => ({}), dispatch: jest.fn(), abort: jest.fn(), extra: undefined } as unknown;
  return Promise.resolve(query(args, api as BaseQueryApi, {}));
}

const handlerOf = (method: string, path: string) =>
  jest.spyOn(
    routes.find((r) => r.method === method && r.path === path)!,
    'handle',
  );

afterEach(() => {
  setFailureConfig();
  jest.restoreAllMocks();
  jest.useRealTimers();
  sessionStorage.clear();
  delete process.env.MOCK_SWITCHES;
});

// Every route, the later files' included (routes.ts), as a spy needs them in the table.
beforeAll(() => everyRouteReady());

describe('MOCK_FAIL through the fake base query', () => {
  it('answers a 500 with the server message, without running the handler', async () => {
    setFailureConfig({ fail: parseFailSetting('cartSave') });
    const handler = handlerOf('PUT', '/cart');
    await expect(call({ url: '/cart', method: 'PUT', body: { lines: [] } })).resolves.toEqual({
      error: { status: 500, data: { message: 'Erro inesperado no servidor.' } },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers offline with a network error at once, whatever the delay', async () => {
    setLatencyOverride(5000);
    setFailureConfig({ fail: parseFailSetting('catalogue:offline') });
    jest.useFakeTimers();
    let answer: unknown = 'pending';
    void call('/products').then((result) => (answer = result));
    await jest.advanceTimersByTimeAsync(0);
    expect(answer).toEqual({ error: { status: 'FETCH_ERROR', error: expect.stringContaining('Failed to fetch') } });
  });

  it('answers timeout with TIMEOUT_ERROR when the request time-out passes, not before', async () => {
    setFailureConfig({ fail: parseFailSetting('login:timeout') });
    jest.useFakeTimers();
    let answer: unknown = 'pending';
    void call({ url: '/login', method: 'POST', body: {} }).then((result) => (answer = result));
    await jest.advanceTimersByTimeAsync(999);
    expect(answer).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ error: { status: 'TIMEOUT_ERROR', error: expect.any(String) } });
  });

  it('leaves the other calls alone', async () => {
    setFailureConfig({ fail: parseFailSetting('cartSave,catalogue:offline') });
    await expect(call('/products/VESTIDO')).resolves.toHaveProperty('data');
  });
});

describe('run-time switches (npm start, MOCK_SWITCHES=1 builds)', () => {
  it('are ignored unless the build has them', async () => {
    consoleHandle.fail('catalogue');
    await expect(call('/products')).resolves.toHaveProperty('data');
  });

  it("replace the build's failures and latency for this tab", async () => {
    process.env.MOCK_SWITCHES = '1';
    setFailureConfig({ fail: parseFailSetting('product') });
    consoleHandle.fail('catalogue:offline');
    await expect(call('/products')).resolves.toMatchObject({ error: { status: 'FETCH_ERROR' } });
    await expect(call('/products/VESTIDO')).resolves.toHaveProperty('data');
    consoleHandle.fail('');
    await expect(call('/products')).resolves.toHaveProperty('data');
    consoleHandle.reset();
    expect(sessionStorage.getItem(SWITCHES_KEY)).toBeNull();
    await expect(call('/products/VESTIDO')).resolves.toMatchObject({ error: { status: 500 } });
  });

  it('refuse a bad value with the valid names, and keep the last good one', () => {
    consoleHandle.latency('catalogue=500');
    expect(() => consoleHandle.latency('catalog=5')).toThrow(`Valid call names: ${CALL_NAMES.join(', ')}`);
    expect(() => consoleHandle.fail('cart:slow')).toThrow(`kinds: ${FAILURE_KINDS.join(', ')}`);
    expect(() => consoleHandle.failRate(2)).toThrow(/MOCK_FAIL_RATE/);
    expect(consoleHandle.show()).toMatchObject({
      latency: 'catalogue=500',
      calls: expect.stringContaining('cartSave'),
    });
  });

  it("set one call's delay without touching the others", async () => {
    process.env.MOCK_SWITCHES = '1';
    setLatencyOverride(0);
    consoleHandle.latency('product=3000');
    jest.useFakeTimers();
    let product: unknown = 'pending';
    void call('/products/VESTIDO').then((r) => (product = r));
    await expect(call('/products')).resolves.toHaveProperty('data');
    expect(product).toBe('pending');
  });
});

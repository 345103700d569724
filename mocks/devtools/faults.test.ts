import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createFakeBaseQuery, type FakeArgs } from '../fakeBaseQuery';
import { FAILURE_KINDS, parseFailSetting, setFailureConfig } from './failures';
import { everyRouteReady, routes } from '../backend/routes';
import { CALL_NAMES } from '../backend/calls';
import { setLatencyOverride } from './latency';
import { expectConsole } from '../../src/test/consoleCheck';
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

describe('run-time switches (any build, once the tab has some)', () => {
  it("apply in a shopper's build too once this tab has them, and the build's settings rule without", async () => {
    await expect(call('/products')).resolves.toHaveProperty('data');
    consoleHandle.fail('catalogue');
    await expect(call('/products')).resolves.toMatchObject({ error: { status: 500 } });
  });

  it("time a request out after the run-time time-out, shorter than the build's", async () => {
    consoleHandle.fail('login:timeout');
    consoleHandle.timeout(200);
    jest.useFakeTimers();
    let answer: unknown = 'pending';
    void call({ url: '/login', method: 'POST', body: {} }).then((result) => (answer = result));
    await jest.advanceTimersByTimeAsync(199);
    expect(answer).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ error: { status: 'TIMEOUT_ERROR', error: expect.any(String) } });
  });

  it("send every call over HTTP to a path of this origin when `api` is set, in fetchBaseQuery's shapes", async () => {
    const fetched: Array<[string, RequestInit | undefined]> = [];
    // jsdom has no Response: just what mocks/remote.ts reads of one.
    const json = (status: number, body: unknown) => ({
      ok: status < 300,
      status,
      headers: { get: () => 'application/json' },
      text: () => Promise.resolve(JSON.stringify(body)),
    });
    const answers = [json(200, { products: [] }), json(404, { message: 'Não encontrado.' })];
    const fetchStub = jest.fn((url: string, init?: RequestInit) => {
      fetched.push([url, init]);
      return Promise.resolve(answers.shift()!);
    });
    Object.assign(globalThis, { fetch: fetchStub });
    sessionStorage.setItem(SWITCHES_KEY, JSON.stringify({ api: '/api' }));
    await expect(call('/products?q=vestido')).resolves.toEqual({ data: { products: [] } });
    await expect(call({ url: '/cart', method: 'PUT', body: { lines: [] } })).resolves.toEqual({
      error: { status: 404, data: { message: 'Não encontrado.' } },
    });
    expect(fetched.map(([url, init]) => `${init?.method} ${url} ${String(init?.body ?? '')}`)).toEqual([
      'GET /api/products?q=vestido ',
      'PUT /api/cart {"lines":[]}',
    ]);
  });

  it('never send a call to another origin, whatever the stored `api` says', async () => {
    expectConsole('warn', /ignoring a bad run-time switch/);
    const fetchStub = jest.fn();
    Object.assign(globalThis, { fetch: fetchStub });
    for (const api of ['https://evil.example', '//evil.example', '/api/../x', 'javascript:alert(1)']) {
      sessionStorage.setItem(SWITCHES_KEY, JSON.stringify({ api }));
      await expect(call('/products')).resolves.toHaveProperty('data');
    }
    expect(fetchStub).not.toHaveBeenCalled();
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

import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Order } from '../src/api/types';
import { pixOrder, placed, DEMO_TOKEN, DEMO_USER, sessionWith } from './testFixtures';
import { storedOrders } from './backend/checkout/orderStore';
import { createFakeBaseQuery, type FakeArgs } from './fakeBaseQuery';
import { parseFailSetting, setFailureConfig } from './devtools/failures';
import { routes } from './backend/routes';
import { setLatencyOverride } from './devtools/latency';
import { noRoute, respond, type WireRequest } from './server';
import { consoleHandle } from './devtools/switches';
import { REGATA, skuOf } from '../src/test/products';

// The in-page fake backend's side of a request (mocks/server.ts), through the thin client as the shop calls it.

const query = createFakeBaseQuery({
  timeout: 1000,
  prepareHeaders: (headers) => ({ ...headers, authorization: `Bearer ${DEMO_TOKEN}` }),
});

function call(args: FakeArgs) {
  const api = { signal: new AbortController().signal, getState: () => ({}), dispatch: jest.fn(), abort: jest.fn() };
  return Promise.resolve(query(args, api as unknown as BaseQueryApi, {}));
}

const placeOrder = (key: string, body: unknown = pixOrder()) =>
  call({ url: '/orders', method: 'POST', body, headers: { 'Idempotency-Key': key } });

function wire(method: string, path: string): WireRequest {
  return { method, path, query: {}, headers: { authorization: `Bearer ${DEMO_TOKEN}` }, body: undefined };
}

// The demo shopper's session (DEMO_TOKEN is its secret), live again after each test's fresh disk.
beforeEach(() => sessionWith(DEMO_TOKEN, DEMO_USER.id));

afterEach(() => {
  setFailureConfig();
  jest.restoreAllMocks();
  jest.useRealTimers();
  sessionStorage.clear();
  delete process.env.MOCK_SWITCHES;
});

describe('no route: the same 404/405 decision as over HTTP', () => {
  it('answers 405 for another method on a known path, 404 for an unknown path', () => {
    expect(noRoute('DELETE', '/orders/100001')).toEqual({
      error: { status: 405, data: { message: 'Método não permitido neste endereço.' } },
    });
    expect(noRoute('POST', '/cep/01310100')).toMatchObject({ error: { status: 405 } });
    expect(noRoute('GET', '/pedidos')).toEqual({
      error: { status: 404, data: { message: 'Endereço não encontrado na API.' } },
    });
    expect(noRoute('GET', '/orders/1/2/3')).toMatchObject({ error: { status: 404 } });
  });
});

describe('bodies and addresses no server takes, in the page as over HTTP', () => {
  const signal = new AbortController().signal;

  it('a body nested 50,000 deep: 400, not a 500 from the copy that crosses the wire', async () => {
    let deep: unknown = [];
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    const request = { ...wire('PUT', '/cart'), headers: { ...wire('PUT', '/cart').headers, 'if-match': '"0"' } };
    await expect(respond({ ...request, body: deep }, signal, performance.now(), {})).resolves.toEqual({
      error: { status: 400, data: { message: expect.any(String) } },
    });
  });

  it('a body as deep as the checkout’s own is taken', async () => {
    const request = { ...wire('PUT', '/cart'), headers: { ...wire('PUT', '/cart').headers, 'if-match': '"0"' } };
    const lines = [{ sku: skuOf(REGATA, 'M'), productId: REGATA.id, size: 'M', quantity: 1 }];
    await expect(respond({ ...request, body: { lines } }, signal, performance.now(), {})).resolves.toEqual({
      data: { lines, version: 1 },
    });
  });

  it('an address of 20 kB: 414', async () => {
    await expect(
      respond(wire('GET', `/products/${'a'.repeat(20 * 1024)}`), signal, performance.now(), {}),
    ).resolves.toEqual({
      error: { status: 414, data: { message: expect.any(String) } },
    });
  });
});

describe('HEAD in the page', () => {
  it('answers where GET does, without the body; not where GET does not', async () => {
    const signal = new AbortController().signal;
    await expect(respond(wire('HEAD', '/products'), signal, performance.now(), {})).resolves.toEqual({ data: null });
    await expect(respond(wire('HEAD', '/orders/1'), signal, performance.now(), {})).resolves.toMatchObject({
      error: { status: 404, data: { message: 'Pedido não encontrado' } },
    });
    await expect(respond(wire('HEAD', '/login'), signal, performance.now(), {})).resolves.toMatchObject({
      error: { status: 405 },
    });
  });
});

describe('a created order through the thin client', () => {
  it('comes back as { data } alone, like fetchBaseQuery’s (no 201 status of its own)', async () => {
    const result = await placeOrder('thin-client-1');
    expect(Object.keys(result)).toEqual(['data']);
    expect(result.data).toMatchObject({ id: '100001', payment: { method: 'pix' } });
  });

  it('is one order when the same key is sent twice at once (a double click)', async () => {
    const [first, second] = await Promise.all([placeOrder('double-click-1'), placeOrder('double-click-1')]);
    expect(second).toEqual(first);
    expect(storedOrders()).toHaveLength(1);
  });
});

describe('MOCK_FAIL=…:lost (the work done, the answer lost)', () => {
  it('places the order on arrival and answers nothing until the time-out; asking by key finds it', async () => {
    setFailureConfig({ fail: parseFailSetting('placeOrder:lost') });
    jest.useFakeTimers();
    const handler = jest.spyOn(
      routes.find((r) => r.call.name === 'placeOrder')!,
      'handle',
    );
    let answer: unknown = 'pending';
    const body = pixOrder();
    void placeOrder('lost-answer-1', body).then((result) => (answer = result));
    await jest.advanceTimersByTimeAsync(999);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(storedOrders()).toHaveLength(1);
    expect(answer).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ error: { status: 'TIMEOUT_ERROR', error: expect.any(String) } });
    jest.useRealTimers();
    const found = await call('/orders?idempotencyKey=lost-answer-1');
    expect(found.data).toEqual([expect.objectContaining({ id: storedOrders()[0]!.id })]);
    // The retry with the same key gets the order, and no second one is made.
    setFailureConfig();
    expect((await placeOrder('lost-answer-1', body)).data).toMatchObject({ id: storedOrders()[0]!.id });
    expect(storedOrders()).toHaveLength(1);
  });

  it('leaves the handler out for 500, timeout and offline, as before', async () => {
    const handler = jest.spyOn(
      routes.find((r) => r.call.name === 'placeOrder')!,
      'handle',
    );
    for (const kind of ['500', 'offline']) {
      setFailureConfig({ fail: parseFailSetting(`placeOrder:${kind}`) });
      await placeOrder(`no-handler-${kind}`);
    }
    expect(handler).not.toHaveBeenCalled();
    expect(storedOrders()).toEqual([]);
  });
});

describe('MOCK_FAIL=…:401 (a session the server no longer accepts)', () => {
  it('answers 401 with the server’s own message and places nothing', async () => {
    setFailureConfig({ fail: parseFailSetting('placeOrder:401') });
    const handler = jest.spyOn(
      routes.find((r) => r.call.name === 'placeOrder')!,
      'handle',
    );
    await expect(placeOrder('expired-session-1')).resolves.toEqual({
      error: { status: 401, data: { message: 'Sessão expirada.' } },
    });
    expect(handler).not.toHaveBeenCalled();
    expect(storedOrders()).toEqual([]);
  });
});

describe('the run-time switches for the checkout (npm start, MOCK_SWITCHES=1)', () => {
  beforeEach(() => {
    process.env.MOCK_SWITCHES = '1';
  });

  it('reprice: the server prices with the changed catalogue and answers 409 with what changed', async () => {
    consoleHandle.reprice(REGATA.id, 'R$ 99,90');
    const result = await placeOrder('reprice-key-1');
    expect(result).toMatchObject({
      error: {
        status: 409,
        data: { changes: expect.arrayContaining(['REGATA CANELADA - OFF WHITE (M) agora custa R$\u00a099,90.']) },
      },
    });
    consoleHandle.reset();
    await expect(placeOrder('reprice-key-2')).resolves.toHaveProperty('data');
  });

  it('soldOut: the size is sold out in the catalogue served and at checkout', async () => {
    consoleHandle.soldOut(skuOf(REGATA, 'M'));
    const products = (await call('/products')).data as Array<{
      id: string;
      sizes: Array<{ sku: string; available: boolean }>;
    }>;
    const regata = products.find((p) => p.id === REGATA.id)!;
    expect(regata.sizes.find((s) => s.sku === skuOf(REGATA, 'M'))?.available).toBe(false);
    await expect(placeOrder('sold-out-key-1')).resolves.toMatchObject({ error: { status: 409 } });
  });

  it('pixPaid: a PIX is paid after this tab’s delay', async () => {
    consoleHandle.latency('pixPaid=60000');
    const { data } = await placeOrder('pix-paid-key-1');
    await expect(call(`/orders/${(data as Order).id}/pix`)).resolves.toMatchObject({
      data: { status: 'awaiting_payment' },
    });
    consoleHandle.latency('pixPaid=0');
    await expect(call(`/orders/${(data as Order).id}/pix`)).resolves.toMatchObject({ data: { status: 'paid' } });
  });

  it('refuses bad values when set, naming what is wrong', () => {
    expect(() => consoleHandle.reprice(REGATA.id, '99,90 reais')).toThrow(/reprice: .* is not a price/);
    expect(() => consoleHandle.soldOut('')).toThrow(/soldOut: .* is not a SKU/);
    expect(() => consoleHandle.fail('pixPaid')).toThrow(/is a delay, not a call/);
    expect(consoleHandle.show()).toMatchObject({
      calls: expect.stringContaining('placeOrder'),
      delays: 'pixPaid, orderStep',
    });
  });

  it('ignores a bad stored change, with one console warning however many requests read it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('vitrine:mock-switches', JSON.stringify({ prices: { [REGATA.id]: 'grátis' } }));
    await call('/products');
    await call('/products');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[mock backend] ignoring a bad run-time switch', expect.any(Error));
    await expect(placeOrder('bad-switch-key-1')).resolves.toHaveProperty('data');
  });
});

it('sets no 201 on plain reads', async () => {
  setLatencyOverride(0);
  placed();
  await expect(call('/orders')).resolves.toEqual({ data: [expect.objectContaining({ id: '100001' })] });
});

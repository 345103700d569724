/**
 * @jest-environment node
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseFailSetting, setFailureConfig } from './failures';
import { createApiServer, MAX_BODY_BYTES } from './httpServer';
import { setLatencyOverride } from './latency';
import { DEMO_USER, tokenFor } from './users';
import { cartLine, VESTIDO } from '../src/test/products';

// `npm run api` through real HTTP clients: Node's fetch, and node:http for what fetch will not send.

const server = createApiServer();
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => setFailureConfig());

const json = { 'content-type': 'application/json' };
const auth = { authorization: `Bearer ${tokenFor(DEMO_USER)}` };

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, init);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

describe('the same routes as the fake backend', () => {
  it('serves the catalogue and a product, with CORS for the development server', async () => {
    const response = await fetch(`${base}/products`, { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toHaveLength(22);
    const product = await call('/products/VESTIDO%20MIDI%20FLORAL?cor=azul-marinho');
    expect(product).toMatchObject({ status: 200, body: { name: 'VESTIDO MIDI FLORAL', colorSlug: 'azul-marinho' } });
  });

  it('answers a preflight request', async () => {
    const response = await fetch(`${base}/cart`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('signs in, saves and reads the cart with the token', async () => {
    const login = await call('/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    expect(login).toMatchObject({ status: 200, body: { token: tokenFor(DEMO_USER), user: { name: 'Maria' } } });
    const lines = [cartLine(VESTIDO, 'P', 2)];
    const saved = await call('/cart', {
      method: 'PUT',
      headers: { ...json, ...auth },
      body: JSON.stringify({ lines }),
    });
    expect(saved).toEqual({ status: 200, type: expect.stringContaining('application/json'), body: lines });
    expect(await call('/cart', { headers: auth })).toMatchObject({ status: 200, body: lines });
    expect(await call('/session', { headers: auth })).toMatchObject({ status: 200, body: { cart: lines } });
  });

  it('answers a wrong password with 401', async () => {
    const body = JSON.stringify({ email: DEMO_USER.email, password: 'errada' });
    expect(await call('/login', { method: 'POST', headers: json, body })).toMatchObject({ status: 401 });
  });
});

describe('bad input: a 4xx JSON error, and the server keeps serving', () => {
  afterEach(async () => {
    expect((await fetch(`${base}/products`)).status).toBe(200);
  });

  it('malformed JSON: 400', async () => {
    const answer = await call('/login', { method: 'POST', headers: json, body: '{"email": ' });
    expect(answer).toEqual({
      status: 400,
      type: expect.stringContaining('application/json'),
      body: { message: expect.any(String) },
    });
  });

  it('a wrong content type: 415', async () => {
    const body = JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password });
    const answer = await call('/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect(answer).toMatchObject({ status: 415, body: { message: expect.any(String) } });
  });

  it('a 1 MB body: 413', async () => {
    const body = JSON.stringify({ lines: 'x'.repeat(1024 * 1024) });
    expect(body.length).toBeGreaterThan(MAX_BODY_BYTES);
    const answer = await call('/cart', { method: 'PUT', headers: { ...json, ...auth }, body });
    expect(answer).toMatchObject({ status: 413, body: { message: expect.any(String) } });
  });

  it('a 1 MB body sent in chunks, without a length: 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${base}/cart`, { method: 'PUT', headers: { ...json, ...auth } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 16; i += 1) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
  });

  it('an unknown route: 404', async () => {
    expect(await call('/admin')).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect(await call('/products', { method: 'DELETE' })).toMatchObject({ status: 404 });
  });

  it('a bad token: 401', async () => {
    for (const authorization of ['Bearer forjado.vitrine-token', 'Basic bWFyaWE=', '']) {
      expect(await call('/cart', { headers: { authorization } })).toMatchObject({
        status: 401,
        body: { message: expect.any(String) },
      });
    }
  });

  it('a cart that is not a list of lines: 400', async () => {
    const answer = await call('/cart', { method: 'PUT', headers: { ...json, ...auth }, body: '"nada"' });
    expect(answer).toMatchObject({ status: 400 });
  });

  it('bytes that are not HTTP: 400', async () => {
    const { connect } = await import('node:net');
    const reply = await new Promise<string>((resolve) => {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () =>
        socket.write('NONSENSE\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (data) => (text += data.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
  });
});

describe('the same switches as the fake backend', () => {
  it('MOCK_FAIL=…:500 answers 500 with JSON', async () => {
    setFailureConfig({ fail: parseFailSetting('catalogue') });
    expect(await call('/products')).toMatchObject({ status: 500, body: { message: 'Erro inesperado no servidor.' } });
  });

  it('MOCK_FAIL=…:offline drops the connection: a network error', async () => {
    setFailureConfig({ fail: parseFailSetting('catalogue:offline') });
    await expect(fetch(`${base}/products`)).rejects.toThrow(/fetch failed/);
  });

  it('MOCK_FAIL=…:timeout never answers, until the client gives up', async () => {
    setFailureConfig({ fail: parseFailSetting('product:timeout') });
    await expect(fetch(`${base}/products/VESTIDO`, { signal: AbortSignal.timeout(300) })).rejects.toThrow(
      /aborted|timeout/i,
    );
  });

  it('MOCK_LATENCY_MS delays the answer', async () => {
    setLatencyOverride(200);
    const started = performance.now();
    await call('/products');
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    setLatencyOverride(0);
  });
});

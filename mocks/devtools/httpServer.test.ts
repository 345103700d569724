/**
 * @jest-environment node
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseFailSetting, setFailureConfig } from './failures';
import { createApiServer, MAX_BODY_BYTES, OUTBOX_PATH, readAllowedOrigins } from './httpServer';
import { apiForTests } from './testApi';
import { setLatencyOverride } from './latency';
import { allProducts } from '../backend/catalogue';
import { tokenFor } from '../backend/users';
import { splitInstallments } from '../../src/rules/totals';
import { cartLine, REGATA, skuOf, VESTIDO } from '../../src/test/products';
import { CARD_TOTAL, DEMO_TOKEN, DEMO_USER, PIX_TOTAL, sessionWith } from '../testFixtures';
import { resetMailsSent } from '../backend/accounts/accountRoutes';

// `npm run api` through real HTTP clients: Node's fetch, and node:http for what fetch will not send.

/** A page of the browser tests' HTTP build, allowed as API_ALLOWED_ORIGINS allows it. */
const E2E_ORIGIN = 'http://127.0.0.1:4183';
const api = apiForTests({ allowedOrigins: [E2E_ORIGIN] });
afterEach(() => setFailureConfig());
// The demo shopper's session, live again after each test's fresh disk.
beforeEach(() => sessionWith(DEMO_TOKEN, DEMO_USER.id));

const json = { 'content-type': 'application/json' };
const auth = { authorization: `Bearer ${DEMO_TOKEN}` };

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(api.base + path, init);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

/** A GET through node:http, whose status line is read even when the server ends the connection. */
function rawStatus(path: string): Promise<{ status: number; type: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(api.base + path, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A request through node:http, which may name any Host and send from another loopback address. */
function rawCall(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: { method?: string; headers?: Record<string, string>; body?: unknown; localAddress?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      api.base + path,
      { method, localAddress, headers: text === undefined ? headers : { ...json, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: answer ? (JSON.parse(answer) as unknown) : null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('the same routes as the fake backend', () => {
  it('serves the catalogue and a product, with CORS for the development server', async () => {
    const response = await fetch(`${api.base}/products`, { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(response.headers.get('vary')).toBe('origin');
    expect(await response.json()).toHaveLength(allProducts().length);
    const product = await call('/products/VESTIDO%20MIDI%20FLORAL?cor=azul-marinho');
    expect(product).toMatchObject({ status: 200, body: { name: 'VESTIDO MIDI FLORAL', colorSlug: 'azul-marinho' } });
  });

  it('answers a preflight request, the checkout’s headers and the logout’s method allowed', async () => {
    const response = await fetch(`${api.base}/cart`, { method: 'OPTIONS', headers: { origin: E2E_ORIGIN } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(E2E_ORIGIN);
    const allowed = response.headers.get('access-control-allow-headers')!.split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'if-match']));
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
  });

  it('gives a page from a foreign origin no CORS header, so its browser keeps every answer from it', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3001', 'null']) {
      const preflight = await fetch(`${api.base}/session`, { method: 'OPTIONS', headers: { origin } });
      const answer = await fetch(`${api.base}/products`, { headers: { origin } });
      for (const response of [preflight, answer]) {
        expect([origin, response.headers.get('access-control-allow-origin')]).toEqual([origin, null]);
        expect(response.headers.get('access-control-allow-headers')).toBeNull();
      }
    }
  });

  it('answers HEAD wherever GET works: same status and headers, no body', async () => {
    for (const path of ['/products', '/products/VESTIDO', '/products/camiseta', '/cep/01310100', '/cart']) {
      const get = await fetch(api.base + path, { headers: auth });
      const head = await fetch(api.base + path, { method: 'HEAD', headers: auth });
      expect([path, head.status]).toEqual([path, get.status]);
      expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(await head.text()).toBe('');
      expect((await get.text()).length).toBeGreaterThan(0);
    }
  });

  it("signs in, saves and reads the cart with the session's secret, and signs out", async () => {
    const login = await call('/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    expect(login).toMatchObject({ status: 200, body: { token: tokenFor(DEMO_USER), user: { name: 'Maria' } } });
    const mine = { authorization: `Bearer ${(login.body as { secret: string }).secret}` };
    const lines = [cartLine(VESTIDO, 'P', 2)];
    const { version } = (login.body as { cart: { version: number } }).cart;
    const saved = await call('/cart', {
      method: 'PUT',
      headers: { ...json, ...mine, 'if-match': `"${version}"` },
      body: JSON.stringify({ lines }),
    });
    const cart = { lines, version: version + 1 };
    expect(saved).toEqual({ status: 200, type: expect.stringContaining('application/json'), body: cart });
    expect(await call('/cart', { headers: mine })).toMatchObject({ status: 200, body: cart });
    expect(await call('/session', { headers: mine })).toMatchObject({ status: 200, body: { cart } });
    // The spec's token names the session; it proves nothing.
    expect(await call('/session', { headers: { authorization: `Bearer ${tokenFor(DEMO_USER)}` } })).toMatchObject({
      status: 401,
    });
    expect(await call('/session', { method: 'DELETE', headers: mine })).toMatchObject({ status: 200 });
    expect(await call('/cart', { headers: mine })).toMatchObject({ status: 401 });
  });

  it("reads a DELETE's JSON body ('Excluir minha conta'), and a DELETE without one as before", async () => {
    const wrong = JSON.stringify({ password: 'errada123' });
    expect(await call('/account', { method: 'DELETE', headers: { ...json, ...auth }, body: wrong })).toMatchObject({
      status: 403,
      body: { field: 'password', message: 'Senha incorreta.' },
    });
    expect(await call('/account', { method: 'DELETE', headers: auth })).toMatchObject({
      status: 400,
      body: { message: 'Dados inválidos.' },
    });
    const right = JSON.stringify({ password: DEMO_USER.password });
    expect(await call('/account', { method: 'DELETE', headers: { ...json, ...auth }, body: right })).toMatchObject({
      status: 200,
    });
    expect(await call('/session', { headers: auth })).toMatchObject({ status: 401 });
  });

  it('answers a wrong password with 401', async () => {
    const body = JSON.stringify({ email: DEMO_USER.email, password: 'errada' });
    expect(await call('/login', { method: 'POST', headers: json, body })).toMatchObject({ status: 401 });
  });
});

describe('bad input: a 4xx JSON error, and the server keeps serving', () => {
  afterEach(async () => {
    expect((await fetch(`${api.base}/products`)).status).toBe(200);
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
      const req = httpRequest(`${api.base}/cart`, { method: 'PUT', headers: { ...json, ...auth } }, (res) => {
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

  it('an unknown route: 404, in Portuguese', async () => {
    expect(await call('/admin')).toMatchObject({ status: 404, body: { message: 'Endereço não encontrado na API.' } });
    expect(await call('/products/a/b')).toMatchObject({ status: 404 });
  });

  it('another method on a known path: 405 with the methods it takes in Allow', async () => {
    const response = await fetch(`${api.base}/products`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.json()).toEqual({ message: 'Método não permitido neste endereço.' });
    const cart = await fetch(`${api.base}/cart`, { method: 'POST', headers: json, body: '{}' });
    expect(cart.status).toBe(405);
    expect(cart.headers.get('allow')).toBe('GET, PUT, HEAD, OPTIONS');
    const orders = await fetch(`${api.base}/orders`, { method: 'PUT', headers: json, body: '{}' });
    expect(orders.headers.get('allow')).toBe('POST, GET, HEAD, OPTIONS');
    const login = await fetch(`${api.base}/login`, { method: 'HEAD' });
    expect([login.status, login.headers.get('allow')]).toEqual([405, 'POST, OPTIONS']);
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

  it('JSON nested 50,000 deep (100 kB): 400, not a stack overflow', async () => {
    const body = '['.repeat(50_000) + ']'.repeat(50_000);
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_BYTES);
    for (const [path, method, headers] of [
      ['/cart', 'PUT', { ...json, ...auth, 'if-match': '"0"' }],
      ['/login', 'POST', json],
      ['/orders', 'POST', { ...json, ...auth, 'idempotency-key': 'deep-json-0001' }],
    ] as const) {
      expect([path, await call(path, { method, headers, body })]).toEqual([
        path,
        { status: 400, type: expect.stringContaining('application/json'), body: { message: expect.any(String) } },
      ]);
    }
  });

  it('a 20 kB path: 431 or 414, not 400', async () => {
    const { status, type } = await rawStatus(`/products/${'a'.repeat(20 * 1024)}`);
    expect([414, 431]).toContain(status);
    expect(type).toContain('application/json');
  });

  it('a path too long for an address but within the header limit: 414 with JSON', async () => {
    const answer = await call(`/products/${'a'.repeat(9 * 1024)}`);
    expect(answer).toMatchObject({ status: 414, body: { message: expect.any(String) } });
  });

  it('bytes that are not HTTP: 400', async () => {
    const { connect } = await import('node:net');
    const reply = await new Promise<string>((resolve) => {
      const socket = connect((api.server.address() as AddressInfo).port, '127.0.0.1', () =>
        socket.write('NONSENSE\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (data) => (text += data.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
  });
});

describe('for developers', () => {
  it(`reads the emails the backend sent at ${OUTBOX_PATH}, newest first`, async () => {
    const ask = (email: string) =>
      call('/password-resets', { method: 'POST', headers: json, body: JSON.stringify({ email }) });
    expect(await ask(DEMO_USER.email)).toMatchObject({ status: 202 });
    expect(await ask(DEMO_USER.email)).toMatchObject({ status: 202 });
    await resetMailsSent();
    const outbox = await call(OUTBOX_PATH);
    expect(outbox).toMatchObject({ status: 200, body: [{ to: DEMO_USER.email }, { to: DEMO_USER.email }] });
    const [newest, older] = outbox.body as Array<{ id: number; link: string }>;
    expect(newest!.id).toBeGreaterThan(older!.id);
    expect(newest!.link).toMatch(/^\/redefinir-senha\?token=/);
  });

  it.each(['127.0.0.1', '127.0.0.1:4000', 'localhost', 'LOCALHOST:8080', '[::1]:4000', 'api.vitrine.test:4000'])(
    `answers ${OUTBOX_PATH} to the Host %p`,
    async (host) => {
      const local = createApiServer({ hosts: ['api.vitrine.test'] });
      await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
      const answer = await new Promise<number>((resolve, reject) => {
        const port = (local.address() as AddressInfo).port;
        httpRequest({ host: '127.0.0.1', port, path: OUTBOX_PATH, headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      local.closeAllConnections();
      await new Promise((resolve) => local.close(resolve));
      expect(answer).toBe(200);
    },
  );

  it.each(['evil.example', 'evil.example:4000', 'localhost.evil.example', '127.0.0.1.nip.io', '127.0.0.2'])(
    `refuses ${OUTBOX_PATH} to the Host %p (a page rebinding its own name to this machine)`,
    async (host) => {
      await call('/password-resets', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: DEMO_USER.email }),
      });
      await resetMailsSent();
      const answer = await rawCall(OUTBOX_PATH, { headers: { host } });
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('token');
      expect((await rawCall('/_dev/anything', { headers: { host } })).status).toBe(403);
    },
  );

  it('says nosniff on every answer: a success, a refusal, a preflight, the outbox, a request Node cannot parse', async () => {
    const answers = [
      await rawCall('/products'),
      await rawCall('/nada'),
      await rawCall('/login', { method: 'POST', body: { email: 'x' } }),
      await rawCall('/products', { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:3000' } }),
      await rawCall(OUTBOX_PATH),
      await rawCall(OUTBOX_PATH, { headers: { host: 'evil.example' } }),
      await rawCall(`/products?${'x'.repeat(20_000)}`),
    ];
    for (const answer of answers) expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reads API_ALLOWED_ORIGINS, refusing what is not an origin', () => {
    expect(readAllowedOrigins(undefined)).toEqual([]);
    expect(readAllowedOrigins(' http://127.0.0.1:4183 , https://loja.example ')).toEqual([
      'http://127.0.0.1:4183',
      'https://loja.example',
    ]);
    for (const bad of ['127.0.0.1:4183', 'http://127.0.0.1:4183/', 'https://loja.example/path', '*']) {
      expect(() => readAllowedOrigins(bad)).toThrow(/API_ALLOWED_ORIGINS: .* is not an origin/);
    }
  });
});

describe('the limits on tries count per client address', () => {
  const GUESSER = '127.0.0.2';
  const login = (password: string, localAddress?: string) =>
    rawCall('/login', { method: 'POST', body: { email: DEMO_USER.email, password }, localAddress });

  it('stops a guesser, with Retry-After, while the owner from another address signs in', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(`errada${i}`, GUESSER)).status).toBe(401);
    const refused = await login(DEMO_USER.password, GUESSER);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Muitas tentativas. Tente de novo em 15 minutos.' },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await login(DEMO_USER.password)).status).toBe(200);
  });

  it('answers "__proto__" and "constructor" as any unknown email', async () => {
    for (const email of ['__proto__', 'constructor']) {
      expect(
        await call('/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'x1' }) }),
      ).toMatchObject({
        status: 401,
        body: { message: 'Email ou senha incorretos.' },
      });
    }
  });
});

describe('the same switches as the fake backend', () => {
  it('MOCK_FAIL=…:500 answers 500 with JSON', async () => {
    setFailureConfig({ fail: parseFailSetting('catalogue') });
    expect(await call('/products')).toMatchObject({ status: 500, body: { message: 'Erro inesperado no servidor.' } });
  });

  it('MOCK_FAIL=…:offline drops the connection: a network error', async () => {
    setFailureConfig({ fail: parseFailSetting('catalogue:offline') });
    await expect(fetch(`${api.base}/products`)).rejects.toThrow(/fetch failed/);
  });

  it('MOCK_FAIL=…:timeout never answers, until the client gives up', async () => {
    setFailureConfig({ fail: parseFailSetting('product:timeout') });
    await expect(fetch(`${api.base}/products/VESTIDO`, { signal: AbortSignal.timeout(300) })).rejects.toThrow(
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

describe('the checkout over HTTP, as in the page', () => {
  const order = {
    lines: [{ sku: skuOf(REGATA, 'M'), quantity: 1 }],
    address: {
      recipient: 'Maria Souza',
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: '',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    shippingId: 'economica',
    payment: { method: 'pix' },
    expectedTotalCents: PIX_TOTAL,
    cartVersion: 0, // the shopper's server cart, never saved
  };
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    api.request('POST', path, { secret: DEMO_TOKEN, body, headers });

  it('looks up a CEP and quotes shipping anonymously', async () => {
    expect(await call('/cep/01310-100')).toMatchObject({ status: 200, body: { street: 'Avenida Paulista' } });
    expect(await call('/cep/01310999')).toMatchObject({ status: 404, body: { message: 'CEP não encontrado' } });
    const quote = await call('/shipping', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ cep: '01310100', lines: order.lines }),
    });
    expect(quote).toMatchObject({ status: 200, body: { state: 'SP', subtotalCents: REGATA.actualPriceCents } });
  });

  it('tokenises a card with 201, places an order with 201, and answers the same key with the same order', async () => {
    const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
    const card = {
      number: '4111111111111111',
      holder: 'MARIA SOUZA',
      expiry: `12/${year}`,
      cvv: '123',
      cpf: '52998224725',
    };
    const token = await post('/card-tokens', card);
    expect(token).toMatchObject({ status: 201, body: { last4: '1111', brand: 'visa' } });
    const byCard = {
      ...order,
      payment: { method: 'card', token: (token.body as { token: string }).token, installments: 2 },
      expectedTotalCents: CARD_TOTAL,
    };
    const first = await post('/orders', byCard, { 'idempotency-key': 'http-order-1' });
    const parcelsCents = splitInstallments(CARD_TOTAL, 2);
    expect(first).toMatchObject({ status: 201, body: { status: 'paid', payment: { parcelsCents } } });
    expect(await post('/orders', byCard, { 'idempotency-key': 'http-order-1' })).toEqual(first);
    expect(await call(`/orders/${(first.body as { id: string }).id}`, { headers: auth })).toMatchObject({
      status: 200,
      body: first.body,
    });
    expect(await post('/orders', order, { 'idempotency-key': 'http-order-1' })).toMatchObject({ status: 422 });
    expect(await post('/orders', order)).toMatchObject({ status: 400 });
  });

  it('MOCK_FAIL=placeOrder:lost: the order is placed, the answer never comes; the key finds it', async () => {
    setFailureConfig({ fail: parseFailSetting('placeOrder:lost') });
    const lost = fetch(`${api.base}/orders`, {
      method: 'POST',
      headers: { ...json, ...auth, 'idempotency-key': 'http-lost-1' },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(300),
    });
    await expect(lost).rejects.toThrow(/aborted|timeout/i);
    const found = await call('/orders?idempotencyKey=http-lost-1', { headers: auth });
    expect(found).toMatchObject({ status: 200, body: [{ totalCents: PIX_TOTAL, itemCount: 1 }] });
  });
});

import { writeCart } from './cartStore';
import { createFakeBaseQuery } from '../fakeBaseQuery';
import { CALL_NAMES } from './calls';
import { allProducts } from './catalogue';
import { allowedMethods, matchRoute, routes } from './routes';
import { call } from '../testFixtures';
import { DEMO_USER, TOKEN_SUFFIX, tokenFor } from './users';
import { cartLine, REGATA, VESTIDO, VESTIDO_AZUL } from '../../src/test/products';

const DEMO_TOKEN = tokenFor(DEMO_USER);
const LINE = cartLine(REGATA, 'M', 2);

/** Calls a handler the way the fake base query does: route match, then handle; anonymous unless given a token. */
const request = (method: string, url: string, { body, token }: { body?: unknown; token?: string } = {}) =>
  call(method, url, { body, token: token ?? null });

const productAt = (url: string) => request('GET', url).data as { id: string; name: string };

describe('GET /products', () => {
  it('lists the whole catalogue', () => {
    const { status, data } = request('GET', '/products');
    expect(status).toBe(200);
    expect(data).toHaveLength(allProducts().length);
  });
});

describe('GET /products/:name (spec §4: first item whose name contains the text)', () => {
  it('gives the first of a same-name pair without a colour, the chosen one with ?cor', () => {
    expect(productAt('/products/VESTIDO%20MIDI%20FLORAL').id).toBe(VESTIDO.id); // verde
    expect(productAt('/products/VESTIDO%20MIDI%20FLORAL?cor=azul-marinho').id).toBe(VESTIDO_AZUL.id);
    expect(productAt('/products/VESTIDO%20MIDI%20FLORAL?cor=roxo').id).toBe(VESTIDO.id);
  });

  it('finds by part of the name, ignoring case and accents', () => {
    expect(productAt('/products/calca').name).toBe('CALÇA PANTALONA');
    expect(productAt('/products/%C3%B3culos').name).toBe('ÓCULOS DE SOL GATINHO');
  });

  it.each(['/products/camiseta%20do%20flamengo', '/products/%20%20', '/products/'])('answers 404 for %p', (url) => {
    expect(request('GET', url)).toEqual({ status: 404, data: { message: 'Produto não encontrado' } });
  });

  it('matches no route for malformed percent-encoding, and the base query answers 404', async () => {
    expect(matchRoute('GET', '/products/%E0%A4%A')).toBeNull();
    const api = { signal: new AbortController().signal, getState: () => ({}) };
    const result = await createFakeBaseQuery()('/products/%E0%A4%A', api as never, {});
    expect(result).toMatchObject({ error: { status: 404 } });
  });
});

describe('POST /login (spec §5: exact email and password)', () => {
  it('returns the user without password, a token and the saved cart', () => {
    writeCart(DEMO_USER.id, [LINE]);
    const { status, data } = request('POST', '/login', {
      body: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(status).toBe(200);
    expect(data).toEqual({
      user: { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name },
      token: `${DEMO_USER.email}${TOKEN_SUFFIX}`,
      cart: { lines: [LINE], version: 1 },
    });
    expect(JSON.stringify(data)).not.toContain('password');
  });

  it.each([
    { email: DEMO_USER.email, password: 'wrong' },
    { email: DEMO_USER.email, password: ` ${DEMO_USER.password}` },
    { email: DEMO_USER.email },
    null,
  ])('answers 401 for %p', (body) => {
    expect(request('POST', '/login', { body })).toEqual({ status: 401, data: { message: expect.any(String) } });
  });
});

describe('GET /session', () => {
  it('confirms a valid bearer token with the user and cart', () => {
    writeCart(DEMO_USER.id, [LINE]);
    expect(request('GET', '/session', { token: DEMO_TOKEN })).toEqual({
      status: 200,
      data: {
        user: { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name },
        token: DEMO_TOKEN,
        cart: { lines: [LINE], version: 1 },
      },
    });
  });

  it.each([undefined, 'someone@else.dev.vitrine-token', DEMO_USER.email])('answers 401 for token %p', (token) => {
    expect(request('GET', '/session', { token }).status).toBe(401);
  });
});

describe('every call has a route (CALL_NAMES ↔ routes.ts)', () => {
  const routeNames = new Set<string>(routes.map((route) => route.name));

  it('gives every call name a route', () => {
    expect(CALL_NAMES.filter((name) => !routeNames.has(name))).toEqual([]);
  });

  it('has one route per method and path', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('allowedMethods (a 405’s Allow header)', () => {
  it('lists the methods of a known path, HEAD with GET, OPTIONS always', () => {
    expect(allowedMethods('/products')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/orders')).toEqual(['POST', 'GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/orders/100001/pix')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/login')).toEqual(['POST', 'OPTIONS']);
  });

  it('is empty for an unknown path or a malformed one', () => {
    expect(allowedMethods('/nada')).toEqual([]);
    expect(allowedMethods('/products/%E0%A4%A')).toEqual([]);
  });
});

describe('nothing a client sends makes a route throw', () => {
  const junk: unknown[] = [undefined, null, 0, 'x', [], {}, [null], { lines: [{}] }, { lines: null, cep: {} }];
  const paths = (path: string) => path.replace(':name', 'VESTIDO').replace(':cep', '01310100').replace(':id', '100001');

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    const error = jest.spyOn(console, 'error');
    for (const body of junk) {
      for (const token of [undefined, DEMO_TOKEN]) {
        for (const query of [{}, { idempotencyKey: '' }, { cor: '' }] as Array<Record<string, string>>) {
          const match = matchRoute(route.method, paths(route.path))!;
          const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          const { status, data } = match.route.handle({
            method: route.method,
            params: match.params,
            query,
            headers,
            body,
            pixPaidMs: 0,
          });
          expect(status).toBeLessThan(500);
          if (status >= 400) expect(data).toEqual({ message: expect.any(String) });
        }
      }
    }
    expect(error).not.toHaveBeenCalled();
  });
});

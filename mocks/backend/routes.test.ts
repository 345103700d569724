import { createFakeBaseQuery } from '../fakeBaseQuery';
import { isRecord } from './values';
import { IN_PAGE_CLIENT, routesOf } from './route';
import { allProducts } from './catalogue';
import { ALL_CALLS } from './allCalls';
import { allowedMethods, everyRouteReady, matchRoute, routes } from './routes';
import { call, DEMO_TOKEN, DEMO_USER, sessionWith } from '../testFixtures';
import { VESTIDO, VESTIDO_AZUL } from '../../src/test/products';

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

describe('GET /products/:name (the first item whose name contains the text)', () => {
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

describe('the route table', () => {
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

  // Every route, listed before the later files are fetched (their routes join `routes` then).
  const everyRoute = routesOf(ALL_CALLS);
  beforeAll(() => everyRouteReady());
  it.each(everyRoute.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
    const error = jest.spyOn(console, 'error');
    for (const body of junk) {
      for (const token of [undefined, DEMO_TOKEN]) {
        for (const query of [{}, { idempotencyKey: '' }, { cor: '' }] as Array<Record<string, string>>) {
          const match = matchRoute(route.method, paths(route.path))!;
          const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          // A session that ended (the logout routes end it) is opened again for the next call.
          if (token) sessionWith(token, DEMO_USER.id);
          const { status, data } = await match.route.handle({
            method: route.method,
            params: match.params,
            query,
            headers,
            body,
            clientAddress: IN_PAGE_CLIENT,
            pixPaidMs: 0,
            orderStepMs: 0,
          });
          expect(status).toBeLessThan(500);
          // A refusal may name the form's field it is about, besides its message.
          if (status >= 400)
            expect(data).toEqual({
              message: expect.any(String),
              ...(isRecord(data) && 'field' in data && { field: expect.any(String) }),
            });
        }
      }
    }
    expect(error).not.toHaveBeenCalled();
  });
});

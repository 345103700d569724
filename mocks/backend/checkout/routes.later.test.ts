import type { WireRequest } from '../../server';
import { DEMO_USER, tokenFor } from '../users';

// The checkout's code (handlers.ts) is fetched with the first checkout call, not with the fake
// backend every page fetches at start (routes.ts).
const evaluated: string[] = [];
jest.mock('./handlers', () => {
  evaluated.push('checkout handlers');
  return jest.requireActual<typeof import('./handlers')>('./handlers');
});

const wire = (method: string, path: string, token?: string): WireRequest => ({
  method,
  path,
  query: {},
  headers: token ? { authorization: `Bearer ${token}` } : {},
  body: method === 'PUT' ? { lines: [] } : undefined,
});

// A fresh copy of the fake backend (the tests' set-up has loaded one, checkout included).
let server: typeof import('../../server');
beforeAll(() =>
  jest.isolateModulesAsync(async () => {
    server = await import('../../server');
  }),
);
const answer = (request: WireRequest) => server.respond(request, new AbortController().signal, performance.now(), {});

it('serves the catalogue, a product, the session and the cart without the checkout’s code; the first checkout call fetches it', async () => {
  const token = tokenFor(DEMO_USER);
  await expect(answer(wire('GET', '/products'))).resolves.toHaveProperty('data');
  await expect(answer(wire('GET', '/products/VESTIDO'))).resolves.toHaveProperty('data');
  await expect(answer(wire('GET', '/session', token))).resolves.toHaveProperty('data');
  await expect(answer(wire('GET', '/cart', token))).resolves.toHaveProperty('data');
  expect(evaluated).toEqual([]);

  await expect(answer(wire('GET', '/cep/01310100'))).resolves.toMatchObject({ data: { city: 'São Paulo' } });
  await expect(answer(wire('GET', '/orders', token))).resolves.toEqual({ data: [] });
  expect(evaluated).toEqual(['checkout handlers']);
});

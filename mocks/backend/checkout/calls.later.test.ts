import type { WireRequest } from '../../server';
import { DEMO_TOKEN, DEMO_USER, sessionWith } from '../../testSessions';

// The checkout's calls (calls.ts) are fetched with the first checkout call, not with the fake
// backend every page fetches at start (routes.ts).
const evaluated: string[] = [];
// The page's call table, as the build makes it (scripts/webpack/callTableLoader.ts): names and
// delays only. In Node calls.ts reads every declaration, which would fetch every file at once.
jest.mock('../calls', () => {
  const CALL_LATENCY_MS = { catalogue: 0, product: 0, session: 0, cart: 0, cep: 0, orders: 0 };
  return { CALL_LATENCY_MS, CALL_NAMES: Object.keys(CALL_LATENCY_MS) };
});
jest.mock('./calls', () => {
  evaluated.push('checkout calls');
  return jest.requireActual<typeof import('./calls')>('./calls');
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
  // A session the server issued (its records are the page's storage, which the fresh copy reads too).
  const token = sessionWith(DEMO_TOKEN, DEMO_USER.id);
  await expect(answer(wire('GET', '/products'))).resolves.toHaveProperty('data');
  await expect(answer(wire('GET', '/products/VESTIDO'))).resolves.toHaveProperty('data');
  await expect(answer(wire('GET', '/session', token))).resolves.toHaveProperty('data');
  await expect(answer(wire('GET', '/cart', token))).resolves.toHaveProperty('data');
  expect(evaluated).toEqual([]);

  await expect(answer(wire('GET', '/cep/01310100'))).resolves.toMatchObject({ data: { city: 'São Paulo' } });
  await expect(answer(wire('GET', '/orders', token))).resolves.toEqual({ data: [] });
  expect(evaluated).toEqual(['checkout calls']);
});

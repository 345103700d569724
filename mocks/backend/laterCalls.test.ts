import type { WireRequest } from '../server';

// Every call but the catalogue's is in a file of its own (laterCalls.ts), fetched with the first
// call the catalogue's do not answer: a visitor's pages load no account code.
const evaluated: string[] = [];
// The page's call table, as the build makes it (scripts/webpack/callTableLoader.ts): names and
// delays only. In Node calls.ts reads every declaration, which would fetch every file at once.
jest.mock('./calls', () => {
  const CALL_LATENCY_MS = { catalogue: 0, product: 0, session: 0, cart: 0 };
  return { CALL_LATENCY_MS, CALL_NAMES: Object.keys(CALL_LATENCY_MS) };
});
jest.mock('./laterCalls', () => {
  evaluated.push('later calls');
  return jest.requireActual<typeof import('./laterCalls')>('./laterCalls');
});

const wire = (method: string, path: string): WireRequest => ({ method, path, query: {}, headers: {}, body: undefined });

// A fresh copy of the fake backend (the tests' set-up may have loaded one, with every route).
let server: typeof import('../server');
beforeAll(() =>
  jest.isolateModulesAsync(async () => {
    server = await import('../server');
  }),
);
const answer = (request: WireRequest) => server.respond(request, new AbortController().signal, performance.now(), {});

it('serves the catalogue and a product without the other routes’ file; the first other call fetches it', async () => {
  await expect(answer(wire('GET', '/products'))).resolves.toHaveProperty('data');
  await expect(answer(wire('GET', '/products/VESTIDO'))).resolves.toHaveProperty('data');
  expect(evaluated).toEqual([]);

  // A session call without a session: the later file answers it, as the server always did.
  await expect(answer(wire('GET', '/session'))).resolves.toMatchObject({ error: { status: 401 } });
  expect(evaluated).toEqual(['later calls']);
  // An unknown address is still a 404, and a known path with another method a 405.
  await expect(answer(wire('GET', '/nada'))).resolves.toMatchObject({ error: { status: 404 } });
  await expect(answer(wire('PATCH', '/cart'))).resolves.toMatchObject({ error: { status: 405 } });
});

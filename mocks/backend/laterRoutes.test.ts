import type { WireRequest } from '../server';

// Every route but the catalogue's is a file of its own (laterRoutes.ts), fetched with the first
// call the catalogue's routes do not answer: a visitor's pages load no account code.
const evaluated: string[] = [];
jest.mock('./laterRoutes', () => {
  evaluated.push('later routes');
  return jest.requireActual<typeof import('./laterRoutes')>('./laterRoutes');
});
jest.mock('./accounts/accountStore', () => {
  evaluated.push('account store');
  return jest.requireActual<typeof import('./accounts/accountStore')>('./accounts/accountStore');
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
  expect(evaluated).toEqual(expect.arrayContaining(['later routes', 'account store']));
  // An unknown address is still a 404, and a known path with another method a 405.
  await expect(answer(wire('GET', '/nada'))).resolves.toMatchObject({ error: { status: 404 } });
  await expect(answer(wire('PATCH', '/cart'))).resolves.toMatchObject({ error: { status: 405 } });
});

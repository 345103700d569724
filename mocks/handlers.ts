import type { CartLine, Credentials, SessionPayload } from '../src/api/types';
import { allProducts, findProduct } from './catalogue';

export { loadCatalogue as backendReady } from './catalogue';
import { readCart, writeCart } from './cartStore';
import type { LatencyName } from './latency';
import { findUserByCredentials, findUserByToken, tokenFor } from './users';

export interface MockRequest {
  method: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export type MockResponse = { status: number; data: unknown };

interface Route {
  method: string;
  path: string;
  delay: LatencyName;
  handle: (request: MockRequest) => MockResponse;
}

const ok = (data: unknown): MockResponse => ({ status: 200, data });
const fail = (status: number, message: string): MockResponse => ({
  status,
  data: { message },
});

function bearer(request: MockRequest): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
}

function session(token: string): SessionPayload | null {
  const user = findUserByToken(token);
  return user ? { user, token, cart: readCart(user.id) } : null;
}

export const routes: Route[] = [
  { method: 'GET', path: '/products', delay: 'catalogue', handle: () => ok(allProducts()) },
  {
    method: 'GET',
    path: '/products/:name',
    delay: 'product',
    handle: ({ params, query }) => {
      const product = findProduct({ name: params.name ?? '', color: query.cor });
      return product ? ok(product) : fail(404, 'Produto não encontrado');
    },
  },
  {
    method: 'POST',
    path: '/login',
    delay: 'login',
    handle: ({ body }) => {
      const { email, password } = (body ?? {}) as Partial<Credentials>;
      const user =
        typeof email === 'string' && typeof password === 'string' ? findUserByCredentials(email, password) : null;
      return user ? ok(session(tokenFor(user))) : fail(401, 'Email ou senha incorretos.');
    },
  },
  {
    method: 'GET',
    path: '/session',
    delay: 'session',
    handle: (request) => {
      const payload = session(bearer(request) ?? '');
      return payload ? ok(payload) : fail(401, 'Sessão expirada.');
    },
  },
  {
    method: 'GET',
    path: '/cart',
    delay: 'cart',
    handle: (request) => {
      const user = findUserByToken(bearer(request));
      return user ? ok(readCart(user.id)) : fail(401, 'Sessão expirada.');
    },
  },
  {
    method: 'PUT',
    path: '/cart',
    delay: 'cartSave',
    handle: (request) => {
      const user = findUserByToken(bearer(request));
      if (!user) return fail(401, 'Sessão expirada.');
      const lines = (request.body as { lines?: unknown } | null)?.lines;
      if (!Array.isArray(lines)) return fail(400, 'Carrinho inválido.');
      writeCart(user.id, lines as CartLine[]);
      return ok(lines);
    },
  },
];

/** Finds the route for a method and path, with its `:params` decoded. */
export function matchRoute(method: string, path: string): { route: Route; params: Record<string, string> } | null {
  const parts = path.split('/');
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (route.method !== method || pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        try {
          params[segment.slice(1)] = decodeURIComponent(parts[i]!);
          return true;
        } catch {
          return false; // malformed percent-encoding: no route matches
        }
      }
      return segment === parts[i];
    });
    if (matches) return { route, params };
  }
  return null;
}

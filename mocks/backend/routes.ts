/**
 * The fake backend's route table: every route, found by method and path. This
 * folder is what a real backend would be (routes, data, rules); the developer
 * tools around it (latency, failures, switches, the HTTP server) are in
 * mocks/devtools/, and mocks/server.ts joins the two for each request.
 */
import type { ProductWithColours } from '../../src/api/types';
import { coloursOf } from '../../src/rules/colours';
import { findProduct, servedProducts } from './catalogue';
import { fail, ok, once, type Route } from './route';

export { loadCatalogue as backendReady } from './catalogue';
export type { MockRequest, MockResponse, Route } from './route';

/** The catalogue's routes, which every page calls first; every other route is in laterRoutes.ts. */
const catalogueRoutes: Route[] = [
  // The catalogue as the server prices it now (the run-time catalogue switch included).
  {
    method: 'GET',
    path: '/products',
    name: 'catalogue',
    withoutRecords: true,
    handle: (request) => ok(servedProducts(request)),
  },
  {
    method: 'GET',
    path: '/products/:name',
    name: 'product',
    withoutRecords: true,
    handle: (request) => {
      const { params, query } = request;
      const served = servedProducts(request);
      const product = findProduct({ name: params.name ?? '', color: query.cor }, served);
      if (!product) return fail(404, 'Produto não encontrado');
      // Its colours come with it, so the page switches colour without another request (issue 32).
      return ok({ ...product, colours: coloursOf(product, served) } satisfies ProductWithColours);
    },
  },
];

/** Every route: the catalogue's at once, the others once their file is here (laterRoutesReady). */
export const routes: Route[] = [...catalogueRoutes];

/**
 * Fetches every other route's file once (laterRoutes.ts; route.ts, `once`): mocks/server.ts
 * awaits it for a call the catalogue's routes do not answer.
 */
export const laterRoutesReady = once(() =>
  import('./laterRoutes').then((file) => void routes.push(...file.laterRoutes)),
);

/** The route's `:params` when its path matches, else null. */
function pathParams(route: Route, parts: string[]): Record<string, string> | null {
  const pattern = route.path.split('/');
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of pattern.entries()) {
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(parts[i]!);
      } catch {
        return null; // malformed percent-encoding: no route matches
      }
    } else if (segment !== parts[i]) return null;
  }
  return params;
}

/** Finds the route for a method and path, with its `:params` decoded. */
export function matchRoute(method: string, path: string): { route: Route; params: Record<string, string> } | null {
  const parts = path.split('/');
  for (const route of routes) {
    const params = route.method === method ? pathParams(route, parts) : null;
    if (params) return { route, params };
  }
  return null;
}

/**
 * The methods a path answers, for a 405's `Allow` header: HEAD wherever GET
 * works, OPTIONS everywhere (the CORS preflight). Empty for an unknown path.
 */
export function allowedMethods(path: string): string[] {
  const parts = path.split('/');
  const methods = routes.filter((route) => pathParams(route, parts)).map((route) => route.method);
  if (methods.length === 0) return [];
  if (methods.includes('GET')) methods.push('HEAD');
  return [...new Set([...methods, 'OPTIONS'])];
}

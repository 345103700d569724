/**
 * The fake backend's route table: every route, found by method and path. This
 * folder is what a real backend would be (routes, data, rules); the developer
 * tools around it (latency, failures, switches, the HTTP server) are in
 * mocks/devtools/, and mocks/server.ts joins the two for each request.
 */
import { calls as catalogueCalls } from './catalogueCalls';
import { once, routesOf, type CallFile, type Route } from './route';

export { loadCatalogue as backendReady } from './catalogue';
export type { MockRequest, MockResponse, Route } from './route';

/** The routes fetched so far: the catalogue's at once, the others with their file (findRoute). */
export const routes: Route[] = routesOf(catalogueCalls);

/** The files of calls not in the first download, in the order they are tried; each is fetched once. */
const files: Array<() => Promise<void>> = [];

function fetchLater(later: CallFile['later'] = []): void {
  for (const load of later) {
    files.push(
      once(() =>
        load().then((file) => {
          routes.push(...routesOf(file.calls));
          fetchLater(file.later);
        }),
      ),
    );
  }
}

// Every call but the catalogue's (laterCalls.ts), then the files it fetches later still.
fetchLater([() => import('./laterCalls')]);

/**
 * The route for a request, fetching the files of calls one after another until one answers it
 * (mocks/server.ts); null once every file is here and none does.
 */
export async function findRoute(method: string, path: string): Promise<ReturnType<typeof matchRoute>> {
  for (let next = 0; ; next++) {
    const found = matchRoute(method, path);
    if (found || next >= files.length) return found;
    await files[next]!();
  }
}

/** Fetches every file of calls (tests call routes synchronously; testFixtures.ts). */
export async function everyRouteReady(): Promise<void> {
  for (let next = 0; next < files.length; next++) await files[next]!();
}

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

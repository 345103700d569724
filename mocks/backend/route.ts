/**
 * What every route of the fake backend is made of: the request it reads and the
 * answer it gives (errors as values, `{ message }` in Portuguese); the shopper whose
 * session the request proves is accounts/shopper.ts's. Handlers never throw for what a client sends.
 */
import type { CallName } from './calls';
import type { CatalogueChanges } from './catalogueChanges';

export interface MockRequest {
  method: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** Lower-case names. */
  headers: Record<string, string>;
  /**
   * How long a PIX takes to be paid after its order is placed (the shopper paying
   * in the bank's app). mocks/server.ts fills it in from the delay pixPaid.
   */
  pixPaidMs: number;
  /** Changes to the catalogue the server serves and prices with (the run-time switches), if any. */
  catalogueChanges?: CatalogueChanges;
  /**
   * Who sent it, for the limits on tries (the accounts' throttles): over HTTP the connection's
   * remote address; in the page, IN_PAGE_CLIENT (the page is its only client).
   */
  clientAddress: string;
}

/** The in-page backend's one client: the page itself. */
export const IN_PAGE_CLIENT = 'page';

/** `headers` (lower-case names) go out with the answer over HTTP (`retry-after` on a 429). */
export type MockResponse = { status: number; data: unknown; headers?: Record<string, string> };

export interface Route {
  method: string;
  path: string;
  /** The call's name: the developer tools time and fail the route by it. */
  name: CallName;
  /** Synchronous unless it must wait (a password's slow hash); the checkout's never wait. */
  handle: (request: MockRequest) => MockResponse | Promise<MockResponse>;
  /**
   * True for a route that never reads or writes the records (the catalogue's): it is answered at
   * once, outside the queue of the requests' transactions (store.ts).
   */
  withoutRecords?: boolean;
  /** Fetches the handler's code, for a route whose code is a file of its own (lazyRoutes); awaited before `handle`. */
  ready?: () => Promise<unknown>;
}

export const ok = (data: unknown): MockResponse => ({ status: 200, data });
export const created = (data: unknown): MockResponse => ({ status: 201, data });
export const fail = (status: number, message: string): MockResponse => ({ status, data: { message } });

/** The answer to a missing, unknown, ended or expired session. */
export const SESSION_EXPIRED = fail(401, 'Sessão expirada.');

export function bearer(request: MockRequest): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
}

/** Calls `load` once and keeps its promise; after a failure, the next call tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/**
 * Routes whose handlers are a file of their own, fetched with the first call to any of them:
 * each route's `ready` fetches it once (mocks/server.ts awaits it before `handle`; `once`). The table names each route's method, path and
 * call; the file's handlers are keyed by the call's name.
 */
export function lazyRoutes<Handlers extends Record<string, Route['handle']>>(
  load: () => Promise<Handlers>,
  table: ReadonlyArray<readonly [method: string, path: string, name: CallName & keyof Handlers]>,
): { routes: Route[]; ready: () => Promise<Handlers> } {
  let handlers: Handlers | null = null;
  const ready = once(() => load().then((file) => (handlers = file)));
  const routes = table.map(([method, path, name]): Route => ({
    method,
    path,
    name,
    ready,
    handle: (request) => {
      if (!handlers) throw new Error(`${method} ${path}: its code has not been fetched (await the route's ready())`);
      return handlers[name](request);
    },
  }));
  return { routes, ready };
}

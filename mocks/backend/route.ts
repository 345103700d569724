/**
 * What every route of the fake backend is made of: the request it reads and the
 * answer it gives (errors as values, `{ message }` in Portuguese); the shopper whose
 * session the request proves is accounts/shopper.ts's. Handlers never throw for what a client sends.
 */
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
  /** How long a paid order takes from one step to the next; mocks/server.ts fills it in from the delay orderStep. */
  orderStepMs: number;
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

type Handler = (request: MockRequest) => MockResponse | Promise<MockResponse>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One backend call, declared once beside its handler: the call list, the route table, the
 * latency table (calls.ts, devtools/latency.ts), the later-loaded files (routes.ts) and the
 * failure table (scripts/calls.ts) all read it.
 */
export interface Call<Name extends string = string> {
  /** The developer tools time and fail the call by it (MOCK_LATENCY_MS, MOCK_FAIL, the switches). */
  name: Name;
  method: Method;
  path: string;
  /** The default delay in milliseconds; a comment beside it says why. */
  latencyMs: number;
  /** What the shopper sees when it fails (500, offline, timeout), in a few words. */
  whenFailing: string;
  /** Synchronous unless it must wait (a password's slow hash). */
  handle: Handler;
  /**
   * True for a call that never reads or writes the records (the catalogue's): it is answered at
   * once, outside the queue of the requests' transactions (store.ts).
   */
  withoutRecords?: boolean;
  /** Other routes of the same call (same delay and failures), e.g. an edit beside an addition. */
  alsoAt?: ReadonlyArray<{ method: Method; path: string; handle: Handler }>;
}

/** Declares a call; its name is kept as a literal type (CallName, calls.ts). */
export const call = <Name extends string>(declaration: Call<Name>): Call<Name> => declaration;

/**
 * A file of calls: its declarations, and the files fetched after it (dynamic imports), tried in
 * order when no call fetched so far answers a request (routes.ts).
 */
export interface CallFile {
  calls: readonly Call[];
  later?: ReadonlyArray<() => Promise<CallFile>>;
}

/** A method and path a call answers. */
export interface Route {
  method: string;
  path: string;
  call: Call;
  handle: Handler;
}

/** Every route of these calls. */
export const routesOf = (calls: readonly Call[]): Route[] =>
  calls.flatMap((declared) => [
    { method: declared.method, path: declared.path, call: declared, handle: declared.handle },
    ...(declared.alsoAt ?? []).map((also) => ({ ...also, call: declared })),
  ]);

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

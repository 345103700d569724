/**
 * The fake backend's side of a request, for both transports (the in-page
 * fakeBaseQuery.ts and the HTTP server): route it, apply the failure switches,
 * hand it to the backend's handler (mocks/backend/) with what the developer
 * tools (mocks/devtools/) set for it, hold the answer for its delay. Fetched
 * with the first request, like the rest of the fake backend but the thin client
 * in fakeBaseQuery.ts.
 */
import type { ApiError } from '../src/api/types';
import { IN_PAGE_CLIENT, SESSION_EXPIRED } from './backend/route';
import { StoreFailure, transaction } from './backend/store';
import { allowedMethods, backendReady, findRoute, type MockRequest } from './backend/routes';
import type { CallName } from './backend/calls';
import { failureFor } from './devtools/failures';
import { latencyFor } from './devtools/latency';
import type { RuntimeSettings } from './devtools/switchesKey';

/** What travels from the client (already normalised by fakeBaseQuery.ts). */
export interface WireRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** The connection's remote address over HTTP; the in-page client leaves it out (route.ts: IN_PAGE_CLIENT). */
  clientAddress?: string;
}

/**
 * `status` is a success's own when it is not 200 (201 Created); the thin client leaves it out.
 * `headers` are the handler's for the HTTP answer (`retry-after`); the in-page client ignores them.
 */
export type Answer =
  | { data: unknown; status?: number; headers?: Record<string, string> }
  | { error: ApiError; headers?: Record<string, string> };

function wait(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Copies a value the way a JSON network hop would, so the store and the handlers never share objects. */
function overTheWire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Waits until the request is given up (its time-out, or the client going away). */
function never(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** The answer a failing server gives: its own message, never the details. */
export const SERVER_FAILURE: Answer = { error: { status: 500, data: { message: 'Erro inesperado no servidor.' } } };

/** The answer of a request that never reached the server (MOCK_FAIL=…:offline). */
export const OFFLINE: Answer = { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };

/**
 * The answer when the records could not be kept (disk full, read-only, the database locked too
 * long by another server): nothing of the request was kept, and trying again may work.
 */
export const NOT_SAVED: Answer = {
  error: { status: 503, data: { message: 'Não foi possível salvar agora. Tente de novo.' } },
};

/** An address longer than this is refused (414): the API's longest is a product's name and colour. */
export const MAX_ADDRESS_CHARS = 8 * 1024;

/** A body nested deeper than this is refused (400): the deepest the API reads (an order) has three levels. */
export const MAX_BODY_DEPTH = 32;

const refused = (status: number, message: string): Answer => ({ error: { status, data: { message } } });

/** The path and query as one length, however the transport split them. */
const addressLength = (path: string, query: Record<string, string>) =>
  Object.entries(query).reduce((length, [name, value]) => length + name.length + value.length + 2, path.length);

/**
 * Whether a JSON value nests deeper than `limit`, walked without recursion: a hostile body
 * (100 kB of '[') would overflow the stack of any recursive walk, JSON.stringify's included.
 */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth === limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * The request a handler reads: what came over the wire, its route's `:params`,
 * and what the backend needs of the developer tools (the delays pixPaid and orderStep, this
 * tab's catalogue changes), so the backend itself never reads them.
 */
export function mockRequest(
  { method, query, headers, body, clientAddress }: Omit<WireRequest, 'path'>,
  params: Record<string, string>,
  runtime: RuntimeSettings | undefined,
): MockRequest {
  return {
    method,
    params,
    query,
    headers,
    body: overTheWire(body),
    pixPaidMs: latencyFor('pixPaid', runtime?.latency),
    orderStepMs: latencyFor('orderStep', runtime?.latency),
    catalogueChanges: runtime?.catalogue,
    clientAddress: clientAddress ?? IN_PAGE_CLIENT,
  };
}

/**
 * Runs the route's handler in one transaction of the records (backend/store.ts): what it wrote is
 * kept when it answers, nothing when it throws. One that throws is a 500, as on a real server;
 * records that cannot be kept a 503, with one line in the log.
 */
async function runHandler(
  { route, params }: NonNullable<Awaited<ReturnType<typeof findRoute>>>,
  request: WireRequest,
  runtime: RuntimeSettings | undefined,
): Promise<Answer> {
  try {
    // The backend has its catalogue in memory; a large one is fetched once, on the first request.
    await backendReady();
    // Only the accounts' routes wait (a password's slow hash); requests run one after another.
    const handle = () => route.handle(mockRequest(request, params, runtime));
    const { status, data, headers } = await (route.call.withoutRecords ? handle() : transaction(handle));
    const extra = headers ? { headers } : {};
    if (status >= 400) return { error: { status, data: data as { message: string } }, ...extra };
    return status === 200 ? { data: overTheWire(data), ...extra } : { data: overTheWire(data), status, ...extra };
  } catch (error) {
    if (error instanceof StoreFailure) {
      console.error(`[mock backend] ${request.method} ${request.path}: nothing kept: ${error.message}`);
      return NOT_SAVED;
    }
    console.error('[mock backend] handler failed', error);
    return SERVER_FAILURE;
  }
}

/**
 * Handles a request as it arrives and answers after its route's delay,
 * counted from `sentAt` (when the client sent it), as a network's would. A
 * change (a saved cart) is made on arrival: a reload or a closed tab while
 * the answer is on its way no longer loses it. Failures are answers too,
 * never thrown.
 */
export async function respond(
  request: WireRequest,
  signal: AbortSignal,
  sentAt: number,
  // The tab's run-time switches (mocks/transport.ts reads them); none over HTTP, where the environment rules.
  runtime: RuntimeSettings = {},
): Promise<Answer> {
  const { path } = request;
  // Input no route can take is refused before routing, as the HTTP server refuses a malformed body.
  if (addressLength(path, request.query) > MAX_ADDRESS_CHARS) return refused(414, 'Endereço longo demais.');
  if (nestedDeeperThan(request.body, MAX_BODY_DEPTH))
    return refused(400, 'JSON aninhado demais no corpo da requisição.');
  // HEAD is a GET without the body (the HTTP server sends none).
  const head = request.method === 'HEAD';
  const method = head ? 'GET' : request.method;
  let match: Awaited<ReturnType<typeof findRoute>>;
  try {
    // Any call but the catalogue's: the files of calls fetched until one answers (routes.ts).
    match = await findRoute(method, path);
  } catch (error) {
    console.error('[mock backend] the routes could not be loaded', error);
    return SERVER_FAILURE;
  }
  if (!match) return noRoute(method, path);
  const name = match.route.call.name as CallName;
  const cancelled: Answer = { error: { status: 499, data: { message: 'Request cancelled' } } };
  if (signal.aborted) return cancelled;

  // Failures on demand (devtools/failures.ts): the handler never sees a 500, 401, timeout or offline request.
  const fault = failureFor(name, runtime);
  if (fault === 'offline') return OFFLINE;
  if (fault === 'timeout') {
    await never(signal);
    return cancelled;
  }

  const answer =
    fault === '500'
      ? SERVER_FAILURE
      : fault === '401'
        ? { error: SESSION_EXPIRED as Extract<ApiError, { status: number }> }
        : await runHandler(match, { ...request, method }, runtime);
  if (fault === 'lost') {
    // The work is done (on arrival, above); the answer never reaches the client.
    await never(signal);
    return cancelled;
  }

  try {
    await wait(latencyFor(name, runtime?.latency) - (performance.now() - sentAt), signal);
  } catch {
    return cancelled;
  }
  return head && 'data' in answer ? { ...answer, data: null } : answer;
}

/**
 * No route for this method and path: 405 when the path has routes for other
 * methods (the HTTP server adds their `Allow` header), else 404. Both modes
 * answer alike.
 */
export function noRoute(method: string, path: string): Answer {
  const allowed = allowedMethods(path);
  if (allowed.length > 0 && !allowed.includes(method)) {
    return { error: { status: 405, data: { message: 'Método não permitido neste endereço.' } } };
  }
  return { error: { status: 404, data: { message: 'Endereço não encontrado na API.' } } };
}

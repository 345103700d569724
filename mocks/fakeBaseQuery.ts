/**
 * The thin in-page client RTK Query calls (src/api/ alone imports it): the
 * fake backend (mocks/transport.ts, mocks/server.ts and what they reach) is
 * its own chunk, fetched on the first request.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from '../src/api/types';
import type { Answer, WireRequest } from './transport';

/** The same argument shape fetchBaseQuery takes, so a real server is a one-line swap. */
export type FakeArgs =
  | string
  | {
      url: string;
      method?: string;
      body?: unknown;
      params?: Record<string, string | undefined>;
      headers?: Record<string, string>;
    };

interface Options {
  /** Like fetchBaseQuery's: how long a request waits for its answer, in ms. */
  timeout?: number;
  /** An answer already on its way for this request (src/api/preload.ts), taken instead of sending it again. */
  takeEarlyAnswer?: (key: string) => Promise<Answer> | undefined;
  /** Like fetchBaseQuery's: adds headers (the session token) from the store. */
  prepareHeaders?: (headers: Record<string, string>, api: { getState: () => unknown }) => Record<string, string>;
}

let backend: Promise<typeof import('./transport')> | null = null;

// `npm start`'s dev panel over the page (its console handle comes with the backend, mocks/transport.ts).
if (process.env.NODE_ENV === 'development' && !process.env.API_URL && typeof window !== 'undefined') {
  void import('./devtools/devPanel').then((m) => m.installDevPanel());
}

const TIMED_OUT: Answer = { error: { status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' } };

/**
 * Sends one request to the fake backend. The backend (handlers, catalogue)
 * is its own chunk, fetched on the first call the way a real
 * backend is reached over the network; the delay counts from now. Like
 * fetchBaseQuery, a request unanswered after `timeout` ms gives up.
 */
async function send(request: WireRequest, signal: AbortSignal, timeout = 0): Promise<Answer> {
  const sentAt = performance.now();
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) stop();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          stop();
        }, timeout)
      : undefined;
  try {
    const server = await (backend ??= import(/* webpackChunkName: "mock-backend" */ './transport'));
    const answer = await server.respond(request, controller.signal, sentAt);
    if (timedOut) return TIMED_OUT;
    // fetchBaseQuery's result has no status of a success (201 and 200 alike), nor headers.
    return 'data' in answer ? { data: answer.data } : { error: answer.error };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

function toRequest(
  args: FakeArgs,
  prepareHeaders: Options['prepareHeaders'],
  api: { getState: () => unknown },
): WireRequest {
  const { url, method = 'GET', body, params = {}, headers = {} } = typeof args === 'string' ? { url: args } : args;
  const [path = '', search = ''] = url.split('?');
  const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query[key] = value;
  const allHeaders = Object.fromEntries(
    Object.entries(prepareHeaders?.({ ...headers }, api) ?? headers).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return { method: method.toUpperCase(), path, query, headers: allHeaders, body };
}

/** What identifies a request: its method, path and query (the early answers are looked up by it). */
export const requestKey = ({ method, path, query }: WireRequest) =>
  `${method} ${path}?${new URLSearchParams(query).toString()}`;

/** A public GET sent outside RTK Query (src/api/preload.ts sends the catalogue request this way). */
export function sendGet(url: string, timeout?: number): { key: string; answer: Promise<Answer> } {
  const request = toRequest(url, undefined, { getState: () => ({}) });
  return { key: requestKey(request), answer: send(request, new AbortController().signal, timeout) };
}

/**
 * A real RTK Query base query that routes `{ url, method, body }` to the
 * in-memory routes in mocks/backend/routes.ts and answers after that call's delay.
 * Failures come back as `{ error: { status, data } }`, never thrown.
 */
export function createFakeBaseQuery({ prepareHeaders, timeout, takeEarlyAnswer }: Options = {}): BaseQueryFn<
  FakeArgs,
  unknown,
  ApiError
> {
  return async (args, api) => {
    const request = toRequest(args, prepareHeaders, api);
    const early = request.method === 'GET' ? takeEarlyAnswer?.(requestKey(request)) : undefined;
    return early ?? send(request, api.signal, timeout);
  };
}

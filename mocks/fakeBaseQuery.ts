import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from '../src/api/types';
import { latencyFor } from './latency';

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
  /** Like fetchBaseQuery's: adds headers (the session token) from the store. */
  prepareHeaders?: (headers: Record<string, string>, api: { getState: () => unknown }) => Record<string, string>;
}

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

let backend: Promise<typeof import('./handlers')> | null = null;

/** Copies a value the way a JSON network hop would, so the store and the handlers never share objects. */
function overTheWire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/**
 * A real RTK Query base query that routes `{ url, method, body }` to the
 * in-memory handlers in mocks/handlers.ts and answers after that call's delay.
 * Failures come back as `{ error: { status, data } }`, never thrown.
 */
export function createFakeBaseQuery({ prepareHeaders }: Options = {}): BaseQueryFn<FakeArgs, unknown, ApiError> {
  return async (args, api) => {
    const { url, method = 'GET', body, params = {}, headers = {} } = typeof args === 'string' ? { url: args } : args;
    const [path = '', search = ''] = url.split('?');
    const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
    for (const [key, value] of Object.entries(params)) if (value !== undefined) query[key] = value;
    const allHeaders = Object.fromEntries(
      Object.entries(prepareHeaders?.({ ...headers }, api) ?? headers).map(([k, v]) => [k.toLowerCase(), v]),
    );

    // The backend (handlers, catalogue, validator) is its own chunk, fetched on the
    // first call, the way a real backend is reached over the network.
    const { matchRoute, backendReady } = await (backend ??= import(
      /* webpackChunkName: "mock-backend" */ './handlers'
    ));
    const match = matchRoute(method.toUpperCase(), path);
    if (!match) return { error: { status: 404, data: { message: `No mock route for ${method} ${path}` } } };

    try {
      await wait(latencyFor(match.route.delay), api.signal);
    } catch {
      return { error: { status: 499, data: { message: 'Request cancelled' } } };
    }

    try {
      await backendReady();
      const request = { method, params: match.params, query, headers: allHeaders, body: overTheWire(body) };
      const { status, data } = match.route.handle(request);
      return status < 400 ? { data: overTheWire(data) } : { error: { status, data: data as ApiError['data'] } };
    } catch (error) {
      console.error('[mock backend] handler failed', error);
      return { error: { status: 500, data: { message: 'Erro inesperado no servidor.' } } };
    }
  };
}

/**
 * A request sent over HTTP to a real server on the page's own origin (the `api`
 * run-time switch, devtools/switches.ts), answered in fetchBaseQuery's shapes:
 * the same production build then runs against `npm run api` (the browser tests'
 * http project, through scripts/serve.mjs). It comes with the switches (devtools/switches.ts).
 */
import type { ErrorBody } from '../src/api/types';
import type { Answer, WireRequest } from './server';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  return (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
}

export async function forward(apiPath: string, request: WireRequest, signal: AbortSignal): Promise<Answer> {
  const query = new URLSearchParams(request.query).toString();
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  let response: Response;
  try {
    response = await fetch(`${apiPath}${request.path}${query ? `?${query}` : ''}`, {
      method: request.method,
      headers: { ...request.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal,
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  let data: unknown;
  try {
    data = await readBody(response);
  } catch (error) {
    return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: '', error: String(error) } };
  }
  return response.ok ? { data } : { error: { status: response.status, data: data as ErrorBody } };
}

/**
 * What every route of the fake backend is made of: the request it reads, the
 * answer it gives (errors as values, `{ message }` in Portuguese) and the
 * shopper its token names. Handlers never throw for what a client sends.
 */
import type { User } from '../../src/api/types';
import type { CallName } from '../devtools/latency';
import type { RuntimeSettings } from '../devtools/switches';
import { findUserByToken } from './users';

export interface MockRequest {
  method: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** Lower-case names. */
  headers: Record<string, string>;
  /**
   * This tab's run-time switches (mocks/switches.ts), when the build has them:
   * the catalogue the server prices with, and the pixPaid delay.
   */
  runtime?: RuntimeSettings;
}

export type MockResponse = { status: number; data: unknown };

export interface Route {
  method: string;
  path: string;
  /** The call's name: its delay, and what MOCK_FAIL names. */
  delay: CallName;
  handle: (request: MockRequest) => MockResponse;
}

export const ok = (data: unknown): MockResponse => ({ status: 200, data });
export const created = (data: unknown): MockResponse => ({ status: 201, data });
export const fail = (status: number, message: string): MockResponse => ({ status, data: { message } });

/** The answer to a missing or unknown token. */
export const SESSION_EXPIRED = fail(401, 'Sessão expirada.');

export function bearer(request: MockRequest): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
}

/** The shopper the request's token belongs to, or null. */
export function shopperOf(request: MockRequest): User | null {
  return findUserByToken(bearer(request));
}

/**
 * What every route of the fake backend is made of: the request it reads, the
 * answer it gives (errors as values, `{ message }` in Portuguese) and the
 * shopper its token names. Handlers never throw for what a client sends.
 */
import type { User } from '../../src/api/types';
import type { CallName } from './calls';
import type { CatalogueChanges } from './catalogueChanges';
import { findUserByToken } from './users';

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
}

export type MockResponse = { status: number; data: unknown };

export interface Route {
  method: string;
  path: string;
  /** The call's name: the developer tools time and fail the route by it. */
  name: CallName;
  handle: (request: MockRequest) => MockResponse;
  /** Fetches the handler's code, for a route whose code is a file of its own (checkout/routes.ts); awaited before `handle`. */
  ready?: () => Promise<unknown>;
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

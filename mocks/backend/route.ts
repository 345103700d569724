/**
 * What every route of the fake backend is made of: the request it reads, the
 * answer it gives (errors as values, `{ message }` in Portuguese) and the
 * shopper whose session the request proves. Handlers never throw for what a client sends.
 */
import type { User } from '../../src/api/types';
import { findAccountById, publicUser } from './accounts/accountStore';
import { digestOf, SECRET_PATTERN } from './accounts/secrets';
import { findSession, type StoredSession } from './accounts/sessionStore';
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
}

export type MockResponse = { status: number; data: unknown };

export interface Route {
  method: string;
  path: string;
  /** The call's name: the developer tools time and fail the route by it. */
  name: CallName;
  /** Synchronous unless it must wait (a password's slow hash); the checkout's never wait. */
  handle: (request: MockRequest) => MockResponse | Promise<MockResponse>;
  /** Fetches the handler's code, for a route whose code is a file of its own (checkout/routes.ts); awaited before `handle`. */
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

/**
 * The live session the request's bearer secret proves, or null. A bearer not
 * in a secret's form (none, or a token made up from an email) matches nothing.
 */
export function sessionOf(request: MockRequest): StoredSession | null {
  const secret = bearer(request);
  return secret && SECRET_PATTERN.test(secret) ? findSession(digestOf(secret), Date.now()) : null;
}

/** The shopper whose live session the request proves, or null. */
export function shopperOf(request: MockRequest): User | null {
  const session = sessionOf(request);
  const account = session ? findAccountById(session.userId) : null;
  return account ? publicUser(account) : null;
}

/**
 * The shopper a request speaks for: the live session its bearer secret proves. Apart from
 * route.ts, so the catalogue's routes (every page's first calls) load no account code.
 */
import type { User } from '../../../src/api/types';
import { bearer, type MockRequest } from '../route';
import { findAccountById, publicUser } from './accountStore';
import { digestOf, SECRET_PATTERN } from './secrets';
import { findSession, type StoredSession } from './sessionStore';

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

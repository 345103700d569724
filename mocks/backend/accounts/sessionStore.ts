/**
 * The sessions the server issued. A sign-in gets a random secret
 * (secrets.ts), which the shop sends on every call (`Authorization: Bearer
 * <secret>`); the server keeps only its SHA-256, with the account it belongs
 * to, so a copy of the server's disk signs no one in, and a token made up from
 * an email (the spec's shape) matches nothing.
 *
 * Lifetime: a session ends after 30 days without use, and 90 days after the
 * sign-in whatever the use. A shop keeps its shoppers signed in on their own
 * phone for weeks (the cart follows them there), so a month of quiet is the
 * usual retail figure; the 90-day cap bounds how long a copied secret could
 * serve. 'Sair', 'Sair de todos os aparelhos', a new password and 'Excluir minha conta' end
 * sessions at once.
 */
import { SCHEMA } from '../schema';
import { isRecord, table } from '../store';
import { digestOf, randomSecret } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_MAX_MS = 90 * DAY_MS;
/** Use is recorded at most this often: a call must not write the disk each time. */
const USE_STEP_MS = 60 * 60 * 1000;

export interface StoredSession {
  /** SHA-256 of the secret, hex. */
  digest: string;
  userId: string;
  /** Epoch ms. */
  createdAt: number;
  lastUsedAt: number;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function decodeSession(value: unknown): StoredSession | null {
  if (!isRecord(value)) return null;
  const { digest, userId, createdAt, lastUsedAt } = value;
  if (typeof digest !== 'string' || !/^[0-9a-f]{64}$/.test(digest) || typeof userId !== 'string') return null;
  if (!isTime(createdAt) || !isTime(lastUsedAt)) return null;
  return { digest, userId, createdAt, lastUsedAt };
}

const sessions = table(SCHEMA.sessions, decodeSession);

export const isLive = (session: StoredSession, now: number) =>
  now - session.lastUsedAt < SESSION_IDLE_MS && now - session.createdAt < SESSION_MAX_MS;

/** Stores a session by its secret's digest (the account's expired ones are dropped on the way). */
export function addSession(digest: string, userId: string, now: number): StoredSession {
  const session: StoredSession = { digest, userId, createdAt: now, lastUsedAt: now };
  for (const old of sessions.find('userId', userId)) if (!isLive(old, now)) sessions.delete(old.digest);
  sessions.put(digest, session);
  return session;
}

/** A new session for the account: its secret, which only the shopper's device keeps from now on. */
export function openSession(userId: string, now: number): string {
  const secret = randomSecret();
  addSession(digestOf(secret), userId, now);
  return secret;
}

/** The live session with this digest, its use recorded; null when unknown, ended or expired. */
export function findSession(digest: string | undefined, now: number): StoredSession | null {
  if (!digest) return null;
  const session = sessions.get(digest);
  if (!session || !isLive(session, now)) return null;
  if (now - session.lastUsedAt >= USE_STEP_MS) sessions.put(digest, { ...session, lastUsedAt: now });
  return session;
}

/** Ends one session; true when it was live. */
export function endSession(digest: string, now: number): boolean {
  const session = sessions.get(digest);
  if (!session) return false;
  sessions.delete(digest);
  return isLive(session, now);
}

/** Ends every session of the account but `keep` (a digest); answers how many live ones ended. */
export function endSessionsOf(userId: string, now: number, keep?: string): number {
  let ended = 0;
  for (const session of sessions.find('userId', userId)) {
    if (session.digest === keep) continue;
    sessions.delete(session.digest);
    if (isLive(session, now)) ended += 1;
  }
  return ended;
}

/**
 * 'Baixar meus dados' (accountData.ts), the sessions' section: when each live session of the
 * account began and was last used (to the hour). Never its digest: that is what proves it.
 */
export function sessionsSection(userId: string, now: number): Array<{ startedAt: string; lastUsedAt: string }> {
  return sessions
    .find('userId', userId)
    .filter((s) => isLive(s, now))
    .map((s) => ({ startedAt: new Date(s.createdAt).toISOString(), lastUsedAt: new Date(s.lastUsedAt).toISOString() }));
}

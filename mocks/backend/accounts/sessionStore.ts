/**
 * The sessions the server issued. A sign-in gets a random secret
 * (secrets.ts), which the shop sends on every call (`Authorization: Bearer
 * <secret>`); the server keeps only its SHA-256, with the account it belongs
 * to, so a copy of the server's disk signs no one in, and a token made up from
 * an email (spec §3's shape) matches nothing.
 *
 * Lifetime: a session ends after 30 days without use, and 90 days after the
 * sign-in whatever the use. A shop keeps its shoppers signed in on their own
 * phone for weeks (the cart follows them there), so a month of quiet is the
 * usual retail figure; the 90-day cap bounds how long a copied secret could
 * serve. 'Sair', 'Sair de todos os aparelhos', a new password and 'Excluir minha conta' end
 * sessions at once.
 */
import { diskRecord, isRecord } from '../disk';
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

const sessionsDisk = diskRecord<{ sessions: StoredSession[] }>('sessions', (stored) => ({
  sessions:
    isRecord(stored) && Array.isArray(stored.sessions)
      ? stored.sessions.map(decodeSession).filter((session) => session !== null)
      : [],
}));

const read = () => sessionsDisk.read().sessions;
const write = (sessions: StoredSession[]) => sessionsDisk.write({ sessions });

export const isLive = (session: StoredSession, now: number) =>
  now - session.lastUsedAt < SESSION_IDLE_MS && now - session.createdAt < SESSION_MAX_MS;

/** Stores a session by its secret's digest (expired ones are dropped on the way). */
export function addSession(digest: string, userId: string, now: number): StoredSession {
  const session: StoredSession = { digest, userId, createdAt: now, lastUsedAt: now };
  write([...read().filter((s) => isLive(s, now)), session]);
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
  const sessions = read();
  const session = sessions.find((s) => s.digest === digest);
  if (!session || !isLive(session, now)) return null;
  if (now - session.lastUsedAt >= USE_STEP_MS) {
    write(sessions.map((s) => (s === session ? { ...s, lastUsedAt: now } : s)));
  }
  return session;
}

/** Ends one session; true when it was live. */
export function endSession(digest: string, now: number): boolean {
  const sessions = read();
  const ended = sessions.some((s) => s.digest === digest && isLive(s, now));
  write(sessions.filter((s) => s.digest !== digest && isLive(s, now)));
  return ended;
}

/** Ends every session of the account but `keep` (a digest); answers how many live ones ended. */
export function endSessionsOf(userId: string, now: number, keep?: string): number {
  const sessions = read().filter((s) => isLive(s, now));
  const kept = sessions.filter((s) => s.userId !== userId || s.digest === keep);
  write(kept);
  return sessions.length - kept.length;
}

/**
 * 'Baixar meus dados' (accountData.ts), the sessions' section: when each live session of the
 * account began and was last used (to the hour). Never its digest: that is what proves it.
 */
export function sessionsSection(userId: string, now: number): Array<{ startedAt: string; lastUsedAt: string }> {
  return read()
    .filter((s) => s.userId === userId && isLive(s, now))
    .map((s) => ({ startedAt: new Date(s.createdAt).toISOString(), lastUsedAt: new Date(s.lastUsedAt).toISOString() }));
}

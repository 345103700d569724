/**
 * 'Esqueci minha senha': a link that sets a new password, once, within 30
 * minutes. Its token is a random secret (secrets.ts) of which the server
 * keeps only the digest, so the disk holds nothing a link could be made from.
 * An account has at most one live link: a newer one ends it, and so do a new
 * password by any route, 'Sair de todos os aparelhos' and 'Excluir minha conta'
 * (forgetResetsOf); a dead link is answered as a spent one.
 */
import { SCHEMA } from '../schema';
import { isRecord, table } from '../store';
import { digestOf, randomSecret, SECRET_PATTERN } from './secrets';

export const RESET_TTL_MS = 30 * 60 * 1000;

interface StoredReset {
  digest: string;
  userId: string;
  /** Epoch ms. */
  expiresAt: number;
}

const resets = table(SCHEMA.passwordResets, (stored) =>
  isRecord(stored) &&
  typeof stored.digest === 'string' &&
  typeof stored.userId === 'string' &&
  Number.isSafeInteger(stored.expiresAt)
    ? (stored as unknown as StoredReset)
    : null,
);

/** The account's links, the expired ones dropped on the way. */
function liveOf(userId: string, now: number): StoredReset[] {
  return resets.find('userId', userId).filter((reset) => {
    if (reset.expiresAt > now) return true;
    resets.delete(reset.digest);
    return false;
  });
}

/** A new reset link's token for the account; the account's earlier links end (only the newest mail works). */
export function issueReset(userId: string, now: number): string {
  const token = randomSecret();
  const reset: StoredReset = { digest: digestOf(token), userId, expiresAt: now + RESET_TTL_MS };
  for (const earlier of liveOf(userId, now)) resets.delete(earlier.digest);
  resets.put(reset.digest, reset);
  return token;
}

/**
 * Spends a token: the account it was issued for, or null when it is unknown,
 * spent or expired. The account's other links end with it. The check and the
 * spending happen together (nothing awaited), so one token never sets two passwords.
 */
export function spendReset(token: string, now: number): string | null {
  if (!SECRET_PATTERN.test(token)) return null;
  const digest = digestOf(token);
  const found = resets.get(digest);
  if (!found || found.expiresAt <= now) return null;
  for (const reset of liveOf(found.userId, now)) resets.delete(reset.digest);
  return found.userId;
}

/**
 * The account's reset links end: a new password by any route, 'Sair de todos os aparelhos',
 * 'Excluir minha conta' (nothing of them is exported: a link is a secret).
 */
export function forgetResetsOf(userId: string, now: number): void {
  for (const reset of liveOf(userId, now)) resets.delete(reset.digest);
}

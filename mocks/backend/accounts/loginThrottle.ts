/**
 * Wrong passwords, counted per email: the sixth try within 15 minutes of the
 * first of five failures is refused (429) before any password is checked, for
 * an email with an account or without one alike. Each try counts as a failure
 * from the moment it arrives, before its slow hash is checked, so tries sent
 * at once cannot all slip past the limit; a right password forgets them.
 */
import { SCHEMA } from '../schema';
import { isRecord, table } from '../store';
import { emailKey } from './accountStore';

export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** One row per email (as emailKey): the times (epoch ms) of its recent failures. */
const failures = table(SCHEMA.loginFailures, (stored) =>
  isRecord(stored) && typeof stored.email === 'string' && Array.isArray(stored.times)
    ? { email: stored.email, times: stored.times.filter((time): time is number => Number.isSafeInteger(time)) }
    : null,
);

const recent = (email: string, now: number) =>
  (failures.get(emailKey(email))?.times ?? []).filter((time) => now - time < FAILURE_WINDOW_MS);

/** How long until this email may try again (ms), or null when it may try now. */
export function retryAfterMs(email: string, now: number): number | null {
  const times = recent(email, now);
  if (times.length < FAILURE_LIMIT) return null;
  // The earliest failure that still counts must leave the window for the count to drop under the limit.
  const sorted = [...times].sort((a, b) => b - a);
  return sorted[FAILURE_LIMIT - 1]! + FAILURE_WINDOW_MS - now;
}

/** Counts a try as a failure (done on arrival: see above). Older failures leave the row. */
export function countFailure(email: string, now: number): void {
  const key = emailKey(email);
  failures.put(key, { email: key, times: [...recent(key, now), now] });
}

/** The right password: the email's failures are forgotten. */
export function forgetFailures(email: string): void {
  failures.delete(emailKey(email));
}

/** 'Muitas tentativas. Tente de novo em 12 minutos.' */
export function tooManyTries(retryAfter: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60_000));
  return `Muitas tentativas. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

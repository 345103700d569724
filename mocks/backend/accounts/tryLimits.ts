/**
 * Limits on tries that cost the shop something or tell a caller something, counted per client
 * address (MockRequest.clientAddress) and per email, within a window: 'Esqueci minha senha'
 * (each try may send a mail) and 'Criar conta' (each try says whether the data is free). The
 * wrong passwords have a throttle of their own (loginThrottle.ts), which forgets a client's
 * failures when the password is right; these count every try and forget nothing but the old.
 *
 * Kept as rows keyed by JSON text (`["reset-email","ana@…"]`): no email, `__proto__` and
 * `constructor` included, ever names an object's property.
 */
import type { MockResponse } from '../route';
import { SCHEMA } from '../schema';
import { isRecord, table, type TableSpec } from '../store';

const MINUTE_MS = 60 * 1000;

export interface TryLimit {
  /** What is counted, and by what: part of the record's keys. */
  readonly kind: string;
  readonly max: number;
  readonly windowMs: number;
}

/** A mail a shopper asks for twice is normal; a third within the hour is someone else's doing. */
export const RESET_PER_EMAIL: TryLimit = { kind: 'reset-email', max: 3, windowMs: 60 * MINUTE_MS };
/** A household or an office behind one address asks for a few; more is someone sweeping emails. */
export const RESET_PER_CLIENT: TryLimit = { kind: 'reset-client', max: 10, windowMs: 60 * MINUTE_MS };
/** Sign-ups from one address: enough for a family and a developer's tests, too few to sweep CPFs. */
export const SIGN_UP_PER_CLIENT: TryLimit = { kind: 'sign-up-client', max: 20, windowMs: 60 * MINUTE_MS };

/** The longest window any limit counts: older tries leave the record. */
const LONGEST_WINDOW_MS = 60 * MINUTE_MS;

/**
 * A table of counted tries: one row per key (JSON text, so no email names an object's property),
 * the times (epoch ms) of its tries within `windowMs`, and the email it counts ('' for a client's
 * address), by which a deleted account or a completed reset finds its rows.
 */
export function tryCounts(spec: TableSpec, windowMs: number) {
  const rows = table(spec, (stored) =>
    isRecord(stored) &&
    typeof stored.key === 'string' &&
    typeof stored.email === 'string' &&
    Array.isArray(stored.times)
      ? {
          key: stored.key,
          email: stored.email,
          times: stored.times.filter((time): time is number => Number.isSafeInteger(time)),
        }
      : null,
  );
  return {
    /** A key's tries still in the window. */
    recent: (key: string, now: number) => (rows.get(key)?.times ?? []).filter((time) => now - time < windowMs),
    /** Keeps a key's tries (none: its row goes). */
    keep(key: string, email: string, times: number[]): void {
      if (times.length > 0) rows.put(key, { key, email, times });
      else rows.delete(key);
    },
    forget: (key: string) => rows.delete(key),
    forgetEmail(email: string): void {
      for (const { key } of rows.find('email', email)) rows.delete(key);
    },
  };
}

const tries = tryCounts(SCHEMA.tryLimits, LONGEST_WINDOW_MS);

/** One limit and the value it is counted by (an email, as emailKey; a client's address). */
export type Counted = readonly [limit: TryLimit, by: string];

const keyOf = ([limit, by]: Counted) => JSON.stringify([limit.kind, by]);

/**
 * How long (ms) until `times` hold fewer than `max` within `windowMs`, or null when they do now:
 * the newest `max`-th try must leave the window.
 */
export function windowWait(times: readonly number[], max: number, windowMs: number, now: number): number | null {
  const recent = times.filter((time) => now - time < windowMs).sort((a, b) => b - a);
  return recent.length < max ? null : recent[max - 1]! + windowMs - now;
}

/** The longest of the waits, or null when none waits. */
export function longestWait(waits: ReadonlyArray<number | null>): number | null {
  return waits.reduce<number | null>((longest, wait) => (wait === null ? longest : Math.max(longest ?? 0, wait)), null);
}

/** How long until every one of these limits takes another try (ms), or null when they all do now. */
export function tryWait(counted: readonly Counted[], now: number): number | null {
  return longestWait(counted.map((one) => windowWait(tries.recent(keyOf(one), now), one[0].max, one[0].windowMs, now)));
}

/** Counts a try against each limit; tries older than every window leave the row. */
export function countTry(counted: readonly Counted[], now: number): void {
  for (const one of counted) {
    const key = keyOf(one);
    tries.keep(key, one[0].kind.endsWith('-email') ? one[1] : '', [...tries.recent(key, now), now]);
  }
}

/** 'Excluir minha conta': the tries counted by the account's email go (the email is personal data). */
export function forgetTriesOf(email: string): void {
  tries.forgetEmail(email);
}

/** 'Muitas tentativas. Tente de novo em 12 minutos.' */
export function tooManyTries(retryAfter: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60_000));
  return `Muitas tentativas. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** The 429: when to try again, in its message and in `Retry-After` (whole seconds); under a form's field if named. */
export function tooManyTriesAnswer(retryAfter: number, field?: string): MockResponse {
  const message = tooManyTries(retryAfter);
  return {
    status: 429,
    data: field === undefined ? { message } : { field, message },
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfter / 1000))) },
  };
}

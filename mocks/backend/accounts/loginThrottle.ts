/**
 * Wrong passwords (the sign-in's, 'Alterar senha''s current one, 'Excluir minha conta''s),
 * counted per email and client address, and per client address across emails. A client is
 * refused (429) before any password is checked, for an email with an account or without one alike:
 * - its sixth try at one email within 15 minutes of the first of five failures;
 * - its 21st try at any emails within 15 minutes of the first of twenty failures;
 * - a try while two of its tries are being checked (a flood must not queue slow hashes that
 *   hold up everyone else's sign-in).
 * The owner signing in from another address is not held up by someone guessing elsewhere. Each
 * try counts as a failure from the moment it arrives, before its slow hash is checked, so tries
 * sent at once cannot all slip past the limit; a right password forgets them, and a completed
 * reset or a deleted account forgets the email's failures from every address.
 *
 * Kept as rows keyed by JSON text (`["<client>","<email>"]`, `["<client>"]`): no email,
 * `__proto__` and `constructor` included, ever names an object's property.
 */
import { SCHEMA } from '../schema';
import { emailKey } from './accountStore';
import { longestWait, tryCounts, windowWait } from './tryLimits';

export { tooManyTries, tooManyTriesAnswer } from './tryLimits';

/** Failures of one client at one email. */
export const FAILURE_LIMIT = 5;
/** Failures of one client across emails (a household or an office shares an address). */
export const CLIENT_FAILURE_LIMIT = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Password checks one client may have running at once. */
export const CHECKS_AT_ONCE = 2;
/** A client with CHECKS_AT_ONCE running is asked to wait this long (ms). */
export const BUSY_WAIT_MS = 1000;

/** A try: at which email, from which client address. */
export interface LoginTry {
  email: string;
  client: string;
}

/** Rows keyed `["<client>","<email>"]` (one client at one email) and `["<client>"]` (one client at any). */
const failures = tryCounts(SCHEMA.loginFailures, FAILURE_WINDOW_MS);

const pairKey = ({ email, client }: LoginTry) => JSON.stringify([client, emailKey(email)]);
const clientKey = (client: string) => JSON.stringify([client]);

/** The password checks each client has running now (this process's work, so never on the disk). */
const checking = new Map<string, number>();

/** How long until this client may try this email again (ms), or null when it may try now. */
export function retryAfterMs(attempt: LoginTry, now: number): number | null {
  if ((checking.get(attempt.client) ?? 0) >= CHECKS_AT_ONCE) return BUSY_WAIT_MS;
  return longestWait([
    windowWait(failures.recent(pairKey(attempt), now), FAILURE_LIMIT, FAILURE_WINDOW_MS, now),
    windowWait(failures.recent(clientKey(attempt.client), now), CLIENT_FAILURE_LIMIT, FAILURE_WINDOW_MS, now),
  ]);
}

/** Counts a try as a failure (done on arrival: see above). Older failures leave the rows. */
export function countFailure(attempt: LoginTry, now: number): void {
  failures.keep(pairKey(attempt), emailKey(attempt.email), [...failures.recent(pairKey(attempt), now), now]);
  failures.keep(clientKey(attempt.client), '', [...failures.recent(clientKey(attempt.client), now), now]);
}

/**
 * The right password, for a try counted at `now`: the client's failures at this email are
 * forgotten, and this try leaves the client's count (a right password is no guess).
 */
export function forgetFailures(attempt: LoginTry, now: number): void {
  failures.forget(pairKey(attempt));
  const ofClient = failures.recent(clientKey(attempt.client), now);
  const counted = ofClient.lastIndexOf(now);
  failures.keep(
    clientKey(attempt.client),
    '',
    ofClient.filter((_, index) => index !== counted),
  );
}

/** A completed reset, or the account deleted: the email's failures from every client are forgotten. */
export function forgetFailuresOf(email: string): void {
  failures.forgetEmail(emailKey(email));
}

/** Runs a password check for the client, counted among the checks it has running (CHECKS_AT_ONCE). */
export async function checkingFor<T>(client: string, check: () => Promise<T>): Promise<T> {
  checking.set(client, (checking.get(client) ?? 0) + 1);
  try {
    return await check();
  } finally {
    const left = (checking.get(client) ?? 1) - 1;
    if (left > 0) checking.set(client, left);
    else checking.delete(client);
  }
}

/**
 * Every call the backend answers, by name, with its default delay: derived from the calls'
 * declarations (route.ts, `call`). The developer tools time and fail calls by these names
 * (mocks/devtools/latency.ts, failures.ts), and every request reads them.
 *
 * - In Node (Jest, `npm run api`) this file runs as written, over every declaration.
 * - In webpack builds scripts/webpack/callTableLoader.ts replaces it with the table it computed
 *   at build time, so the page's first download holds the names and delays without the handlers.
 */
import { ALL_CALLS } from './allCalls';

export type CallName = (typeof ALL_CALLS)[number]['name'];

/** Every call's default delay in milliseconds, by name. */
export const CALL_LATENCY_MS = Object.fromEntries(ALL_CALLS.map((declared) => [declared.name, declared.latencyMs])) as {
  readonly [name in CallName]: number;
};

export const CALL_NAMES = Object.keys(CALL_LATENCY_MS) as readonly CallName[];

/**
 * Failures on demand (README: "Working with the fake backend").
 *
 * MOCK_FAIL=<call>[:<kind>][,<call>[:<kind>]…] makes those calls fail every
 * time; MOCK_FAIL_RATE=0.2 makes any call fail at random (a 500), repeatable
 * with MOCK_FAIL_SEED. The names are the backend's calls (CALL_NAMES,
 * mocks/backend/calls.ts); a delay without a call (latency.ts) has nothing to fail.
 * Each call declares what the shopper sees when it fails (`whenFailing`):
 * `npx tsx scripts/failureTable.ts` prints them all (docs/FAILURES.md).
 */
import type { CallName } from '../backend/calls';
import { DELAYS_WITHOUT_CALL, isCallName, switchError } from './latency';

/**
 * - `500`: the server answers (after the call's delay) with a 500 error; the
 *   handler does not run.
 * - `timeout`: the server never answers; the request gives up at its time-out.
 *   The handler does not run.
 * - `offline`: the request fails at once with a network error, never reaching
 *   the server; the handler does not run.
 * - `lost`: the server receives the request and does its work (the handler
 *   runs on arrival, as always: an order is placed, a cart saved), but the
 *   answer never arrives; the request gives up at its time-out, as with
 *   `timeout`. What a client must survive before it retries a change.
 * - `401`: the server refuses the request's session token (after the call's
 *   delay), as when a session expires on the server; the handler does not run.
 */
export const FAILURE_KINDS = ['500', 'timeout', 'offline', 'lost', '401'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export type FailSettings = Partial<Record<CallName, FailureKind>>;

const EXAMPLE = 'MOCK_FAIL=cartSave,catalogue:offline';

function isKind(kind: string): kind is FailureKind {
  return (FAILURE_KINDS as readonly string[]).includes(kind);
}

/** Reads MOCK_FAIL; anything it cannot read throws, naming the valid calls and kinds. */
export function parseFailSetting(raw: string | undefined): FailSettings {
  const settings: FailSettings = {};
  if (raw === undefined || raw.trim() === '') return settings;
  for (const part of raw.split(',').map((p) => p.trim())) {
    const [name = '', kind = '500', extra] = part.split(':').map((p) => p.trim());
    if ((DELAYS_WITHOUT_CALL as readonly string[]).includes(name)) {
      throw switchError('MOCK_FAIL', `"${name}" is a delay, not a call: it has no route to fail`, EXAMPLE);
    }
    if (!isCallName(name)) throw switchError('MOCK_FAIL', `unknown call "${name}" in "${part}"`, EXAMPLE);
    if (extra !== undefined || !isKind(kind)) {
      throw switchError(
        'MOCK_FAIL',
        `unknown failure kind "${part.slice(name.length + 1)}" for ${name} (kinds: ${FAILURE_KINDS.join(', ')})`,
        EXAMPLE,
      );
    }
    settings[name] = kind;
  }
  return settings;
}

/** Reads MOCK_FAIL_RATE: a probability from 0 to 1 (empty is 0). */
export function parseFailRate(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`MOCK_FAIL_RATE: "${raw}" is not a probability from 0 to 1. Example: MOCK_FAIL_RATE=0.2`);
  }
  return rate;
}

/** Reads MOCK_FAIL_SEED: a whole number (empty means a different run each time). */
export function parseFailSeed(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  if (!/^\d+$/.test(raw.trim())) {
    throw new Error(`MOCK_FAIL_SEED: "${raw}" is not a whole number. Example: MOCK_FAIL_RATE=0.2 MOCK_FAIL_SEED=42`);
  }
  return Number(raw.trim());
}

/** A small seeded generator (mulberry32): the same seed gives the same run of failures. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FailureConfig {
  fail: FailSettings;
  rate: number;
  random: () => number;
}

/** Validates all three variables together; throws the first problem found. */
export function readFailureConfig(env: Record<string, string | undefined>): FailureConfig {
  const seed = parseFailSeed(env.MOCK_FAIL_SEED);
  return {
    fail: parseFailSetting(env.MOCK_FAIL),
    rate: parseFailRate(env.MOCK_FAIL_RATE),
    random: seed === null ? Math.random : seededRandom(seed),
  };
}

function fromEnvironment(): FailureConfig {
  try {
    // Each variable is replaced at build time by webpack's DefinePlugin (validated in webpack.config.ts).
    return readFailureConfig({
      MOCK_FAIL: process.env.MOCK_FAIL,
      MOCK_FAIL_RATE: process.env.MOCK_FAIL_RATE,
      MOCK_FAIL_SEED: process.env.MOCK_FAIL_SEED,
    });
  } catch {
    // Refused, with its message, by webpack.config.ts and `npm run api`.
    return { fail: {}, rate: 0, random: Math.random };
  }
}

let configured = fromEnvironment();

/**
 * How this call fails, or null when it answers normally. Run-time settings
 * (the development console handle, switches.ts) replace the build's.
 */
export function failureFor(
  name: CallName,
  runtime?: Partial<Pick<FailureConfig, 'fail' | 'rate'>>,
): FailureKind | null {
  const fail = runtime?.fail ?? configured.fail;
  const rate = runtime?.rate ?? configured.rate;
  const kind = fail[name];
  if (kind) return kind;
  return rate > 0 && configured.random() < rate ? '500' : null;
}

/** For tests and `npm run api`: the failures to cause (no argument: none). */
export function setFailureConfig(config: Partial<FailureConfig> = {}): void {
  configured = { fail: {}, rate: 0, random: Math.random, ...config };
}

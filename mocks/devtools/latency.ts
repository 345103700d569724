/**
 * Artificial latency of the fake backend: the one place to change it.
 *
 * Each call has a named delay, declared with the call (`latencyMs`; mocks/backend/calls.ts
 * gathers them), and the type check refuses a call without one. The spec's waits run concurrently, not one after the
 * other: the grid's 1 s loading indicator is covered by the 2 s catalogue call
 * it waits for, so it needs no delay of its own. `MOCK_LATENCY_MS` at
 * `npm start` / `npm run build` / `npm run api` time changes them: `800` sets
 * every delay, `catalogue=500,product=0` sets named ones (README: "Working
 * with the fake backend").
 */
import { CALL_LATENCY_MS, CALL_NAMES, type CallName } from '../backend/calls';

/**
 * The delays that time no call, declared here alone. No route answers after
 * them, so MOCK_FAIL refuses them; MOCK_LATENCY_MS, the dev panel and the
 * console handle set them like the others, and every message that lists names
 * reads them from here. mocks/server.ts hands each to the backend with the
 * request (MockRequest.pixPaidMs, MockRequest.orderStepMs).
 */
const DELAYS_WITHOUT_CALL_MS = {
  /**
   * The time a PIX takes to be paid after the order is placed (the
   * shopper paying in the bank's app), read when the status is; at 0 a PIX is paid at once.
   */
  pixPaid: 10000,
  /**
   * The time a paid order takes from one step to the next ('Nota fiscal emitida', 'Em
   * separação', … 'Entregue'), read when the order is; a demo moves in minutes. At 0 (as with
   * MOCK_LATENCY_MS=0) the clock stands still: orders move only by 'Avançar pedido' (the dev
   * panel, vitrineMock.order.advance), one step at a time, as the instant tests want them.
   */
  orderStep: 120000,
} as const satisfies Record<string, number> & { [name in CallName]?: never };

export const DEFAULT_LATENCY_MS = { ...CALL_LATENCY_MS, ...DELAYS_WITHOUT_CALL_MS };

/** Every delay's name, as MOCK_LATENCY_MS spells them. */
export type DelayName = keyof typeof DEFAULT_LATENCY_MS;

export type DelayWithoutCall = keyof typeof DELAYS_WITHOUT_CALL_MS;

export const DELAYS_WITHOUT_CALL = Object.keys(DELAYS_WITHOUT_CALL_MS) as DelayWithoutCall[];

export const DELAY_NAMES = Object.keys(DEFAULT_LATENCY_MS) as DelayName[];

export type LatencySettings = Partial<Record<DelayName, number>>;

export function isDelayName(name: string): name is DelayName {
  return (DELAY_NAMES as string[]).includes(name);
}

export function isCallName(name: string): name is CallName {
  return (CALL_NAMES as readonly string[]).includes(name);
}

/**
 * The error every bad switch value gets: what was wrong, then the valid names
 * (with `delays`, the delays that time no call too: MOCK_LATENCY_MS takes them).
 */
export function switchError(variable: string, problem: string, example: string, { delays = false } = {}): Error {
  const names = `Valid call names: ${CALL_NAMES.join(', ')}`;
  const delayNames = delays ? `; and the delays without a call: ${DELAYS_WITHOUT_CALL.join(', ')}` : '';
  return new Error(`${variable}: ${problem}. ${names}${delayNames}. Example: ${example}`);
}

function parseMs(variable: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw switchError(variable, `"${text}" is not a delay in milliseconds (a number, 0 or more)`, EXAMPLE, {
      delays: true,
    });
  }
  return Math.round(value);
}

const EXAMPLE = 'MOCK_LATENCY_MS=800 or MOCK_LATENCY_MS=catalogue=500,product=0,pixPaid=3000';

/**
 * Reads MOCK_LATENCY_MS: empty means the defaults; a number sets every delay
 * (the delays without a call too); `name=ms` pairs, comma-separated,
 * set those delays (a bare number among them sets the others). Anything else
 * throws, naming the valid names.
 */
export function parseLatencySetting(raw: string | undefined, variable = 'MOCK_LATENCY_MS'): LatencySettings {
  if (raw === undefined || raw.trim() === '') return {};
  const settings: LatencySettings = {};
  let everyCall: number | null = null;
  for (const part of raw.split(',').map((p) => p.trim())) {
    const [name, ms, extra] = part.split('=').map((p) => p.trim());
    if (ms === undefined) {
      everyCall = parseMs(variable, name ?? '');
      continue;
    }
    if (extra !== undefined || !name || !isDelayName(name)) {
      throw switchError(variable, `unknown call "${name ?? ''}" in "${part}"`, EXAMPLE, { delays: true });
    }
    settings[name] = parseMs(variable, ms);
  }
  if (everyCall !== null) for (const name of DELAY_NAMES) settings[name] ??= everyCall;
  return settings;
}

/** Reads the build's setting. A bad one is refused, with its message, by webpack.config.ts and `npm run api`. */
function fromEnvironment(): LatencySettings {
  try {
    return parseLatencySetting(process.env.MOCK_LATENCY_MS);
  } catch {
    return {};
  }
}

// Replaced at build time by webpack's DefinePlugin; read from the environment in Jest and `npm run api`.
let configured = fromEnvironment();

/** Run-time settings (the development console handle) win over the build's; see switches.ts. */
export function latencyFor(name: DelayName, runtime: LatencySettings = {}): number {
  return runtime[name] ?? configured[name] ?? DEFAULT_LATENCY_MS[name];
}

/** For tests: one delay for every call and every delay without a call (null restores the defaults). */
export function setLatencyOverride(ms: number | null): void {
  configured = ms === null ? {} : Object.fromEntries(DELAY_NAMES.map((name) => [name, ms]));
}

/** For tests and `npm run api`: the named delays (empty restores the defaults). */
export function setLatencySettings(settings: LatencySettings): void {
  configured = { ...settings };
}

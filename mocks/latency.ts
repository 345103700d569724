/**
 * Artificial latency of the fake backend: the one place to change it.
 *
 * Each call has a named delay with the spec's default (§9). The spec's waits
 * run concurrently, not one after the other: the grid's 1 s loading indicator
 * is covered by the 2 s catalogue call it waits for, so it needs no delay of
 * its own. `MOCK_LATENCY_MS` at `npm start` / `npm run build` / `npm run api`
 * time changes them: `800` sets every delay, `catalogue=500,product=0` sets
 * named ones (README: "Working with the fake backend").
 */
export const DEFAULT_LATENCY_MS = {
  /** Spec §4: the stored user is read back 2 s after start. */
  session: 2000,
  /** Spec §4: the product list arrives after 2 s. */
  catalogue: 2000,
  /** Spec §2: the product page shows its loading indicator for 2 s. */
  product: 2000,
  /** Spec §4: the cart page loads after 2 s. */
  cart: 2000,
  /** Not in the spec; a sign-in that answers in 1 s feels like a real one. */
  login: 1000,
  /** Saving the cart happens in the background; the shopper never waits for it. */
  cartSave: 300,
} as const;

export type LatencyName = keyof typeof DEFAULT_LATENCY_MS;

/** The calls' names, as MOCK_LATENCY_MS and MOCK_FAIL spell them. */
export const CALL_NAMES = Object.keys(DEFAULT_LATENCY_MS) as LatencyName[];

export type LatencySettings = Partial<Record<LatencyName, number>>;

export function isCallName(name: string): name is LatencyName {
  return (CALL_NAMES as string[]).includes(name);
}

/** The error every bad switch value gets: what was wrong, then the valid names. */
export function switchError(variable: string, problem: string, example: string): Error {
  return new Error(`${variable}: ${problem}. Valid call names: ${CALL_NAMES.join(', ')}. Example: ${example}`);
}

function parseMs(variable: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw switchError(variable, `"${text}" is not a delay in milliseconds (a number, 0 or more)`, EXAMPLE);
  }
  return Math.round(value);
}

const EXAMPLE = 'MOCK_LATENCY_MS=800 or MOCK_LATENCY_MS=catalogue=500,product=0';

/**
 * Reads MOCK_LATENCY_MS: empty means the defaults; a number sets every call;
 * `name=ms` pairs, comma-separated, set those calls (a bare number among them
 * sets the others). Anything else throws, naming the valid calls.
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
    if (extra !== undefined || !name || !isCallName(name)) {
      throw switchError(variable, `unknown call "${name ?? ''}" in "${part}"`, EXAMPLE);
    }
    settings[name] = parseMs(variable, ms);
  }
  if (everyCall !== null) for (const name of CALL_NAMES) settings[name] ??= everyCall;
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

/** Run-time settings (the development console handle) win over the build's; see mocks/switches.ts. */
export function latencyFor(name: LatencyName, runtime: LatencySettings = {}): number {
  return runtime[name] ?? configured[name] ?? DEFAULT_LATENCY_MS[name];
}

/** For tests: one delay for every call (null restores the defaults). */
export function setLatencyOverride(ms: number | null): void {
  configured = ms === null ? {} : Object.fromEntries(CALL_NAMES.map((name) => [name, ms]));
}

/** For tests and `npm run api`: the named delays (empty restores the defaults). */
export function setLatencySettings(settings: LatencySettings): void {
  configured = { ...settings };
}

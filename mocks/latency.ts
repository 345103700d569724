/**
 * Artificial latency of the fake backend: the one place to change it.
 *
 * Each call has a named delay with the spec's default (§9). The spec's waits
 * run concurrently, not one after the other: the grid's 1 s loading indicator
 * is covered by the 2 s catalogue call it waits for, so it needs no delay of
 * its own. `MOCK_LATENCY_MS=<n>` at `npm start` / `npm run build` time sets
 * every delay to n (0 gives an instant shop for tests and benchmarks).
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

/** Reads an override such as "0" or "500"; anything else means "no override". */
export function parseLatencyOverride(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

// Replaced at build time by webpack's DefinePlugin; read from the environment in Jest.
let override = parseLatencyOverride(process.env.MOCK_LATENCY_MS);

/** The delay a call waits before it answers. */
export function latencyFor(name: LatencyName): number {
  return override ?? DEFAULT_LATENCY_MS[name];
}

/** For tests: change the override at run time (null restores the defaults). */
export function setLatencyOverride(ms: number | null): void {
  override = ms;
}

/**
 * The fake backend's data and switches, for tests: with apiSlice.ts and
 * preload.ts, the only door from src/ into the fake backend, so the shop
 * reaches it through the API layer alone.
 */
import { serveProducts } from '../../mocks/backend/catalogue';
import { parseCatalogue } from '../../mocks/backend/catalogueSchema';

export { default as catalogueFile } from '../../mocks/catalogue.json';
export { allProducts } from '../../mocks/backend/catalogue';
export { CART_STORE_KEY, readCart, resetCartStore, writeCart } from '../../mocks/backend/cartStore';
export { resetServerDisk } from '../../mocks/backend/store';
export { parseFailSetting, setFailureConfig } from '../../mocks/devtools/failures';
export { routes } from '../../mocks/backend/routes';
import { DEFAULT_LATENCY_MS, setLatencySettings } from '../../mocks/devtools/latency';

export { setLatencyOverride } from '../../mocks/devtools/latency';
export { forcePix } from '../../mocks/backend/checkout/pixStatus';
export { advanceOrder } from '../../mocks/backend/checkout/orderClock';
export { advanceReturn } from '../../mocks/backend/returns/returnStore';
export { storedOrders } from '../../mocks/backend/checkout/orderStore';
export { KNOWN_CEPS } from '../../mocks/backend/checkout/cepTable';
export { tokenFor } from '../../mocks/backend/users';
export { DEMO_TOKEN, DEMO_USER, otherShopper, sessionIsLive, sessionWith } from '../../mocks/testSessions';
export { readOutbox, resetOutbox } from '../../mocks/backend/accounts/outbox';
export { grantDemoCredit } from '../../mocks/backend/creditGrant';
export { creditsOf } from '../../mocks/backend/credits';

/** Serves another catalogue file, validated as the build validates one (null goes back to the shop's). */
export function useCatalogue(file: unknown | null): void {
  serveProducts(file === null ? null : parseCatalogue(file));
}

/** Every call instant but one delay, `ms` long. */
export function onlySlow(name: keyof typeof DEFAULT_LATENCY_MS, ms: number): void {
  setLatencySettings({ ...Object.fromEntries(Object.keys(DEFAULT_LATENCY_MS).map((delay) => [delay, 0])), [name]: ms });
}

/** Every call instant, and a PIX paid only after `ms` (or when `forcePix` pays it). */
export const pixPaidAfter = (ms: number) => onlySlow('pixPaid', ms);

/** Every call instant, and an order's steps `ms` apart (or moved by `advanceOrder`). */
export const orderStepEvery = (ms: number) => onlySlow('orderStep', ms);

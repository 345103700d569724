/**
 * The fake backend's data and switches, for tests: with apiSlice.ts and
 * preload.ts, the only door from src/ into the fake backend, so the shop
 * reaches it through the API layer alone.
 */
import { serveProducts } from '../../mocks/catalogue';
import { parseCatalogue } from '../../mocks/catalogueSchema';

export { default as catalogueFile } from '../../mocks/catalogue.json';
export { allProducts } from '../../mocks/catalogue';
export { CART_STORE_KEY, readCart, resetCartStore, writeCart } from '../../mocks/cartStore';
export { resetServerDisk } from '../../mocks/disk';
export { parseFailSetting, setFailureConfig } from '../../mocks/failures';
export { routes } from '../../mocks/handlers';
export { setLatencyOverride } from '../../mocks/latency';
export { DEMO_USER, tokenFor } from '../../mocks/users';

/** Serves another catalogue file, validated as the build validates one (null goes back to the shop's). */
export function useCatalogue(file: unknown | null): void {
  serveProducts(file === null ? null : parseCatalogue(file));
}

/**
 * The fake backend's data and switches, for tests: with apiSlice.ts and
 * preload.ts, the only door from src/ into the fake backend, so the shop
 * reaches it through the API layer alone.
 */
export { default as catalogueFile } from '../../mocks/catalogue.json';
export { allProducts, useCatalogue } from '../../mocks/catalogue';
export { CART_STORE_KEY, readCart, resetCartStore, writeCart } from '../../mocks/cartStore';
export { parseFailSetting, setFailureConfig } from '../../mocks/failures';
export { routes } from '../../mocks/handlers';
export { setLatencyOverride } from '../../mocks/latency';
export { DEMO_USER, tokenFor } from '../../mocks/users';

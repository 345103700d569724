import { preloadRequest } from '../../mocks/fakeBaseQuery';

/**
 * Sends the catalogue request before the shop's code has even been evaluated,
 * as a real shop's `<link rel="preload" as="fetch">` would (src/loadShop.ts
 * calls it first): every page needs the catalogue, and its delay then runs
 * while the rest starts up. The app's own identical request takes the answer.
 */
export function preloadCatalogue(): void {
  preloadRequest('/products');
}

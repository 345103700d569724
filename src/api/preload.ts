import { preloadRequest } from '../../mocks/fakeBaseQuery';
import { API_URL, REQUEST_TIMEOUT_MS } from './config';

/**
 * Sends the catalogue request before the shop's code has even been evaluated,
 * as a real shop's `<link rel="preload" as="fetch">` would (src/loadShop.ts
 * calls it first): every page needs the catalogue, and its delay then runs
 * while the rest starts up. The app's own identical request takes the answer.
 */
export function preloadCatalogue(): void {
  // Against a real server (API_URL) the app's own request goes over HTTP.
  if (!API_URL) preloadRequest('/products', REQUEST_TIMEOUT_MS);
}

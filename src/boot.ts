/**
 * The first module the shop runs (src/index.tsx imports it before anything
 * else). It sends the catalogue request before React, the store and the pages
 * are even evaluated, as a real shop's `<link rel="preload" as="fetch">` would:
 * every page needs the catalogue, and its 2 s then run while the rest of the
 * script starts up instead of after it. The app's own request picks the answer up.
 */
import { preloadRequest } from '../mocks/fakeBaseQuery';

preloadRequest('/products');

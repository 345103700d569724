/**
 * The page's entry, small on purpose: it sends the catalogue request first,
 * then waits until the prerendered page, banner included, has been painted
 * before it evaluates the shop (src/startShop.tsx, already downloading
 * through a preload link). Evaluating ~400 kB of script takes the main thread
 * for a while, and the shopper should see the page during that time.
 */
import { preloadCatalogue } from './api/preload';
import { afterFirstPaint } from './lib/paint';

preloadCatalogue();

void afterFirstPaint()
  .then(() => import(/* webpackChunkName: "app" */ './startShop'))
  .catch((error: unknown) => {
    console.error('[start] the shop could not be loaded', error);
  });

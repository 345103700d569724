/**
 * The page's entry, small on purpose: it sends the catalogue request first,
 * then, once the page has been read, evaluates the shop (src/start/startShop.tsx,
 * already downloading through a preload link).
 */
import { preloadCatalogue } from '../api/preload';
import { pageRead } from './steps';

preloadCatalogue();

void pageRead()
  .then(() => import(/* webpackChunkName: "app" */ './startShop'))
  .catch((error: unknown) => {
    console.error('[start] the shop could not be loaded', error);
  });

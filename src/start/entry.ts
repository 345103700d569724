/**
 * The page's entry, small on purpose: it sends the catalogue request first,
 * then waits until the prerendered page, banner included, has been painted
 * before it evaluates the shop (src/start/startShop.tsx, already downloading
 * through a preload link): no script delays the page's largest paint.
 *
 * React's DOM renderer, the largest library, is evaluated in a task of its
 * own, and the rest of the shop in the next one: two shorter tasks rather than
 * one long one (docs/PERFORMANCE.md, devices table). Both imports name the
 * same chunk, so the libraries still arrive as one file. A button pressed
 * or a search sent meanwhile is made again once the shop has started (earlyPress.ts).
 */
import { preloadCatalogue } from '../api/preload';
import { noteEarlyPresses } from './earlyPress';
import { afterFirstPaint, nextTask } from './steps';

preloadCatalogue();
noteEarlyPresses();

void afterFirstPaint()
  .then(() => import(/* webpackChunkName: "app" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "app" */ './startShop'))
  .catch((error: unknown) => {
    console.error('[start] the shop could not be loaded', error);
  });

/**
 * The page's entry: small on purpose. It sends the catalogue request first
 * (boot.ts), then waits until the prerendered page, banner included, has been
 * painted before it evaluates the shop (start.tsx, already downloading through
 * a preload link): evaluating ~400 kB of script takes the main thread for a
 * while, and the shopper should see the page during that time, not after it.
 */
import './boot';
import { afterFirstPaint } from './lib/paint';

void afterFirstPaint()
  .then(() => import(/* webpackChunkName: "app" */ './start'))
  .catch((error: unknown) => {
    console.error('[start] the shop could not be loaded', error);
  });

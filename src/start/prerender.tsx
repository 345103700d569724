/**
 * Build-time prerender (run by webpack.config.ts in Node, never shipped to the
 * browser). Draws the shop's frame into the HTML files so the first paint does
 * not wait for JavaScript:
 * - `home`: the home page as a first-time shopper sees it before any data
 *   (promo strip, header, banner, sort and filters, loading grid, footer);
 *   the browser then adopts it (hydration).
 * - `page`: the frame of any other address with the loading indicator; the
 *   browser draws the page itself over it.
 */
import { text } from 'node:stream/consumers';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { AppProviders, AppShell } from '../app/App';
import { Layout } from '../app/layout/Layout';
import { makeStore } from '../app/store';

export type ShellKind = 'home' | 'page';

export interface Shell {
  /** For the page's `<head>`: React's resource hints (the banner's preload) and the style sheets. */
  head: string;
  /** The markup inside `<div id="root">`. */
  root: string;
}

/** The given shell as a first-time shopper sees it before any data. */
export async function renderShell(kind: ShellKind): Promise<Shell> {
  // A store made for the prerender: no storage, no data. The browser adopts the
  // page with a fresh store's state too (src/start/startShop.tsx), so both draw the same.
  const store = makeStore();
  // Emotion's "compat" mode collects the styles in the cache instead of writing a
  // <style> beside each element: the page gets them as two style sheets in its head,
  // rather than dozens in its body that emotion would move into the head one by one
  // when the shop starts (docs/PERFORMANCE.md, devices table).
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const tree = (
    <CacheProvider value={cache}>
      <AppProviders store={store}>
        <StaticRouter location="/">
          {kind === 'home' ? (
            <AppShell />
          ) : (
            <Layout>
              <Loading />
            </Layout>
          )}
        </StaticRouter>
      </AppProviders>
    </CacheProvider>
  );
  // Waits for every lazy piece (menu, footer, toast host), so the HTML is complete.
  const { prelude } = await prerenderToNodeStream(tree, {
    // Everything inline: large parts would otherwise be sent apart and put in
    // place by an inline script, which the page's policy (script-src 'self') forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error instanceof Error ? error : new Error(String(error));
    },
  });
  const markup = await text(prelude);
  // React puts resource hints first; they belong in the head, and left in the root
  // they would not match what the browser draws there.
  const [, hints = '', root = markup] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
  return { head: hints + styleSheets(cache), root };
}

/**
 * The collected styles as emotion writes them for the browser to adopt: the
 * global sheet (`css-global <name>`, which <Global> looks for) and one sheet of
 * every class rule (`css <id> <id> …`, which the browser's cache reads as inserted),
 * in the order they were drawn.
 */
function styleSheets(cache: EmotionCache): string {
  const ids: string[] = [];
  let rules = '';
  let global = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      global += `<style data-emotion="${cache.key}-global ${id}">${css}</style>`;
    } else {
      ids.push(id);
      rules += css;
    }
  }
  return `${global}<style data-emotion="${cache.key} ${ids.join(' ')}">${rules}</style>`;
}

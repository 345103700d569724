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
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Loading } from './components/Loading';
import { AppProviders, AppShell } from './app/App';
import { Layout } from './app/layout/Layout';
import { makeStore } from './app/store';

export type ShellKind = 'home' | 'page';

/** The markup that goes inside `<div id="root">` of the given shell. */
export async function renderShell(kind: ShellKind): Promise<string> {
  // A store made for the prerender: no storage, no data. The browser adopts the
  // page with a fresh store's state too (src/startShop.tsx), so both draw the same.
  const store = makeStore();
  const tree = (
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
  return text(prelude);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { readFailureConfig } from './mocks/devtools/failures';
import { parseLatencySetting } from './mocks/devtools/latency';
import { catalogueFileFrom } from './scripts/webpack/catalogueLoader';
import { FirstDownloadPlugin } from './scripts/webpack/firstDownloadPlugin';
import { siteUrlFrom } from './scripts/webpack/sitePages';
import { SitePagesPlugin } from './scripts/webpack/sitePagesPlugin';
import { PreloadChunkPlugin } from './src/start/preloadChunkPlugin';
import { PrerenderPlugin, prerenderConfig } from './src/start/prerenderPlugin';

/** Port of `npm start`; documented in the README. */
const DEV_PORT = Number(process.env.PORT ?? 3000);

/*
 * Build-time knobs (see README, "Working with the fake backend"):
 * - MOCK_LATENCY_MS: the fake backend's delays, all or by call name.
 * - MOCK_FAIL, MOCK_FAIL_RATE, MOCK_FAIL_SEED: failures on demand.
 * - MOCK_SWITCHES=1: the run-time switches in every tab of a production build (always on in
 *   development); without it a tab loads them only when its sessionStorage has some (mocks/transport.ts).
 * - API_URL: a real server over HTTP instead of the fake backend; API_TIMEOUT_MS: request time-out.
 * - CATALOGUE_FILE: builds the shop with another catalogue of the same shape.
 * - SITE_URL: the origin the shop is served from, for the absolute addresses of the
 *   product pages' heads, the sitemap and robots.txt (README, "Hosting a production build").
 * - FIRST_DOWNLOAD_CHECK=warn: page code in the first download is a warning, not an error
 *   (scripts/bench/devices.mjs weighs copies of the shop built so).
 */

/** Above this size the catalogue is fetched at run time rather than bundled. */
const LARGE_CATALOGUE_BYTES = 512 * 1024;

/** The module the catalogue loader replaces with the catalogue, validated at build time. */
const validatedCatalogue = path.resolve(__dirname, 'mocks/backend/validatedCatalogue.ts');

/** Origins of remote images in the catalogue: the only hosts the page may load images from. */
function imageOrigins(file: string): string[] {
  try {
    const { products } = JSON.parse(readFileSync(file, 'utf8')) as { products?: Array<{ image?: unknown }> };
    const origins = (products ?? []).flatMap(({ image }) => {
      try {
        return typeof image === 'string' && /^https:\/\//.test(image) ? [new URL(image).origin] : [];
      } catch {
        return [];
      }
    });
    return [...new Set(origins)];
  } catch {
    return []; // the catalogue loader reports a broken catalogue (scripts/webpack/catalogueLoader.ts)
  }
}

/**
 * Content-Security-Policy of the production page. Scripts only from the shop
 * itself (no inline, no eval). Styles allow inline because emotion and the
 * toast library inject <style> tags at run time and a static host cannot hand
 * out per-request nonces; no script can run from a style.
 */
function contentSecurityPolicy(catalogueFile: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigins(catalogueFile).join(' ')}`.trim(),
    `connect-src 'self' ${process.env.API_URL ? new URL(process.env.API_URL).origin : ''}`.trim(),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function reactRouterProductionBuild(): Record<string, string> {
  const dir = path.resolve(__dirname, 'node_modules/react-router/dist/production');
  return { 'react-router$': path.join(dir, 'index.mjs'), 'react-router/dom$': path.join(dir, 'dom-export.mjs') };
}

/** Where `npm start` and a production build served by scripts/serve.mjs answer, when SITE_URL is not set. */
const defaultSiteUrl = (production: boolean) => `http://127.0.0.1:${production ? 4173 : DEV_PORT}`;

/** A bad switch stops the build or start here, with a message that names the valid calls. */
function checkBackendSwitches(production: boolean): void {
  try {
    siteUrlFrom(process.env.SITE_URL, defaultSiteUrl(production));
    parseLatencySetting(process.env.MOCK_LATENCY_MS);
    readFailureConfig(process.env);
    const { API_URL, API_TIMEOUT_MS } = process.env;
    if (API_URL && !/^https?:\/\/[^/]+$/.test(API_URL.replace(/\/$/, ''))) {
      throw new Error(`API_URL: "${API_URL}" is not an origin. Example: API_URL=http://127.0.0.1:4000`);
    }
    if (API_TIMEOUT_MS && !(Number(API_TIMEOUT_MS) > 0)) {
      throw new Error(`API_TIMEOUT_MS: "${API_TIMEOUT_MS}" is not a positive number of milliseconds.`);
    }
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}

type Config = webpack.Configuration & { devServer?: DevServerConfiguration };

/**
 * Development: the shop alone, served by webpack-dev-server. Production: first
 * a Node build that prerenders the home page and the frame of other pages,
 * then the shop, whose HTML files receive that markup (src/start/prerenderPlugin.ts).
 */
export default (_env: unknown, argv: { mode?: string }): Config | Config[] => {
  const production = argv.mode !== 'development';
  checkBackendSwitches(production);
  const catalogueFile = catalogueFileFrom(process.env);
  const apiUrl = (process.env.API_URL ?? '').replace(/\/$/, '');
  const outputDir = path.resolve(__dirname, process.env.OUTPUT_DIR ?? 'dist');
  const prerenderDir = path.resolve(__dirname, 'node_modules/.cache/vitrine-prerender', path.basename(outputDir));

  const resolve: webpack.ResolveOptions = { extensions: ['.tsx', '.ts', '.js', '.json'] };
  const rules: webpack.RuleSetRule[] = [
    {
      // Side-effect free, but not marked so: emotion imports it bare for withTheme,
      // which the shop never uses. Saying so lets webpack drop it (and react-is).
      test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
      sideEffects: false,
    },
    {
      // react-router's production build, without what keeps its unused components (Form, NavLink…).
      test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
      use: { loader: path.resolve(__dirname, 'scripts/webpack/reactRouterLoader.ts') },
    },
    {
      // A feature's front doors (src/features/*/index.ts, lazy.ts) only re-export: an import
      // through one brings the module it names, not the door's other modules (page code among them).
      test: /src[\\/]features[\\/][^\\/]+[\\/](index|lazy)\.ts$/,
      sideEffects: false,
    },
    {
      // The catalogue is validated here, at build time: the module becomes the valid products,
      // or the URL of a JSON file of them for a large catalogue. Warnings name skipped entries.
      test: validatedCatalogue,
      use: {
        loader: path.resolve(__dirname, 'scripts/webpack/catalogueLoader.ts'),
        options: { file: catalogueFile, largeBytes: LARGE_CATALOGUE_BYTES },
      },
    },
    {
      // The calls' names and delays, derived at build time from their declarations: the page gets
      // the table, never the handlers it was read from (they load with their files).
      test: path.resolve(__dirname, 'mocks/backend/calls.ts'),
      use: { loader: path.resolve(__dirname, 'scripts/webpack/callTableLoader.ts') },
    },
    {
      test: /\.tsx?$/,
      exclude: [/node_modules/, validatedCatalogue],
      // Type errors are reported by `npm run typecheck`; the bundler only transpiles.
      use: { loader: 'ts-loader', options: { transpileOnly: true } },
    },
  ];
  const env = (name: string) => JSON.stringify(process.env[name] ?? '');
  const define = new webpack.DefinePlugin({
    'process.env.MOCK_LATENCY_MS': env('MOCK_LATENCY_MS'),
    'process.env.MOCK_FAIL': env('MOCK_FAIL'),
    'process.env.MOCK_FAIL_RATE': env('MOCK_FAIL_RATE'),
    'process.env.MOCK_FAIL_SEED': env('MOCK_FAIL_SEED'),
    // Development always has the run-time switches; a production build in every tab only when asked.
    'process.env.MOCK_SWITCHES': JSON.stringify(!production || process.env.MOCK_SWITCHES === '1' ? '1' : ''),
    'process.env.API_URL': JSON.stringify(apiUrl),
    'process.env.API_TIMEOUT_MS': env('API_TIMEOUT_MS'),
  });
  // Development needs eval for its fast source maps, so the policy is for production builds.
  const meta: HtmlWebpackPlugin.Options['meta'] = production
    ? { csp: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(catalogueFile) } }
    : {};

  // Every product's page file, the home page's head, sitemap.xml and robots.txt (scripts/webpack/sitePages.ts).
  const sitePages = new SitePagesPlugin({
    catalogueFile,
    siteUrl: siteUrlFrom(process.env.SITE_URL, defaultSiteUrl(production)),
    // The product page's file, the recently viewed list's, and the frame's footer and menu.
    pageChunks: ['product', 'recent', 'chrome'],
  });

  const html: HtmlWebpackPlugin.Options = {
    template: 'public/index.html',
    meta,
    minify: false,
    inject: 'head',
    scriptLoading: 'blocking',
  };

  const shop: Config = {
    name: 'shop',
    mode: production ? 'production' : 'development',
    entry: './src/start/entry.ts',
    output: {
      path: outputDir,
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      publicPath: '/',
      // A script chunk gives up loading after 120 seconds.
      chunkLoadTimeout: 120_000,
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      ...resolve,
      alias: {
        ...resolve.alias,
        // react-router's package exports always point at its development build;
        // production builds take the production one (no dev warnings, smaller).
        ...(production ? reactRouterProductionBuild() : {}),
        // What a styled element hands on to the DOM: the shop's short answer, not emotion's
        // 2 kB attribute list (src/theme/styleProps.ts).
        '@emotion/is-prop-valid$': path.resolve(__dirname, 'src/theme/styleProps.ts'),
        // `styled.div` and the like made on first use, not emotion's 135 tags at start (src/theme/styled.ts).
        '@emotion/styled$': path.resolve(__dirname, 'src/theme/styled.ts'),
      },
    },
    module: { rules },
    plugins: [
      define,
      // index.html: the home page. app.html: the frame every other address starts from.
      // The entry (src/start/entry.ts, 2 kB) runs in the head, before the page is read: it sends the
      // catalogue request at once and starts the shop once the page has been read.
      new HtmlWebpackPlugin({ ...html, filename: 'index.html' }),
      // The shop's code (src/start/startShop.tsx) downloads with the page; src/start/entry.ts runs it once the page is read.
      new PreloadChunkPlugin('app'),
      ...(production
        ? [
            new HtmlWebpackPlugin({ ...html, filename: 'app.html' }),
            new PrerenderPlugin(path.join(prerenderDir, 'prerender.js')),
            // What the first download may never hold: scripts/webpack/firstDownload.ts.
            new FirstDownloadPlugin({ warnOnly: process.env.FIRST_DOWNLOAD_CHECK === 'warn' }),
          ]
        : []),
      sitePages,
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      // Repeat visits and offline: the service worker precaches the shell, every
      // chunk, the catalogue and the images; '/' is index.html, any other address app.html.
      ...(production
        ? [
            new GenerateSW({
              swDest: 'sw.js',
              inlineWorkboxRuntime: true,
              sourcemap: false,
              navigateFallback: '/app.html',
              navigateFallbackDenylist: [/\.[a-z0-9]+$/i, /^\/product\//],
              // A product's address asks the server for its own page (its head names the product);
              // offline, the frame every other address gets.
              runtimeCaching: [
                {
                  urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/product/'),
                  handler: 'NetworkOnly',
                  options: { precacheFallback: { fallbackURL: '/app.html' } },
                },
              ],
              cleanupOutdatedCaches: true,
              clientsClaim: true,
              skipWaiting: true,
              // Product pages are fetched when opened (above); a catalogue's worth would fill the cache, and link
              // previews are for other sites' crawlers.
              exclude: [
                /\.map$/,
                /LICENSE\.txt$/,
                /^product\//,
                /^images\/previews\//,
                /^sitemap.*\.xml$/,
                /^robots\.txt$/,
              ],
              maximumFileSizeToCacheInBytes: 60 * 1024 * 1024,
              // Hashed files never change; the rest is revalidated by revision.
              dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
            }),
          ]
        : []),
    ],
    // HTML is not minified (neither by the plugin above nor by webpack's own minimizer):
    // minifiers strip the comments React marks its boundaries with, and the prerendered
    // page could then not be adopted. React's markup is compact already.
    // mangleExports 'size': the shortest export names across chunks (0.5 kB gz less initial JS
    // than the default 'deterministic' names; docs/PERFORMANCE.md). Names may change between
    // builds, which only matters to long-term caching of unchanged files.
    // Terser, told the output is ES2020 in strict module scope, with a third pass, the
    // arrow and method shorthands, and function declarations hoisted to the top of their scope
    // (bytes: docs/PERFORMANCE.md, devices table).
    optimization: {
      minimizeOptions: {
        html: false,
        javascript: {
          ecma: 2020,
          module: true,
          compress: { passes: 3, hoist_funs: true, unsafe_arrows: true, unsafe_methods: true },
        },
      },
      mangleExports: 'size',
    },
    performance: { hints: false },
    devServer: {
      port: DEV_PORT,
      host: '127.0.0.1',
      // Any address is the shop; a product's is its own page file (as scripts/serve.mjs answers).
      historyApiFallback: {
        rewrites: [
          {
            from: /^\/product\//,
            to: ({ parsedUrl }) => {
              const file = sitePages.fileFor(parsedUrl.pathname ?? '', parsedUrl.search ?? '');
              return file ? `/${file.split('/').map(encodeURIComponent).join('/')}` : '/index.html';
            },
          },
        ],
      },
      open: false,
      static: { directory: path.resolve(__dirname, 'public') },
    },
  };
  if (!production) return shop;
  return [
    prerenderConfig({ outputDir: prerenderDir, resolve, rules, plugins: [define] }),
    { ...shop, dependencies: ['prerender'] },
  ];
};

#!/usr/bin/env node
// Each performance device, removed in turn (docs/PERFORMANCE.md, devices table).
// For the committed code (HEAD) and for each device below, a copy of HEAD with that one
// device taken out is built at latency 0 and at the default latency; then, in one run set,
// every build is loaded in turn on the page where the device shows (`page`: the home page
// unless it says 'product'): initial JS, the long-task figures under 4× CPU with the
// per-task figures (longtasks.mjs, pageload.mjs) and Lighthouse's mobile preset
// (lighthouse.mjs; LIGHTHOUSE_RUNS=0 leaves it out). Devices that change only what the
// first download weighs (`bytesOnly`) are built once, for initial JS.
//
//   node scripts/bench/devices.mjs                   # everything (about two hours)
//   node scripts/bench/devices.mjs --only prerender,early-catalogue
//   DEVICES_RUNS=5 BENCH_SKIP_BUILD=1 node scripts/bench/devices.mjs
//   LONGTASKS_NETWORK=slow4g node scripts/bench/devices.mjs --only preload-links   # long tasks on a slow network
//
// Each removal is a list of exact text replacements; one that no longer matches stops the
// run and names the device, so this file cannot drift from the code silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  median,
  medianAndRange as spread,
  requireChromium,
  table,
  writeResult,
} from './lib.mjs';

process.env.LONGTASKS_RUNS ??= process.env.DEVICES_RUNS ?? '7';
process.env.LIGHTHOUSE_RUNS ??= process.env.DEVICES_RUNS ?? '5';
const { loadFigures } = await import('./longtasks.mjs');
const { compareDirs } = await import('./lighthouse.mjs');
const { PAGES, perTaskRows } = await import('./pageload.mjs');

const ROOT = process.cwd();
// Outside node_modules: the build does not compile sources under a node_modules path.
const WORK = path.join(tmpdir(), 'vitrine-devices');
const OUT = 'dist-devices';

/** One device: where it lives, what it is for, and how to take it out. */
const DEVICES = [
  {
    name: 'prerender',
    what: 'home page and page frame prerendered into the HTML at build time',
    edits: [['webpack.config.ts', "new PrerenderPlugin(path.join(prerenderDir, 'prerender.js')),", '']],
  },
  {
    name: 'styles-in-head',
    what: "the prerender's styles as two sheets in the head (emotion's compat mode)",
    edits: [
      ['src/start/prerender.tsx', 'cache.compat = true;', ''],
      ['src/start/prerender.tsx', 'head: hints + styleSheets(cache)', 'head: hints'],
    ],
  },
  {
    name: 'early-catalogue',
    what: 'the catalogue request sent by the entry, before the shop is evaluated',
    edits: [['src/start/entry.ts', 'preloadCatalogue();\n', '']],
  },
  {
    name: 'preload-links',
    what: "<link rel=preload> for the shop's two start-up files",
    edits: [['src/start/preloadChunkPlugin.ts', 'data.headTags.push({', 'if (!data) data.headTags.push({']],
  },
  {
    name: 'compile-hint',
    what: 'V8 compile hint on the start-up files (compiled while they stream in)',
    edits: [['src/start/preloadChunkPlugin.ts', 'new webpack.sources.ConcatSource(COMPILE_HINT, source)', 'source']],
  },
  {
    name: 'start-in-steps',
    what: 'start-up steps as tasks of their own, React drawing in a transition',
    edits: [
      ['src/start/startShop.tsx', "await nextTask(); // after evaluating the shop's code", ''],
      ['src/start/startShop.tsx', '  await nextTask();\n  const container', '  const container'],
      ['src/start/startShop.tsx', 'startTransition(() => {', '(() => {'],
      ['src/start/startShop.tsx', '  });\n  // React hears them now', '  })();\n  // React hears them now'],
    ],
  },
  {
    name: 'shop-after-paint',
    what: 'the shop evaluated once the prerendered page, banner included, has been painted',
    edits: [
      [
        'src/start/entry.ts',
        "import { afterFirstPaint, nextTask } from './steps';",
        "import { pageRead as afterFirstPaint, nextTask } from './steps';",
      ],
    ],
  },
  {
    name: 'react-dom-own-task',
    what: "React's DOM renderer evaluated in a task of its own, the rest of the shop in the next",
    edits: [
      [
        'src/start/entry.ts',
        '  .then(() => import(/* webpackChunkName: "app" */ \'react-dom/client\'))\n  .then(nextTask)\n',
        '',
      ],
    ],
  },
  {
    name: 'collator-on-first-use',
    what: 'the pt-BR collator made at the first name sort, not when the shop is evaluated',
    edits: [
      [
        'src/lib/text.ts',
        'let collator: Intl.Collator | undefined;',
        "let collator: Intl.Collator | undefined = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });",
      ],
    ],
  },
  {
    name: 'formatter-on-first-use',
    what: "the currency formatter made by the first price drawn, not when a page's file is evaluated",
    page: 'product',
    edits: [
      [
        'src/lib/money.ts',
        'let brl: Intl.NumberFormat | undefined;',
        "let brl: Intl.NumberFormat | undefined = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });",
      ],
    ],
  },
  {
    name: 'product-in-slices',
    what: 'the product, once it arrives, drawn as a background update (a deferred value)',
    page: 'product',
    edits: [
      [
        'src/features/catalog/ProductPage.tsx',
        'const loading = useDeferredValue(waiting) || waiting;',
        'const loading = waiting;',
      ],
    ],
  },
  {
    name: 'checkout-backend-later',
    what: "the fake backend's checkout handlers fetched with the first checkout call, not with the other routes",
    page: 'product',
    edits: [
      [
        'mocks/backend/laterCalls.ts',
        "import { calls as favoriteCalls } from './favorites/favoriteRoutes';",
        "import { calls as favoriteCalls } from './favorites/favoriteRoutes';\nimport * as eager from './checkout/calls';",
      ],
      [
        'mocks/backend/laterCalls.ts',
        '() => import(/* webpackChunkName: "mock-checkout" */ \'./checkout/calls\'),',
        '() => Promise.resolve(eager),',
      ],
    ],
  },
  {
    name: 'catalog-section-lazy',
    what: "the home page's content (banner, catalogue section) in a file of its own",
    edits: [
      [
        'src/features/catalog/HomePage.tsx',
        "import { lazy, Suspense } from 'react';",
        "import { Suspense } from 'react';\nimport { CatalogSection } from './CatalogSection';\nimport { HomeBanner } from './HomeBanner';",
      ],
      [
        'src/features/catalog/HomePage.tsx',
        'const HomeBanner = lazy(() =>\n  import(/* webpackChunkName: "catalog" */ \'./HomeBanner\').then((m) => ({ default: m.HomeBanner })),\n);',
        '',
      ],
      [
        'src/features/catalog/HomePage.tsx',
        'const CatalogSection = lazy(() =>\n  import(/* webpackChunkName: "catalog" */ \'./CatalogSection\').then((m) => ({\n    default: m.CatalogSection,\n  })),\n);',
        '',
      ],
    ],
  },
  {
    name: 'grid-in-slices',
    what: "the grid's first cards drawn as a background update (a deferred value)",
    edits: [
      [
        'src/features/catalog/ProductGrid.tsx',
        'const loading = useDeferredValue(isLoading);',
        'const loading = isLoading;',
      ],
    ],
  },
  {
    name: 'lazy-chrome',
    what: 'footer and slide-out menu fetched after the first paint',
    edits: [
      [
        'src/app/layout/Layout.tsx',
        'const Footer = lazy(() =>\n  import(/* webpackChunkName: "chrome" */ \'../../components/Footer\').then((m) => ({ default: m.Footer })),\n);\nconst LateChrome = lazy(() =>\n  import(/* webpackChunkName: "chrome" */ \'./LateChrome\').then((m) => ({ default: m.LateChrome })),\n);',
        "import { Footer } from '../../components/Footer';\nimport { LateChrome } from './LateChrome';",
      ],
    ],
  },
  {
    name: 'lazy-toaster',
    what: 'the toast stack (notistack) in a file of its own',
    edits: [
      [
        'src/app/ToastHost.tsx',
        "import { lazy, Suspense, useState, type ReactNode } from 'react';",
        "import { Suspense, useState, type ReactNode } from 'react';\nimport Toaster from './Toaster';",
      ],
      [
        'src/app/ToastHost.tsx',
        'const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ \'./Toaster\'));',
        '',
      ],
    ],
  },
  {
    name: 'toaster-with-first-toast',
    what: "the toast stack's file fetched with the first toast, not with every page",
    page: 'product',
    edits: [['src/app/ToastHost.tsx', '{needed && <Toaster />}', '<Toaster />']],
  },
  {
    name: 'product-files-preloaded',
    what: "a product's own page preloads the product page's files",
    page: 'product',
    edits: [['webpack.config.ts', "    pageChunks: ['product', 'recent', 'chrome'],\n", '']],
  },
  {
    name: 'recent-file-with-page',
    what: "the recently viewed list's file fetched alongside the page that shows it",
    page: 'product',
    edits: [
      [
        'src/app/routes.tsx',
        '  void import(/* webpackChunkName: "recent" */ \'./persistence/recentlyViewed\').catch(() => undefined);\n',
        '',
      ],
    ],
  },
  {
    name: 'later-routes',
    what: "the fake backend's routes other than the catalogue's fetched with their first call",
    page: 'product',
    edits: [
      [
        'mocks/backend/routes.ts',
        "import { once, routesOf, type CallFile, type Route } from './route';",
        "import { once, routesOf, type CallFile, type Route } from './route';\nimport * as eagerLater from './laterCalls';",
      ],
      [
        'mocks/backend/routes.ts',
        "fetchLater([() => import('./laterCalls')]);",
        'fetchLater([() => Promise.resolve(eagerLater)]);',
      ],
    ],
  },
  {
    name: 'catalogue-at-build',
    what: 'the catalogue validated when the shop is built (no validator in the browser)',
    edits: [
      ['webpack.config.ts', 'test: validatedCatalogue,', 'test: /^$/,'],
      ['webpack.config.ts', 'exclude: [/node_modules/, validatedCatalogue],', 'exclude: [/node_modules/],'],
      [
        'webpack.config.ts',
        '        ...resolve.alias,\n',
        "        ...resolve.alias,\n        '@catalogue': catalogueFile,\n",
      ],
    ],
  },
  // What the first download weighs, and nothing else: built once, compared by initial JS.
  {
    name: 'mangle-exports-size',
    what: "webpack's shortest export names across chunks",
    bytesOnly: true,
    edits: [['webpack.config.ts', "mangleExports: 'size'", "mangleExports: 'deterministic'"]],
  },
  {
    name: 'hoist-side-effect-free',
    what: 'hoist-non-react-statics marked side-effect free (dropped with withTheme)',
    bytesOnly: true,
    edits: [['webpack.config.ts', '      sideEffects: false,\n', '']],
  },
  {
    name: 'router-trimmed',
    what: "react-router without displayName statements, React factories marked pure, Link's prefetch as without framework mode",
    bytesOnly: true,
    edits: [
      [
        'webpack.config.ts',
        "      use: { loader: path.resolve(__dirname, 'scripts/webpack/reactRouterLoader.ts') },\n",
        '',
      ],
    ],
  },
  {
    name: 'styled-on-use',
    what: "`styled.div` and the like made on first use in place of emotion's 135 tags made at start",
    bytesOnly: true,
    edits: [['webpack.config.ts', "        '@emotion/styled$': path.resolve(__dirname, 'src/theme/styled.ts'),\n", '']],
  },
  {
    name: 'style-props',
    what: "the shop's list of style props in place of @emotion/is-prop-valid",
    bytesOnly: true,
    edits: [
      [
        'webpack.config.ts',
        "        '@emotion/is-prop-valid$': path.resolve(__dirname, 'src/theme/styleProps.ts'),\n",
        '',
      ],
    ],
  },
  {
    name: 'terser-options',
    what: 'terser told the output is ES2020 module code, three passes, hoisted functions, arrow and method shorthands',
    bytesOnly: true,
    edits: [
      [
        'webpack.config.ts',
        '        javascript: {\n          ecma: 2020,\n          module: true,\n          compress: { passes: 3, hoist_funs: true, unsafe_arrows: true, unsafe_methods: true },\n        },\n',
        '',
      ],
    ],
  },
  {
    name: 'checkout-with-pages',
    what: "the checkout's slice injected when its pages load, not in the store from the start",
    bytesOnly: true,
    edits: [
      [
        'src/app/store.ts',
        "import { apiSlice } from '../api/apiSlice';",
        "import { apiSlice } from '../api/apiSlice';\nimport '../features/checkout/checkoutSlice';",
      ],
    ],
  },
  {
    name: 'search-selectors-later',
    what: "the search's selectors fetched with the grid, the menu or the search box's first use",
    bytesOnly: true,
    edits: [
      [
        'src/features/catalog/SearchBox.tsx',
        "import { loadSearchSelectors, useSearchSelectors } from './loadSearchSelectors';",
        "import * as searchSelectors from './searchSelectors';\nconst loadSearchSelectors = () => Promise.resolve(searchSelectors);\nconst useSearchSelectors = (_wanted: boolean) => searchSelectors;",
      ],
    ],
  },
  {
    name: 'session-cart-later',
    what: "the session's and the cart's requests fetched once a shopper is signed in",
    bytesOnly: true,
    edits: [
      [
        'src/features/cart/cartListeners.ts',
        "export const loadCartSaving = async (): Promise<SavingFile> => (savingFile ??= await import('./cartSaving'));",
        "import * as savingNow from './cartSaving';\nexport const loadCartSaving = async (): Promise<SavingFile> => (savingFile ??= savingNow);",
      ],
      [
        'src/features/session/sessionListeners.ts',
        "const { sessionApi } = await import('./sessionApi');",
        'const { sessionApi } = sessionNow;',
      ],
      [
        'src/features/session/sessionListeners.ts',
        "import { selectToken, selectUser, sessionExpired } from './sessionSlice';",
        "import { selectToken, selectUser, sessionExpired } from './sessionSlice';\nimport * as sessionNow from './sessionApi';",
      ],
    ],
  },
  {
    name: 'offline-later',
    what: "the service worker's registration fetched after the start",
    bytesOnly: true,
    edits: [
      [
        'src/start/startShop.tsx',
        "import { App } from '../app/App';",
        "import { App } from '../app/App';\nimport { registerServiceWorker } from '../app/serviceWorker';",
      ],
      [
        'src/start/startShop.tsx',
        'void pageLoaded()\n      .then(whenIdle)\n      .then(() => import(/* webpackChunkName: "offline" */ \'../app/serviceWorker\'))\n      .then((m) => m.registerServiceWorker());',
        'registerServiceWorker();',
      ],
    ],
  },
  {
    name: 'offline-after-load',
    what: 'the service worker registered once the page has loaded and the browser is idle',
    page: 'product',
    edits: [['src/start/startShop.tsx', 'void pageLoaded()\n      .then(whenIdle)\n', 'void Promise.resolve()\n']],
  },
];

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const chosen = DEVICES.filter((d) => !only || only.includes(d.name));
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';

/** A copy of HEAD with the device's edits, built with each environment into dist-devices/<name>-<suffix>. */
function buildVariant(device, targets) {
  const missing = targets.filter(({ dir }) => !(skipBuild && existsSync(`${dir}/index.html`)));
  if (missing.length === 0) return;
  const tree = path.join(WORK, device.name);
  rmSync(tree, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune']);
  execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, 'HEAD'], { stdio: 'ignore' });
  try {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
    for (const [file, from, to] of device.edits) {
      const full = path.join(tree, file);
      const text = readFileSync(full, 'utf8');
      if (!text.includes(from))
        throw new Error(`device "${device.name}": ${file} no longer holds ${JSON.stringify(from)}`);
      writeFileSync(full, text.replace(from, to));
    }
    for (const { dir, env } of missing) {
      console.log(`Building ${dir} ${JSON.stringify(env)}`);
      const result = spawnSync('npm', ['run', '--silent', 'build'], {
        cwd: tree,
        stdio: ['ignore', 'ignore', 'inherit'],
        // A device taken out may put page code in the first download (weighing that is the point):
        // the build says so in a warning rather than failing (scripts/webpack/firstDownload.ts).
        env: {
          ...process.env,
          MOCK_LATENCY_MS: '',
          FIRST_DOWNLOAD_CHECK: 'warn',
          ...env,
          OUTPUT_DIR: path.join(ROOT, dir),
        },
      });
      if (result.status !== 0) throw new Error(`build of ${dir} failed`);
    }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'ignore' });
  }
}

const initialJs = (dir) => {
  execFileSync('node', ['scripts/bench/bundle.mjs', dir], { stdio: 'ignore' });
  return JSON.parse(readFileSync('bench-results/bundle.json', 'utf8')).initialGzip;
};

mkdirSync(WORK, { recursive: true });
const baseline = { name: 'baseline', what: 'the committed code, every device in place', edits: [] };
const loads = [baseline, ...chosen.filter((d) => !d.bytesOnly)];
const bytesOnly = chosen.filter((d) => d.bytesOnly);
for (const device of bytesOnly) buildVariant(device, [{ dir: `${OUT}/${device.name}-d`, env: {} }]);
for (const device of loads)
  buildVariant(device, [
    { dir: `${OUT}/${device.name}-0`, env: { MOCK_LATENCY_MS: '0' } },
    { dir: `${OUT}/${device.name}-d`, env: {} },
  ]);

requireChromium();
// Each device is loaded on the page where it shows (`page`, the home page by default), beside the baseline.
const pages = [...new Set(loads.slice(1).map((d) => d.page ?? 'home'))];
if (pages.length === 0) pages.push('home');
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS);
const rows = [];
const perTask = [];
for (const pageKey of pages) {
  const onPage = loads.filter((d) => d === baseline || (d.page ?? 'home') === pageKey);
  const dirs = onPage.flatMap((d) => [`${OUT}/${d.name}-0`, `${OUT}/${d.name}-d`]);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const longTasks = await loadFigures(
    browser,
    dirs.map((dir, i) => ({ dir, port: 4290 + i, pageKey })),
  );
  await browser.close();
  const lighthouse = lighthouseRuns > 0 ? await compareDirs(dirs, undefined, PAGES[pageKey].path) : [];
  for (const device of onPage)
    for (const latency of ['0', 'd']) {
      const dir = `${OUT}/${device.name}-${latency}`;
      const tasks = longTasks.find((r) => r.dir === dir).runs;
      const audits = lighthouse.find((r) => r.build === dir)?.runs ?? [];
      const audited = (values) => (audits.length ? spread(values) : '–');
      rows.push({
        device: device.name,
        page: pageKey,
        latency: latency === '0' ? '0' : 'default',
        'initial JS B': initialJs(dir),
        'longest after FCP ms': spread(tasks.map((r) => r.longestAfterPaintMs)),
        'blocking after FCP ms': spread(tasks.map((r) => r.blockingAfterPaintMs)),
        'ready ms': spread(tasks.map((r) => r.readyMs)),
        'LCP ms (trace)': spread(tasks.map((r) => r.lcpMs ?? 0)),
        'Lighthouse mobile': audited(audits.map((r) => r.score)),
        'TBT ms': audited(audits.map((r) => r.tbt)),
        'LCP ms': audited(audits.map((r) => r.lcp)),
        CLS: audits.length ? median(audits.map((r) => r.cls)).toFixed(3) : '–',
      });
    }
  // Per-task figures: what each device changes, task by task, where page-level figures blur it.
  for (const latency of ['0', 'd'])
    perTask.push({
      page: pageKey,
      latency,
      rows: perTaskRows(
        onPage.map((d) => ({
          label: d.name,
          runs: longTasks.find((r) => r.dir === `${OUT}/${d.name}-${latency}`).runs,
        })),
        spread,
      ),
    });
}
for (const device of bytesOnly)
  rows.push({
    device: device.name,
    page: '–',
    latency: 'default',
    'initial JS B': initialJs(`${OUT}/${device.name}-d`),
    'longest after FCP ms': '–',
    'blocking after FCP ms': '–',
    'ready ms': '–',
    'LCP ms (trace)': '–',
    'Lighthouse mobile': '–',
    'TBT ms': '–',
    'LCP ms': '–',
    CLS: '–',
  });
console.log(`\nEach device removed in turn (medians, min–max; one run set, builds taking turns)\n`);
table(rows);
for (const { page, latency, rows: kinds } of perTask) {
  console.log(`\nThe longest task of each kind, ${page} page, latency ${latency === '0' ? '0' : 'default'}\n`);
  table(kinds);
}

writeResult('devices', {
  devices: [baseline, ...chosen].map(({ name, what, page = 'home' }) => ({ name, what, page })),
  rows,
  perTask,
});

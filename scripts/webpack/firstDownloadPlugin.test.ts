/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import webpack from 'webpack';
import { GenerateSW } from 'workbox-webpack-plugin';
import makeConfig from '../../webpack.config';
import { PrerenderPlugin } from '../../src/start/prerenderPlugin';
import { FirstDownloadPlugin } from './firstDownloadPlugin';

/*
 * The shop's production build (webpack.config.ts), into a temporary folder, without what the
 * check does not need and that takes most of the time (the prerender, the service worker, the
 * copy of public/, minifying and source maps): the same modules in the same chunks. One compiler
 * with a cache in memory serves both tests: the second build redoes only the module it changes.
 */
const ROOT = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'first-download-'));
const outputDir = path.join(dir, 'build');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/*
 * What the second test changes: a loader on the cart's slice (in the first download) that, once
 * the switch file says so, makes it import the checkout's slice (page code). It is never cached.
 */
const cartSlice = path.join(ROOT, 'src/features/cart/cartSlice.ts');
const importSwitch = path.join(dir, 'import-checkout-slice');
const loader = path.join(dir, 'importCheckoutSlice.js');
writeFileSync(
  loader,
  `const { existsSync } = require('node:fs');
module.exports = function (source) {
  this.cacheable(false);
  return existsSync(${JSON.stringify(importSwitch)}) ? source + "\\nimport '../checkout/checkoutSlice';\\n" : source;
};
`,
);

const configs = makeConfig({}, { mode: 'production' }) as webpack.Configuration[];
const shop = configs.find(({ name }) => name === 'shop')!;
const slow = [PrerenderPlugin, GenerateSW, CopyWebpackPlugin];
const plugins = (shop.plugins ?? []).filter((plugin) => !slow.some((kind) => plugin instanceof kind));
const check = plugins.find((plugin) => plugin instanceof FirstDownloadPlugin) as FirstDownloadPlugin;
const compiler = webpack({
  ...shop,
  dependencies: undefined,
  cache: { type: 'memory' },
  output: { ...shop.output, path: outputDir },
  devtool: false,
  optimization: { ...shop.optimization, minimize: false },
  module: {
    rules: [...(shop.module?.rules ?? []), { test: cartSlice, enforce: 'pre', use: loader }],
  },
  plugins,
  infrastructureLogging: { level: 'error' },
});
afterAll(() => new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve()))));

function build() {
  return new Promise<{ errors: string[]; firstDownload: string[] }>((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      const firstDownload = [...check.chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
      resolve({ errors: stats.compilation.errors.map(({ message }) => message), firstDownload });
    });
  });
}

const BUILD_MS = 120_000;

test(
  "the shop's first download passes, and it is the set of files CI weighs against its budget",
  async () => {
    const { errors, firstDownload } = await build();
    expect(errors).toEqual([]);

    spawnSync('node', [path.join(ROOT, 'scripts/bench/bundle.mjs'), outputDir], { cwd: dir, stdio: 'ignore' });
    const report = JSON.parse(readFileSync(path.join(dir, 'bench-results/bundle.json'), 'utf8')) as {
      files: Array<{ path: string; group: string }>;
    };
    const weighed = report.files.filter(({ group }) => group === 'initial').map((file) => file.path);
    expect(firstDownload.sort()).toEqual(weighed.sort());
    expect(firstDownload).toContainEqual(expect.stringMatching(/^js\/main\./));
  },
  BUILD_MS,
);

test(
  'an import that pulls a page into the first download fails the build, naming the module and its imports',
  async () => {
    writeFileSync(importSwitch, '');

    const { errors } = await build();

    // The checkout's slice brings the coupon's events with it (later code too, named on its own).
    expect(errors).toEqual([
      expect.stringMatching(
        /^src\/features\/cart\/couponEvents\.ts is the coupon code .* but is in the first download/,
      ),
      expect.stringMatching(
        /^src\/features\/checkout\/checkoutSlice\.ts is page code \(the checkout's\) but is in the first download: src\/start\/entry\.ts → src\/start\/startShop\.tsx → .* → src\/features\/cart\/cartSlice\.ts → src\/features\/checkout\/checkoutSlice\.ts$/,
      ),
    ]);
  },
  BUILD_MS,
);

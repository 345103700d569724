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
 * copy of public/, minifying and source maps): the same modules in the same chunks.
 */
const ROOT = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'first-download-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(outputDir: string, rules: webpack.RuleSetRule[] = []) {
  const configs = makeConfig({}, { mode: 'production' }) as webpack.Configuration[];
  const shop = configs.find(({ name }) => name === 'shop')!;
  const slow = [PrerenderPlugin, GenerateSW, CopyWebpackPlugin];
  const plugins = (shop.plugins ?? []).filter((plugin) => !slow.some((kind) => plugin instanceof kind));
  const check = plugins.find((plugin) => plugin instanceof FirstDownloadPlugin) as FirstDownloadPlugin;
  const compiler = webpack({
    ...shop,
    dependencies: undefined,
    output: { ...shop.output, path: outputDir },
    devtool: false,
    optimization: { ...shop.optimization, minimize: false },
    module: { rules: [...(shop.module?.rules ?? []), ...rules] },
    plugins,
    infrastructureLogging: { level: 'error' },
  });
  return new Promise<{ errors: string[]; firstDownload: string[] }>((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error ?? new Error('no stats'));
      const firstDownload = [...check.chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
      const errors = stats.compilation.errors.map(({ message }) => message);
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve({ errors, firstDownload })));
    });
  });
}

const BUILD_MS = 120_000;

test(
  "the shop's first download passes, and it is the set of files CI weighs against its budget",
  async () => {
    const outputDir = path.join(dir, 'good');
    const { errors, firstDownload } = await build(outputDir);
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
    // The cart's slice (in the first download) made to import the checkout's slice (page code).
    const loader = path.join(dir, 'importCheckoutSlice.js');
    writeFileSync(loader, `module.exports = (source) => source + "\\nimport '../checkout/checkoutSlice';\\n";\n`);
    const cartSlice = path.join(ROOT, 'src/features/cart/cartSlice.ts');

    const { errors } = await build(path.join(dir, 'bad'), [{ test: cartSlice, enforce: 'pre', use: loader }]);

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

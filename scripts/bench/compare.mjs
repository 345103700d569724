#!/usr/bin/env node
// Compare: the same interactions as scale.mjs, timed on builds of several git
// revisions in one run set. Variants take turns (the order rotates each round)
// so the machine's noise falls on all of them alike; medians are reported.
// Usage: node scripts/bench/compare.mjs [--sizes 22,10000] [--rounds 7] <rev|.> <rev|.> ...
//   `.` is the working tree as it is; a revision is built from a temporary git worktree.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { build, CHROMIUM, CHROMIUM_FLAGS, median, requireChromium, serve, table, writeResult } from './lib.mjs';
import { measureInPage } from './scale.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const SIZES = option('--sizes', '22,10000').split(',').map(Number);
const ROUNDS = Number(option('--rounds', '7'));
const REVS = args;
if (REVS.length < 2) {
  console.error('Usage: node scripts/bench/compare.mjs [--sizes 22,10000] [--rounds 7] <rev|.> <rev|.> ...');
  process.exit(1);
}
const WORD = 'vestido';

function catalogueFor(size) {
  if (size === 22) return path.resolve('mocks/catalogue.json');
  const file = path.resolve(`bench-results/catalogues/catalogue-${size}.json`);
  if (!existsSync(file)) {
    mkdirSync('bench-results/catalogues', { recursive: true });
    execFileSync('node', ['scripts/bench/generate-catalogue.mjs', String(size), file], { stdio: 'ignore' });
  }
  return file;
}

/** A production build of `rev` (instant backend) with a catalogue of `size` products; returns its folder. */
function buildRev(rev, size) {
  const env = { MOCK_LATENCY_MS: '0', CATALOGUE_FILE: catalogueFor(size) };
  if (rev === '.') {
    const dir = `dist-bench-cmp-worktree-${size}`;
    build(dir, env);
    return dir;
  }
  const sha = execFileSync('git', ['rev-parse', '--short=10', rev], { encoding: 'utf8' }).trim();
  const dir = path.resolve(`dist-bench-cmp-${sha}-${size}`);
  if (existsSync(`${dir}/index.html`)) return dir;
  const tree = path.resolve(`.cache/bench-tree-${sha}`);
  rmSync(tree, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, sha], { stdio: 'ignore' });
  try {
    symlinkSync(path.resolve('node_modules'), `${tree}/node_modules`);
    console.log(`Building ${rev} (${sha}) with ${size} products`);
    execFileSync('npm', ['run', '--silent', 'build'], {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, OUTPUT_DIR: dir },
    });
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'ignore' });
  }
  return dir;
}

/** One fresh page: load, first sorts, keystrokes, repeated sorts. */
async function sample(browser, port) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const loadStart = Date.now();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('ul[aria-label="Produtos"] li', { timeout: 180_000 });
  const load = Date.now() - loadStart;
  // Give idle-time work (if the build has any) the moment a shopper would give it.
  await page.waitForTimeout(1000);
  const firstSort = await page.evaluate(measureInPage, ['sort', 'Ordenar menor preço']);
  const firstNameSort = await page.evaluate(measureInPage, ['sort', 'Ordenar A | Z']);
  const keystrokes = [];
  for (let n = 1; n <= WORD.length; n++)
    keystrokes.push(await page.evaluate(measureInPage, ['type', WORD.slice(0, n)]));
  await page.evaluate(measureInPage, ['type', '']);
  const repeated = [];
  for (let i = 0; i < 4; i++) {
    repeated.push(await page.evaluate(measureInPage, ['sort', 'Ordenar maior preço']));
    repeated.push(await page.evaluate(measureInPage, ['sort', 'Ordenar A | Z']));
  }
  await page.close();
  return { load, firstSort, firstNameSort, keystrokes, repeated };
}

requireChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const rows = [];
for (const size of SIZES) {
  const variants = REVS.map((rev) => ({ rev, dir: buildRev(rev, size), samples: [] }));
  const stops = [];
  for (const [i, v] of variants.entries()) {
    v.port = 4300 + i;
    stops.push(await serve(v.dir, v.port));
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < variants.length; k++) {
      const v = variants[(round + k) % variants.length];
      v.samples.push(await sample(browser, v.port));
    }
  }
  stops.forEach((stop) => stop());
  for (const { rev, samples } of variants) {
    rows.push({
      products: size,
      rev,
      'load→grid ms': median(samples.map((s) => s.load)),
      'keystroke ms': median(samples.flatMap((s) => s.keystrokes)).toFixed(1),
      'first sort ms (price / A|Z)': `${median(samples.map((s) => s.firstSort)).toFixed(1)} / ${median(samples.map((s) => s.firstNameSort)).toFixed(1)}`,
      'repeated sort ms': median(samples.flatMap((s) => s.repeated)).toFixed(1),
    });
  }
}
await browser.close();
console.log(`\nCompare (instant backend; medians of ${ROUNDS} alternating rounds)\n`);
table(rows);
writeResult('compare', { revs: REVS, rows });

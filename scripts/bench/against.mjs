#!/usr/bin/env node
// The regression guard for a page's first load: today's code against a git revision, in one
// run set, by comparison rather than by fixed limits (this machine's timings drift from day
// to day; two builds loaded in turn drift together).
//
//   npm run bench -- --against main                  # or: node scripts/bench/against.mjs main
//   npm run bench -- --against 61c1f9c,main          # several revisions in the same run set
//   node scripts/bench/against.mjs main --runs 9 --lighthouse-runs 0 --pages product
//
// 1. Builds each revision in a temporary git worktree (in the system's temporary folder), at
//    latency 0 and at the default latency, into dist-against/<sha>-0 and -d (kept: a
//    revision's code does not change, so a later run reuses them). The worktree shares this
//    checkout's node_modules when the revision's package-lock.json is the same as this one's,
//    and otherwise installs its own with `npm ci`: a build with other versions of the
//    libraries would measure them, not the revision. Today's code is the working tree as it
//    is (uncommitted changes included), built into dist-against/today-0 and -d
//    (BENCH_SKIP_BUILD=1 reuses them).
// 2. Loads the home page and a product page of every build in turn (pageload.mjs: 4× CPU, a
//    trace per load; the order rotates every round), `--runs` times (7), and once more each
//    page of today's build without JavaScript: the LCP a script must not delay.
// 3. Runs Lighthouse's mobile preset on the same pages in turn, `--lighthouse-runs` times (5).
// 4. Prints each figure's median and spread (min–max) side by side, then the per-task figures
//    (the longest task of each kind that takes 10 ms or more), and flags a figure that is worse
//    beyond both spreads: today's median above the revision's largest run and the revision's
//    median below today's smallest (with 3 loads or more each). It exits with 1 when it flags
//    one. Figures: bench-results/against.json.
import { chromium } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { audit } from './lighthouse.mjs';
import {
  build,
  CHROMIUM,
  CHROMIUM_FLAGS,
  median,
  medianAndRange,
  requireChromium,
  serve,
  table,
  writeResult,
} from './lib.mjs';
import { PAGES, THROTTLE, tracedLoad } from './pageload.mjs';

const ROOT = process.cwd();
const OUT = 'dist-against';
const LATENCIES = [
  { key: '0', label: 'latency 0', env: { MOCK_LATENCY_MS: '0' } },
  { key: 'd', label: 'default', env: { MOCK_LATENCY_MS: '' } },
];
const PORT = 4490;

/** The page-level figures, and whether less is better. */
const FIGURES = [
  { label: 'longest task ms', of: (r) => r.longestAfterPaintMs, less: true, from: 'trace' },
  { label: 'blocking ms', of: (r) => r.blockingAfterPaintMs, less: true, from: 'trace' },
  { label: 'LCP ms', of: (r) => r.lcpMs, less: true, from: 'trace' },
  { label: 'FCP ms', of: (r) => r.fcpMs, less: true, from: 'trace' },
  { label: 'Lighthouse TBT ms', of: (r) => r.tbt, less: true, from: 'lh' },
  { label: 'Lighthouse score', of: (r) => r.score, less: false, from: 'lh' },
];

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The revision built into dist-against/<sha>-0 and -d, in a temporary worktree. */
function buildRevision(rev) {
  const sha = git('rev-parse', '--short=10', `${rev}^{commit}`);
  const dirs = LATENCIES.map((l) => ({ ...l, dir: `${OUT}/${sha}-${l.key}` }));
  const missing = dirs.filter(({ dir }) => !existsSync(`${dir}/index.html`));
  if (missing.length === 0) return { name: rev, sha, dirs };
  // Outside this checkout's node_modules: the build compiles no sources under a node_modules path.
  // A folder of its own per run: two checkouts on one machine may build the same revision at once.
  const tree = mkdtempSync(path.join(tmpdir(), `vitrine-against-${sha}-`));
  spawnSync('git', ['worktree', 'prune']);
  execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, sha], { stdio: 'ignore' });
  try {
    const sameLock = git('show', `${sha}:package-lock.json`) === readFileSync('package-lock.json', 'utf8').trim();
    const modules = process.env.AGAINST_MODULES ?? (sameLock ? 'shared' : 'ci');
    if (modules === 'shared') symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
    else {
      console.log(`${rev} (${sha}) locks other library versions: npm ci in its worktree`);
      execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'ignore' });
    }
    for (const { dir, env } of missing) {
      console.log(`Building ${rev} (${sha}) into ${dir} ${JSON.stringify(env)}`);
      // The revision's own build script: it knows how that revision's webpack reads its TypeScript config.
      const result = spawnSync('npm', ['run', '--silent', 'build'], {
        cwd: tree,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, ...env, OUTPUT_DIR: path.join(ROOT, dir) },
      });
      if (result.status !== 0 || !existsSync(`${dir}/index.html`))
        throw new Error(`the build of ${rev} into ${dir} failed (does its webpack config read OUTPUT_DIR?)`);
    }
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'ignore' });
    rmSync(tree, { recursive: true, force: true });
  }
  return { name: rev, sha, dirs };
}

/** Today's code, the working tree as it is. */
function buildToday() {
  const dirs = LATENCIES.map((l) => ({ ...l, dir: `${OUT}/today-${l.key}` }));
  for (const { dir, env } of dirs) build(dir, env);
  return { name: 'today', sha: 'today', dirs };
}

/** Each run set visits the variants in a rotating order, so no build always goes first. */
const rotated = (list, round) => list.map((_, k) => list[(round + k) % list.length]);

/** Fewer loads than this give no verdict: one load's spread is no spread. */
const MIN_LOADS = 3;

/** Whether `b` is worse (or better) than `a` beyond both spreads: each median outside the other's range. */
function verdict(a, b, less) {
  if (a.length < MIN_LOADS || b.length < MIN_LOADS) return '';
  const [ma, mb] = [median(a), median(b)];
  const beyond = (x, mx, y, my) => mx > Math.max(...y) && my < Math.min(...x);
  const up = beyond(b, mb, a, ma);
  const down = beyond(a, ma, b, mb);
  if (up) return less ? 'WORSE' : 'better';
  if (down) return less ? 'better' : 'WORSE';
  return '';
}

export async function against(revs, { runs = 7, lighthouseRuns = 5, pages = Object.keys(PAGES) } = {}) {
  requireChromium();
  mkdirSync(OUT, { recursive: true });
  const builds = [...revs.map(buildRevision), buildToday()];
  const variants = LATENCIES.flatMap((l) =>
    builds.map((b) => ({ build: b, latency: l, dir: b.dirs.find((d) => d.key === l.key).dir })),
  );
  variants.forEach((v, i) => (v.port = PORT + i));
  const stops = await Promise.all(variants.map((v) => serve(v.dir, v.port)));
  const results = new Map(variants.map((v) => [v, Object.fromEntries(pages.map((p) => [p, { trace: [], lh: [] }]))]));
  const withoutJs = Object.fromEntries(pages.map((p) => [p, []]));
  const today0 = variants.find((v) => v.build.name === 'today' && v.latency.key === '0');

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (let round = 0; round < runs; round++)
      for (const pageKey of pages) {
        for (const v of rotated(variants, round))
          results.get(v)[pageKey].trace.push(await tracedLoad(browser, { dir: v.dir, port: v.port, pageKey }));
        withoutJs[pageKey].push(await tracedLoad(browser, { ...today0, pageKey, javaScript: false }));
        process.stdout.write('.');
      }
  } finally {
    await browser.close();
  }
  for (let round = 0; round < lighthouseRuns; round++)
    for (const pageKey of pages)
      for (const v of rotated(variants, round)) {
        results.get(v)[pageKey].lh.push(await audit(`http://127.0.0.1:${v.port}${PAGES[pageKey].path}`));
        process.stdout.write('.');
      }
  stops.forEach((stop) => stop());
  console.log('');

  const base = builds.slice(0, -1);
  const today = builds.at(-1);
  const column = (b) => (b.name === 'today' ? 'today' : `${b.name} (${b.sha})`);
  const rows = [];
  const perTask = [];
  const flagged = [];
  for (const pageKey of pages)
    for (const latency of LATENCIES) {
      const of = (b) => results.get(variants.find((v) => v.build === b && v.latency === latency))[pageKey];
      const compare = (label, values) => {
        const row = { page: pageKey, latency: latency.label, figure: label.name };
        for (const b of builds) row[column(b)] = values(b).length ? medianAndRange(values(b)) : '–';
        for (const b of base) {
          const v = verdict(values(b), values(today), label.less);
          row[`today vs ${b.name}`] = v;
          if (v === 'WORSE') flagged.push(`${pageKey}, ${latency.label}, ${label.name}: worse than ${b.name}`);
        }
        return row;
      };
      for (const f of FIGURES) {
        if (f.from === 'lh' && lighthouseRuns === 0) continue;
        const values = (b) => {
          const loads = of(b)[f.from];
          return loads.map(f.of).filter((x) => x != null);
        };
        rows.push(compare({ name: f.label, less: f.less }, values));
      }
      // Kinds of task that take 10 ms or more in some build (median); the navigation's commit is the browser's alone.
      const kinds = [...new Set(builds.flatMap((b) => of(b).trace.flatMap((r) => Object.keys(r.byKind))))]
        .filter((kind) => kind !== 'browser: navigation')
        .filter((kind) => builds.some((b) => median(of(b).trace.map((r) => r.byKind[kind] ?? 0)) >= 10))
        .sort();
      for (const kind of kinds)
        perTask.push(
          compare({ name: kind, less: true }, (b) => {
            const loads = of(b).trace;
            return loads.some((r) => kind in r.byKind) ? loads.map((r) => r.byKind[kind] ?? 0) : [];
          }),
        );
    }

  const order = builds.map(column).join(', ');
  console.log(
    `\nFirst load, ${THROTTLE}× CPU: ${order}; ${runs} loads each in turn (Lighthouse mobile: ${lighthouseRuns})`,
  );
  console.log('median (min–max); longest task and blocking count from the first contentful paint\n');
  table(rows);
  console.log('\nWithout JavaScript (today): the LCP a script must not delay\n');
  table(
    pages.map((p) => ({
      page: p,
      'LCP ms': medianAndRange(withoutJs[p].map((r) => r.lcpMs).filter((x) => x !== null)),
      'FCP ms': medianAndRange(withoutJs[p].map((r) => r.fcpMs).filter((x) => x !== null)),
    })),
  );
  console.log('\nPer task: the longest task of each kind in each load (pageload.mjs names the kinds)\n');
  table(perTask);
  console.log(
    flagged.length
      ? `\n${flagged.length} figure(s) worse beyond both spreads:\n  ${flagged.join('\n  ')}`
      : '\nNo figure worse beyond both spreads.',
  );
  writeResult('against', {
    revisions: builds.map(({ name, sha }) => ({ name, sha })),
    runs,
    lighthouseRuns,
    rows,
    perTask,
    withoutJs,
    flagged,
    loads: variants.map((v) => ({ build: v.build.name, latency: v.latency.label, ...results.get(v) })),
  });
  return flagged;
}

/** `--against a,b --runs 7 --lighthouse-runs 5 --pages home,product` (or the revisions as plain arguments). */
export function parseArgs(args) {
  const options = {};
  const revs = [];
  for (let i = 0; i < args.length; i++) {
    const [name, value] = [args[i], args[i + 1]];
    if (name === '--against') revs.push(...value.split(','));
    else if (name === '--runs') options.runs = Number(value);
    else if (name === '--lighthouse-runs') options.lighthouseRuns = Number(value);
    else if (name === '--pages') options.pages = value.split(',');
    else {
      revs.push(...name.split(','));
      continue;
    }
    i++;
  }
  if (revs.length === 0)
    throw new Error('Usage: npm run bench -- --against <rev>[,<rev>…] [--runs 7] [--lighthouse-runs 5]');
  return { revs, options };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { revs, options } = parseArgs(process.argv.slice(2));
  const flagged = await against(revs, options);
  if (flagged.length) process.exitCode = 1;
}

#!/usr/bin/env node
// Long tasks: what blocks the main thread, in Chromium with the CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does),
// a fresh browser context per run (no cache, no service worker).
// 1. Load: a Chrome trace from navigation start to the painted product grid
//    (pageload.mjs); the renderer main thread's top-level tasks over 50 ms: how many, the
//    longest, and the sum over 50 ms (total blocking time style), over the
//    whole load and from the first contentful paint on (the window of
//    Lighthouse's TBT), for an instant build and a default-latency build; and the longest
//    task of each kind (per-task figures). Each long task's make-up
//    (its largest child events by self time) goes to the JSON, and to the
//    console with LONGTASKS_DETAIL=1. Tracing itself slows the page a little.
// 2. Interactions: real key presses typing 'vestido' in the search box,
//    the keys of the typo 'vestdo' that no name contains (the grid
//    offers 'Você quis dizer vestido?' and its products), and clicks on the sort
//    buttons, at 22 and 10,000 products, timed by Event Timing (input → next
//    paint, the longest entry of each interaction).
//    Chromium rounds those durations to 8 ms and reports only those ≥ 16 ms.
// Medians of LONGTASKS_RUNS (5) page loads. LONGTASKS_NETWORK=slow4g also slows the network
// as Lighthouse's mobile preset does when it applies its throttling in the browser (562.5 ms
// per request, 1,474.56 kbit/s down, 675 up): what a device that orders downloads buys.
// `--dirs dist-a,dist-b`: only the load figures, for already-built folders,
// visited in turn (a, b, a, b …) so the machine's noise falls on all alike.
// `--interactions dist-a,dist-b`: only the interaction figures, for already-built folders.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
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
import { loadPage, NETWORKS, openPage, perTaskRows, THROTTLE, tracedLoad } from './pageload.mjs';

const RUNS = Number(process.env.LONGTASKS_RUNS ?? 5);
const DETAIL = process.env.LONGTASKS_DETAIL === '1';
const NETWORK = process.env.LONGTASKS_NETWORK;
if (NETWORK && !NETWORKS[NETWORK])
  throw new Error(`LONGTASKS_NETWORK: ${NETWORK} is not one of ${Object.keys(NETWORKS)}`);
const CATALOGUE = 'bench-results/catalogues/catalogue-10000.json'; // as scale.mjs makes it
const INSTANT = { label: 'MOCK_LATENCY_MS=0', dir: 'dist-bench-0', env: { MOCK_LATENCY_MS: '0' }, port: 4290 };
const DEFAULT = { label: 'default latency', dir: 'dist-bench-default', env: { MOCK_LATENCY_MS: '' }, port: 4291 };
const SCALE = { dir: 'dist-bench-scale-10000', env: { MOCK_LATENCY_MS: '0', CATALOGUE_FILE: CATALOGUE }, port: 4292 };
const WORD = 'vestido';
/** 'vestido' with a letter missing: from its fifth key on, no name contains the text. */
const TYPO = 'vestdo';
const TYPO_FROM = 'vestd'.length;
const SORTS = ['Ordenar menor preço', 'Ordenar maior preço', 'Ordenar A | Z'];

/** Runs the builds in turn, RUNS loads each; one row per build. */
export async function loadFigures(browser, builds) {
  const stops = await Promise.all(builds.map((b) => serve(b.dir, b.port)));
  const runs = builds.map(() => []);
  for (let i = 0; i < RUNS; i++)
    for (const [k, b] of builds.entries()) runs[k].push(await tracedLoad(browser, { ...b, network: NETWORK }));
  stops.forEach((stop) => stop());
  return builds.map((b, k) => {
    const m = (key) => median(runs[k].map((r) => r[key]));
    const spread = (key) => medianAndRange(runs[k].map((r) => r[key]));
    return {
      row: {
        build: b.label ?? b.dir,
        'FCP ms': spread('fcpMs'),
        'grid ms': spread('readyMs'),
        'tasks > 50 ms': m('count'),
        'longest ms': m('longestMs').toFixed(0),
        'blocking ms': m('blockingMs').toFixed(0),
        'blocking ms (runs)': runs[k].map((r) => r.blockingMs).join(' '),
        'longest after FCP ms': m('longestAfterPaintMs').toFixed(0),
        'blocking after FCP ms': m('blockingAfterPaintMs').toFixed(0),
      },
      dir: b.dir,
      runs: runs[k],
    };
  });
}

function printLoad(results, title) {
  const network = NETWORK ? `, ${NETWORK} network` : '';
  console.log(
    `\nLong tasks at load, ${THROTTLE}× CPU slowdown${network} (navigation start → grid painted; ${title})\n`,
  );
  table(results.map((r) => r.row));
  console.log(`\nThe longest task of each kind (median, min–max; pageload.mjs names the kinds)\n`);
  table(
    perTaskRows(
      results.map((r) => ({ label: r.row.build, runs: r.runs })),
      medianAndRange,
    ),
  );
  if (!DETAIL) return;
  for (const { dir, runs } of results) {
    const run = [...runs].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(runs.length / 2)];
    console.log(`\n${dir}, the median run's long tasks (ms after navigation start: ms = parts)`);
    for (const { atMs, ms, kind, madeOf } of run.tasks)
      console.log(
        `  at ${atMs.toFixed(0)}: ${ms.toFixed(0)} [${kind}] = ${madeOf.map((p) => `${p.what} ${p.ms}`).join(' · ')}`,
      );
  }
}

/** Times an action in the page: the longest Event Timing entry it caused, null if all were under 16 ms. */
async function timed(page, action) {
  const since = await page.evaluate(() => performance.now());
  await action();
  return page.evaluate(async (since) => {
    const mine = () => window.__events.filter((e) => e.start >= since && (e.id > 0 || e.name === 'input'));
    const wait = (n) => new Promise((resolve) => setTimeout(resolve, n));
    // Entries come after the next paint; then give the interaction's last ones (keyup, click) a moment.
    for (let waited = 0; waited < 1000 && mine().length === 0; waited += 25) await wait(25);
    await wait(150);
    const entries = mine();
    return entries.length ? Math.max(...entries.map((e) => e.ms)) : null;
  }, since);
}

/**
 * One page load: WORD typed key by key twice (cleared in between), TYPO likewise (its keys
 * that find nothing are timed), then the sort buttons twice round.
 */
async function interactionRun(browser, port) {
  const { context, page } = await openPage(browser, { network: NETWORK });
  await loadPage(page, `http://127.0.0.1:${port}/`);
  await page.waitForTimeout(1000); // idle-time work gets the moment a shopper would give it
  const search = page.locator('input[type="search"]');
  const keystrokes = [];
  const typos = [];
  const sorts = [];
  for (let round = 0; round < 2; round++) {
    await search.click();
    for (const key of WORD) keystrokes.push(await timed(page, () => page.keyboard.press(key)));
    await search.fill('');
    await page.waitForTimeout(300);
  }
  // The typo's code is fetched the first time a search finds nothing: once, untimed.
  await search.fill(TYPO);
  await page.getByText('Você quis dizer').waitFor();
  await search.fill('');
  await page.waitForTimeout(300);
  for (let round = 0; round < 2; round++) {
    await search.click();
    for (const [i, key] of [...TYPO].entries()) {
      const ms = await timed(page, () => page.keyboard.press(key));
      if (i + 1 >= TYPO_FROM) typos.push(ms);
    }
    await search.fill('');
    await page.waitForTimeout(300);
  }
  for (let round = 0; round < 2; round++)
    for (const name of SORTS)
      sorts.push(await timed(page, () => page.getByRole('button', { name, exact: true }).click()));
  await context.close();
  return { keystrokes, typos, sorts };
}

/** Interaction figures at one build: RUNS page loads. Entries under 16 ms are not reported: they count as 16. */
async function interactionFigures(browser, b) {
  const stop = await serve(b.dir, b.port);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await interactionRun(browser, b.port));
  stop();
  const all = (key) => runs.flatMap((r) => r[key]);
  const m = (key) => median(all(key).map((v) => v ?? 16));
  const under = (key) => all(key).filter((v) => v === null).length;
  const row = {
    products: b.products,
    'keystroke ms': m('keystrokes'),
    'typo keystroke ms': m('typos'),
    'sort ms': m('sorts'),
    'keystrokes / typo keys / sorts': `${all('keystrokes').length} / ${all('typos').length} / ${all('sorts').length}`,
    'of them under 16 ms': `${under('keystrokes')} / ${under('typos')} / ${under('sorts')}`,
  };
  return { row, runs };
}

export async function longTasks() {
  requireChromium();
  const at = process.argv.indexOf('--dirs');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const only = process.argv.indexOf('--interactions');
  if (only !== -1) {
    const interactions = [];
    for (const [i, dir] of process.argv[only + 1].split(',').entries())
      interactions.push(await interactionFigures(browser, { products: dir, dir, port: 4290 + i }));
    await browser.close();
    console.log(`\nInteractions, ${THROTTLE}× CPU slowdown (Event Timing, input → next paint; ${RUNS} loads)\n`);
    table(interactions.map((r) => r.row));
    return { interactions };
  }
  if (at !== -1) {
    const dirs = process.argv[at + 1].split(',').map((dir, i) => ({ dir, port: 4290 + i }));
    const load = await loadFigures(browser, dirs);
    await browser.close();
    printLoad(load, `medians of ${RUNS}, taking turns`);
    writeResult('longtasks', { runs: RUNS, throttle: THROTTLE, load });
    return { load };
  }
  [INSTANT, DEFAULT].forEach((b) => build(b.dir, b.env));
  const load = await loadFigures(browser, [INSTANT, DEFAULT]);
  if (!existsSync(CATALOGUE)) {
    mkdirSync(path.dirname(CATALOGUE), { recursive: true });
    execFileSync('node', ['scripts/bench/generate-catalogue.mjs', '10000', CATALOGUE], { stdio: 'ignore' });
  }
  build(SCALE.dir, SCALE.env);
  const interactions = [];
  for (const b of [
    { products: 22, ...INSTANT },
    { products: 10000, ...SCALE },
  ])
    interactions.push(await interactionFigures(browser, b));
  await browser.close();
  printLoad(load, `medians of ${RUNS}`);
  console.log(`\nInteractions, ${THROTTLE}× CPU slowdown (Event Timing, input → next paint; ${RUNS} loads)\n`);
  table(interactions.map((r) => r.row));
  writeResult('longtasks', { runs: RUNS, throttle: THROTTLE, load, interactions });
  return { load, interactions };
}

if (import.meta.url === `file://${process.argv[1]}`) await longTasks();

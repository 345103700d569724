#!/usr/bin/env node
// Long tasks: what blocks the main thread, in Chromium with the CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does),
// a fresh browser context per run (no cache, no service worker).
// 1. Load: a Chrome trace from navigation start to the painted product grid;
//    the renderer main thread's top-level tasks over 50 ms: how many, the
//    longest, and the sum over 50 ms (total blocking time style), over the
//    whole load and from the first contentful paint on (the window of
//    Lighthouse's TBT), for an instant build and a default-latency build. Each long task's make-up
//    (its largest child events by self time) goes to the JSON, and to the
//    console with LONGTASKS_DETAIL=1. Tracing itself slows the page a little.
// 2. Interactions: real key presses typing 'vestido' in the search box,
//    the keys of the typo 'vestdo' that no name contains (issue 32: the grid
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
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
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

const RUNS = Number(process.env.LONGTASKS_RUNS ?? 5);
const DETAIL = process.env.LONGTASKS_DETAIL === '1';
const LONG_MS = 50;
const THROTTLE = 4;
const NETWORK = process.env.LONGTASKS_NETWORK;
const NETWORKS = {
  slow4g: {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  },
};
if (NETWORK && !NETWORKS[NETWORK])
  throw new Error(`LONGTASKS_NETWORK: ${NETWORK} is not one of ${Object.keys(NETWORKS)}`);
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,toplevel';
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const CATALOGUE = 'bench-results/catalogues/catalogue-10000.json'; // as scale.mjs makes it
const INSTANT = { label: 'MOCK_LATENCY_MS=0', dir: 'dist-bench-0', env: { MOCK_LATENCY_MS: '0' }, port: 4290 };
const DEFAULT = { label: 'default latency', dir: 'dist-bench-default', env: { MOCK_LATENCY_MS: '' }, port: 4291 };
const SCALE = { dir: 'dist-bench-scale-10000', env: { MOCK_LATENCY_MS: '0', CATALOGUE_FILE: CATALOGUE }, port: 4292 };
const WORD = 'vestido';
/** 'vestido' with a letter missing: from its fifth key on, no name contains the text. */
const TYPO = 'vestdo';
const TYPO_FROM = 'vestd'.length;
const SORTS = ['Ordenar menor preço', 'Ordenar maior preço', 'Ordenar A | Z'];

// Runs in the page before the app: once the first card is painted, a user-timing
// mark (it lands in the trace) and a console message (Playwright's waitForFunction
// would inject its 300 kB helper script, a long task of its own); and every Event
// Timing entry.
const probe = () => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__events.push({ name: e.name, start: e.startTime, ms: e.duration, id: e.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('ul[aria-label="Produtos"] li')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark('grid-painted');
        console.log('grid-painted');
      }, 0),
    );
  }).observe(document, { childList: true, subtree: true });
};

/** A fresh context and page, CPU slowed before anything loads. */
async function openPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  if (NETWORK) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORKS[NETWORK]);
  }
  await page.addInitScript(probe);
  return { context, page, cdp };
}

/** Navigates and resolves once the grid is painted. */
async function loadShop(page, url) {
  const painted = page.waitForEvent('console', { predicate: (m) => m.text() === 'grid-painted', timeout: 30_000 });
  await page.goto(url);
  await painted;
}

const fileOf = (url = '') => url.split(/[?#]/)[0].split('/').pop() || url;
const ms = (us) => Math.round(us / 100) / 10;

// Source maps of the build, to name minified functions: "performWorkUntilDeadline (scheduler)".
const sourceMaps = new Map();
function functionName(dir, { url, functionName, lineNumber, columnNumber }) {
  // Without a URL: an inline script, and the shop has none; this benchmark's probe is one.
  const fallback = `${functionName || 'function'} ${url ? fileOf(url) : '(inline script)'}`;
  const file = url && `${dir}${new URL(url).pathname}.map`;
  if (file && !sourceMaps.has(file))
    sourceMaps.set(file, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  const entry = sourceMaps.get(file)?.findEntry(lineNumber - 1, columnNumber - 1);
  if (!entry?.originalSource) return fallback;
  const source = entry.originalSource.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '');
  const where = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source;
  const name = entry.name || functionName || `anonymous, ${fileOf(source)}:${entry.originalLine + 1}`;
  return `${name} (${where})`;
}

// Trace events that name a part of a task; the others count as part of their parent.
const PLAIN = ['TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'ParseHTML', 'Layout', 'PrePaint', 'Paint'];
const RENAMED = {
  ...Object.fromEntries([...PLAIN, 'MajorGC', 'MinorGC'].map((name) => [name, name])),
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'parse CSS',
  'LocalWindowProxy::Initialize': 'JS context setup',
};

/** What a trace event counts as in a task's make-up; null: part of its parent. */
function labelOf(e, page, parent) {
  const data = e.args?.data ?? {};
  if (e.name === 'EvaluateScript') return `evaluate ${fileOf(data.url)}`;
  if (e.name === 'v8.compile') return `compile ${fileOf(data.url)}`;
  if (e.name === 'FunctionCall') return functionName(page.dir, data);
  if (e.name === 'EventDispatch') return `event ${data.type}`;
  // A script's microtasks count as the script's: webpack runs a chunk's modules there.
  if (e.name === 'RunMicrotasks') return parent ? null : 'microtasks';
  // 'IPC content.mojom.NavigationClient' is the navigation commit.
  if (e.name === 'Receive mojo message') return `IPC ${e.args?.chrome_mojo_event_info?.mojo_interface_tag ?? ''}`;
  if (!RENAMED[e.name]) return null;
  // Other frames are SVG images' own documents (the shop has no iframes).
  const frame = data.frame ?? e.args?.beginData?.frame;
  return RENAMED[e.name] + (frame && frame !== page.frame ? ' (SVG image)' : '');
}

/** A long task's largest parts by self time: [{ what, ms }], at most 5 and "other". */
function makeUp(task, thread, page) {
  const totals = new Map([['other', task.dur]]);
  const add = (label, us) => totals.set(label, (totals.get(label) ?? 0) + us);
  const stack = []; // enclosing events: { end, label }
  for (const e of thread) {
    if (e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || TASKS.has(e.name)) continue;
    while (stack.length && e.ts >= stack.at(-1).end) stack.pop();
    const parent = stack.at(-1)?.label;
    const label = labelOf(e, page, parent) ?? parent ?? 'other';
    add(label, e.dur);
    add(parent ?? 'other', -e.dur);
    stack.push({ end: e.ts + e.dur, label });
  }
  return [...totals]
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([what, us]) => ({ what, ms: ms(us) }));
}

/** The renderer main thread's top-level tasks over 50 ms between navigation start and the painted grid. */
function longTasksIn(events, url, dir) {
  const mark = events.find((e) => e.name === 'grid-painted');
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!mark || !nav) throw new Error('the trace has no navigation start or grid mark');
  const thread = events
    .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = []; // top-level: not inside the previous one
  for (const e of thread)
    if (TASKS.has(e.name) && !(tasks.length && e.ts < tasks.at(-1).ts + tasks.at(-1).dur)) tasks.push(e);
  const page = { dir, frame: nav.args.frame };
  const long = tasks
    .filter((t) => t.dur > LONG_MS * 1000 && t.ts >= nav.ts && t.ts < mark.ts)
    .map((t) => ({ atMs: ms(t.ts - nav.ts), ms: ms(t.dur), madeOf: makeUp(t, thread, page) }));
  // After the first contentful paint, as Lighthouse counts its total blocking time: the
  // shop's own start, without the browser's first layout of the prerendered page.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame === nav.args.frame);
  const afterPaint = fcp ? long.filter((t) => t.atMs >= ms(fcp.ts - nav.ts)) : [];
  const blocking = (list) => Math.round(list.reduce((sum, t) => sum + t.ms - LONG_MS, 0));
  return {
    fcpMs: fcp ? ms(fcp.ts - nav.ts) : null,
    gridMs: ms(mark.ts - nav.ts),
    count: long.length,
    longestMs: Math.max(0, ...long.map((t) => t.ms)),
    blockingMs: blocking(long),
    longestAfterPaintMs: Math.max(0, ...afterPaint.map((t) => t.ms)),
    blockingAfterPaintMs: blocking(afterPaint),
    tasks: long,
  };
}

/** One traced load: navigation → painted grid. */
async function loadRun(browser, dir, port) {
  const url = `http://127.0.0.1:${port}/`;
  const { context, page, cdp } = await openPage(browser);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await loadShop(page, url);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return longTasksIn(events, url, dir);
}

/** Runs the builds in turn, RUNS loads each; one row per build. */
export async function loadFigures(browser, builds) {
  const stops = await Promise.all(builds.map((b) => serve(b.dir, b.port)));
  const runs = builds.map(() => []);
  for (let i = 0; i < RUNS; i++)
    for (const [k, b] of builds.entries()) runs[k].push(await loadRun(browser, b.dir, b.port));
  stops.forEach((stop) => stop());
  return builds.map((b, k) => {
    const m = (key) => median(runs[k].map((r) => r[key]));
    const spread = (key) => medianAndRange(runs[k].map((r) => r[key]));
    return {
      row: {
        build: b.label ?? b.dir,
        'FCP ms': spread('fcpMs'),
        'grid ms': spread('gridMs'),
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
  if (!DETAIL) return;
  for (const { dir, runs } of results) {
    const run = [...runs].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(runs.length / 2)];
    console.log(`\n${dir}, the median run's long tasks (ms after navigation start: ms = parts)`);
    for (const { atMs, ms, madeOf } of run.tasks)
      console.log(`  at ${atMs.toFixed(0)}: ${ms.toFixed(0)} = ${madeOf.map((p) => `${p.what} ${p.ms}`).join(' · ')}`);
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
  const { context, page } = await openPage(browser);
  await loadShop(page, `http://127.0.0.1:${port}/`);
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

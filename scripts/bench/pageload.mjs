// One traced page load in Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate,
// as Lighthouse's mobile preset does), in a fresh browser context (no cache, no service worker):
// a Chrome trace from navigation start until the page is ready and painted (the home page's
// first card, a product page's 'Adicionar produto à sacola'), read for
// - FCP and LCP (the trace's own paint events);
// - the renderer main thread's top-level tasks over 50 ms: how many, the longest, and the sum
//   over 50 ms (total blocking time style), over the whole load and from the first contentful
//   paint on (the window of Lighthouse's TBT);
// - per-task figures: the longest task of each kind (what the task evaluates or runs, below),
//   whatever its length. A page-level figure mixes every task of a load; a kind's figure moves
//   only with the code that kind runs, so it shows a cause the page-level figures hide in the
//   machine's noise.
// Used by longtasks.mjs, devices.mjs (through longtasks.mjs) and against.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';

export const THROTTLE = 4;
const LONG_MS = 50;
const CATEGORIES =
  'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,toplevel,loading';
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Tasks shorter than this have no kind (they are counted in no per-task figure). */
const KIND_MIN_MS = 5;

export const NETWORKS = {
  // What Lighthouse's mobile preset applies when it throttles in the browser.
  slow4g: {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  },
};

/** The pages a load may open, and what "ready" means on each. */
export const PAGES = {
  home: { path: '/', ready: 'grid' },
  product: { path: '/product/VESTIDO%20MIDI%20FLORAL?cor=verde', ready: 'product' },
};

// Runs in the page before the app: once the page is ready (the first card; the product's
// 'Adicionar produto à sacola' button), a user-timing mark (it lands in the trace) and a console
// message (Playwright's waitForFunction would inject its 300 kB helper script, a long task of
// its own); and every Event Timing entry, for the interaction figures (longtasks.mjs).
const probe = (ready) => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__events.push({ name: e.name, start: e.startTime, ms: e.duration, id: e.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const isReady = () =>
    ready === 'grid'
      ? document.querySelector('ul[aria-label="Produtos"] li')
      : [...document.querySelectorAll('button')].some((b) => b.textContent.includes('Adicionar produto à sacola'));
  new MutationObserver((_, observer) => {
    if (!isReady()) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark('ready-painted');
        console.log('ready-painted');
      }, 0),
    );
  }).observe(document, { childList: true, subtree: true });
};

/** A fresh context and page, CPU (and with `network`, the network) slowed before anything loads. */
export async function openPage(browser, { ready = 'grid', network, javaScript = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORKS[network]);
  }
  if (javaScript) await page.addInitScript(probe, ready);
  return { context, page, cdp };
}

/** Navigates and resolves once the page is ready and painted; without JavaScript, a second after its load. */
export async function loadPage(page, url, javaScript = true) {
  if (!javaScript) {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    return;
  }
  const painted = page.waitForEvent('console', { predicate: (m) => m.text() === 'ready-painted', timeout: 30_000 });
  await page.goto(url);
  await painted;
}

const fileOf = (url = '') => url.split(/[?#]/)[0].split('/').pop() || url;
const ms = (us) => Math.round(us / 100) / 10;
/** 'catalog' for js/catalog.1a2b3c4d5e.js; '381' for a shared file webpack numbers. */
const chunkOf = (url) => fileOf(url).replace(/\.[0-9a-f]{10}\.js$/, '');

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

/** A task's largest parts by self time: [{ what, ms }], at most 5 and "other". */
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

/** The scripts index.html (and app.html) load or preload: the first download, as bundle.mjs weighs it. */
function firstDownloadOf(dir) {
  const files = new Set();
  for (const html of ['index.html', 'app.html']) {
    if (!existsSync(`${dir}/${html}`)) continue;
    const text = readFileSync(`${dir}/${html}`, 'utf8');
    for (const m of text.matchAll(/<(?:script[^>]+src|link rel="preload" as="script" href)="?\/?([^"\s>]+)/g))
      files.add(fileOf(m[1]));
  }
  return files;
}

const TRIGGERS = { TimerFire: 'timer', FireAnimationFrame: 'frame', EventDispatch: 'event' };

/**
 * The kind of a top-level task, the same across builds of any revision:
 * - 'entry': evaluating the head's script;
 * - 'evaluate first download': evaluating the files the HTML preloads (and what their modules run);
 * - 'evaluate <chunk>': evaluating a file fetched later, named by the chunk it was requested for
 *   (files requested together are one group; a group is named by its named chunks, so the fake
 *   backend's libraries count as 'evaluate mock-backend');
 * - 'React': the scheduler's work loop (rendering, committing); 'React, from a frame,
 *   @reduxjs/toolkit': React rendering at once for a store's subscribers (RTK notifies them in
 *   a frame); else a timer, frame or event of the shop's own, by the source file of its
 *   function ('event DOMContentLoaded, src/start/steps.ts'), or 'timer, a promise resolved'
 *   (the start's steps);
 * - 'browser: …': HTML parsing, style, layout and paint, with no script.
 */
function kindOf(task, thread, page, groups) {
  const inside = thread.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur);
  const files = inside.filter((e) => e.name === 'EvaluateScript' && /\/js\//.test(e.args?.data?.url ?? ''));
  if (files.length) {
    const names = files.map((e) => {
      const file = fileOf(e.args.data.url);
      if (page.entry === file) return 'entry';
      if (page.firstDownload.has(file)) return 'evaluate first download';
      return `evaluate ${groups.get(file) ?? chunkOf(file)}`;
    });
    return names.find((n) => n !== 'entry') ?? 'entry';
  }
  // Where most of its time went, when that is the browser's own work.
  const top = makeUp(task, thread, page).find((part) => part.what !== 'other')?.what ?? '';
  if (/^(Layout|PrePaint|Paint|style|parse CSS)/.test(top)) return 'browser: style, layout, paint';
  if (top === 'ParseHTML') return 'browser: HTML';
  if (top.startsWith('IPC')) return 'browser: navigation';
  // Else what started it (a timer, a frame, an event, a message) and the first function it
  // called: React's scheduler, or the shop's own code, named by its source file; a timer that
  // only resolves a promise (the start's steps, src/start/steps.ts) calls no function of its own.
  const call = inside.find((e) => e.name === 'FunctionCall');
  if (call) {
    const name = call.args?.data?.url ? functionName(page.dir, call.args.data) : null;
    const react = /\((scheduler|react-dom)\)$/;
    if (name && react.test(name)) return 'React';
    const trigger = inside.findLast((e) => TRIGGERS[e.name] && e.ts <= call.ts && call.ts < e.ts + e.dur);
    const type = trigger?.name === 'EventDispatch' ? ` ${trigger.args?.data?.type}` : '';
    const where = name ? name.replace(/^.*\(/, '').replace(/\)$/, '') : 'a promise resolved';
    // React rendering outside its scheduler: a store's subscribers notified (RTK notifies in a frame).
    return `${react.test(top) ? 'React, from a ' : ''}${TRIGGERS[trigger?.name] ?? 'script'}${type}, ${where}`;
  }
  if (inside.some((e) => e.name === 'TimerFire')) return 'timer, a promise resolved';
  return 'browser: other';
}

/** Files requested in one task are one group, named by its named chunks ('mock-backend'). */
function requestGroups(requests, tasks, firstDownload) {
  const byTask = new Map();
  for (const e of requests) {
    if (!/\/js\/[^/]+\.js$/.test(e.args?.data?.url ?? '')) continue;
    const file = fileOf(e.args.data.url);
    if (firstDownload.has(file)) continue;
    const task = tasks.find((t) => t.ts <= e.ts && e.ts < t.ts + t.dur);
    const key = task?.ts ?? e.ts;
    if (!byTask.has(key)) byTask.set(key, new Set());
    byTask.get(key).add(file);
  }
  const groups = new Map();
  for (const files of byTask.values()) {
    const named = [...files].map(chunkOf).filter((c) => !/^\d+$/.test(c));
    const name = named.length ? [...new Set(named)].sort().join('+') : [...files].map(chunkOf).join('+');
    for (const file of files) groups.set(file, name);
  }
  return groups;
}

/** Reads one load's trace: paints, long tasks, and the longest task of each kind. */
export function readTrace(events, url, dir) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!nav) throw new Error(`the trace has no navigation start for ${url}`);
  const mark = events.find((e) => e.name === 'ready-painted' && e.pid === nav.pid);
  const frame = nav.args.frame;
  const thread = events
    .filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const end = mark?.ts ?? Math.max(...thread.map((e) => e.ts + e.dur));
  const tasks = []; // top-level: not inside the previous one
  for (const e of thread)
    if (TASKS.has(e.name) && !(tasks.length && e.ts < tasks.at(-1).ts + tasks.at(-1).dur)) tasks.push(e);
  const inLoad = tasks.filter((t) => t.ts >= nav.ts && t.ts < end);
  const firstDownload = firstDownloadOf(dir);
  const html = existsSync(`${dir}/index.html`) ? readFileSync(`${dir}/index.html`, 'utf8') : '';
  const entry = fileOf(html.match(/<script[^>]+src="?\/?([^"\s>]+)/)?.[1] ?? '');
  firstDownload.delete(entry);
  const page = { dir, frame, entry, firstDownload };
  const requests = events.filter((e) => e.name === 'ResourceSendRequest' && e.pid === nav.pid && e.tid === nav.tid);
  const groups = requestGroups(requests, tasks, firstDownload);

  const long = inLoad
    .filter((t) => t.dur > LONG_MS * 1000)
    .map((t) => ({
      atMs: ms(t.ts - nav.ts),
      ms: ms(t.dur),
      kind: kindOf(t, thread, page, groups),
      madeOf: makeUp(t, thread, page),
    }));
  const byKind = {};
  for (const t of inLoad.filter((t) => t.dur >= KIND_MIN_MS * 1000)) {
    const kind = kindOf(t, thread, page, groups);
    byKind[kind] = Math.max(byKind[kind] ?? 0, ms(t.dur));
  }
  const paint = (name) => events.filter((e) => e.name === name && e.args?.frame === frame && e.ts <= end);
  const fcp = paint('firstContentfulPaint')[0];
  const lcp = paint('largestContentfulPaint::Candidate').at(-1);
  // After the first contentful paint, as Lighthouse counts its total blocking time: the
  // shop's own start, without the browser's first layout of the prerendered page.
  const afterPaint = fcp ? long.filter((t) => t.atMs >= ms(fcp.ts - nav.ts)) : [];
  const blocking = (list) => Math.round(list.reduce((sum, t) => sum + t.ms - LONG_MS, 0));
  return {
    fcpMs: fcp ? ms(fcp.ts - nav.ts) : null,
    lcpMs: lcp ? ms(lcp.ts - nav.ts) : null,
    readyMs: ms(end - nav.ts),
    count: long.length,
    longestMs: Math.max(0, ...long.map((t) => t.ms)),
    blockingMs: blocking(long),
    longestAfterPaintMs: Math.max(0, ...afterPaint.map((t) => t.ms)),
    blockingAfterPaintMs: blocking(afterPaint),
    byKind,
    tasks: long,
  };
}

/**
 * One traced load of `pageKey` ('home', 'product') from a build served on `port`;
 * `javaScript: false` loads the page as a browser without scripts would show it.
 */
export async function tracedLoad(browser, { dir, port, pageKey = 'home', network, javaScript = true }) {
  const url = `http://127.0.0.1:${port}${PAGES[pageKey].path}`;
  const { context, page, cdp } = await openPage(browser, { ready: PAGES[pageKey].ready, network, javaScript });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await loadPage(page, url, javaScript);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return readTrace(events, url, dir);
}

/**
 * The per-task figures of several builds side by side: one row per kind of task, the longest
 * task of that kind in each load, median (min–max) over the loads ('–' where a build never
 * ran that kind). `builds`: [{ label, runs }], runs as tracedLoad returns them.
 */
export function perTaskRows(builds, spread) {
  const kinds = [...new Set(builds.flatMap((b) => b.runs.flatMap((r) => Object.keys(r.byKind))))].sort();
  return kinds.map((kind) => ({
    'longest task of its kind, ms': kind,
    ...Object.fromEntries(
      builds.map((b) => {
        const seen = b.runs.filter((r) => kind in r.byKind);
        return [b.label, seen.length ? spread(b.runs.map((r) => r.byKind[kind] ?? 0)) : '–'];
      }),
    ),
  }));
}

#!/usr/bin/env node
// Lighthouse (the npm package) against the production build served locally,
// in Debian's Chromium: mobile and desktop presets, 5 runs each
// (LIGHTHOUSE_RUNS to change), medians of the performance score, FCP, LCP,
// TBT, CLS, speed index and total bytes; for an instant build and a
// default-latency build.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { build, CHROMIUM, CHROMIUM_FLAGS, median, requireChromium, serve, table, writeResult } from './lib.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const VARIANTS = [
  { label: 'latency 0', dir: 'dist-bench-0', env: { MOCK_LATENCY_MS: '0' }, port: 4190 },
  { label: 'default latency', dir: 'dist-bench-default', env: { MOCK_LATENCY_MS: '' }, port: 4191 },
];
const PRESETS = [
  { label: 'mobile', config: undefined },
  { label: 'desktop', config: desktopConfig },
];

export async function audit(url, config) {
  // A fresh browser per run: no cache or service worker carried over.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      config,
    );
    const { audits, categories } = result.lhr;
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      si: audits['speed-index'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

/** One table row: the medians of several audits, and each run's score. */
function medians(runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  return {
    score: m('score'),
    'scores (runs)': runs.map((r) => r.score).join(' '),
    'FCP ms': m('fcp').toFixed(0),
    'LCP ms': m('lcp').toFixed(0),
    'TBT ms': m('tbt').toFixed(0),
    CLS: m('cls').toFixed(3),
    'SI ms': m('si').toFixed(0),
    kB: (m('bytes') / 1000).toFixed(1),
  };
}

export async function lighthouseBench() {
  requireChromium();
  const rows = [];
  for (const v of VARIANTS) {
    build(v.dir, v.env);
    const stop = await serve(v.dir, v.port);
    for (const preset of PRESETS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`http://127.0.0.1:${v.port}/`, preset.config));
      rows.push({ build: v.label, preset: preset.label, ...medians(runs) });
    }
    stop();
  }
  console.log(`\nLighthouse (median of ${RUNS} runs)\n`);
  table(rows);
  writeResult('lighthouse', { runs: RUNS, rows });
  return rows;
}

/**
 * `--dirs dist-a,dist-b`: the mobile preset (`--desktop`: the desktop one), on
 * already-built folders, visited in turn (a, b, a, b …) so the machine's noise
 * falls on all alike; `path`: the page (the home page by default).
 */
export async function compareDirs(dirs, preset = PRESETS[0], path = '/') {
  requireChromium();
  const stops = await Promise.all(dirs.map((dir, i) => serve(dir, 4390 + i)));
  const runs = dirs.map(() => []);
  for (let i = 0; i < RUNS; i++)
    for (const [d] of dirs.entries()) runs[d].push(await audit(`http://127.0.0.1:${4390 + d}${path}`, preset.config));
  stops.forEach((stop) => stop());
  const rows = dirs.map((dir, d) => ({
    build: dir,
    ...medians(runs[d]),
    'TBT (runs)': runs[d].map((r) => r.tbt.toFixed(0)).join(' '),
    runs: runs[d],
  }));
  console.log(`\nLighthouse ${preset.label} (median of ${RUNS} runs, taking turns)\n`);
  table(rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'runs'))));
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--dirs');
  if (at > 0) await compareDirs(process.argv[at + 1].split(','), PRESETS[process.argv.includes('--desktop') ? 1 : 0]);
  else await lighthouseBench();
}

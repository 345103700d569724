#!/usr/bin/env node
// Time to grid: navigation start → first product card painted, in Chromium,
// median of 5 fresh loads, for an instant build and a default-latency build.
// Reports the overhead beyond the configured catalogue delay.
import { chromium } from '@playwright/test';
import { build, CHROMIUM, CHROMIUM_FLAGS, median, requireChromium, serve, table, writeResult } from './lib.mjs';

const RUNS = 5;
const VARIANTS = [
  { label: 'MOCK_LATENCY_MS=0', dir: 'dist-bench-0', env: { MOCK_LATENCY_MS: '0' }, delayMs: 0, port: 4190 },
  { label: 'default latency', dir: 'dist-bench-default', env: { MOCK_LATENCY_MS: '' }, delayMs: 2000, port: 4191 },
];

// Runs in the page before the app: records when the first card is in the DOM and painted.
const probe = () => {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('ul[aria-label="Produtos"] li')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__gridPaintedAt = performance.now()), 0));
  }).observe(document, { childList: true, subtree: true });
};

export async function timeToGrid() {
  requireChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const rows = [];
  for (const v of VARIANTS) {
    build(v.dir, v.env);
    const stop = await serve(v.dir, v.port);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(probe);
      await page.goto(`http://127.0.0.1:${v.port}/`);
      await page.waitForFunction(() => window.__gridPaintedAt !== undefined, null, { timeout: 30_000 });
      times.push(await page.evaluate(() => window.__gridPaintedAt));
      await context.close();
    }
    stop();
    const med = median(times);
    rows.push({
      build: v.label,
      'median ms': med.toFixed(0),
      'runs ms': times.map((t) => t.toFixed(0)).join(' '),
      'delay ms': v.delayMs,
      'overhead ms': (med - v.delayMs).toFixed(0),
    });
  }
  await browser.close();
  console.log('\nTime to grid (navigation start → first card painted)\n');
  table(rows);
  writeResult('time-to-grid', { runs: RUNS, rows });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await timeToGrid();

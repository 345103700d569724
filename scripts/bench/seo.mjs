#!/usr/bin/env node
// Lighthouse's SEO category on the home page and a product's own page, mobile preset,
// against a production build served locally; each failing audit is listed with its title.
// Usage: node scripts/bench/seo.mjs [dist=dist] [port=4195]   (build first: npm run build)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, requireChromium, serve, table, writeResult } from './lib.mjs';

const dir = process.argv[2] ?? 'dist';
const port = Number(process.argv[3] ?? 4195);
const PAGES = [
  { label: 'home', path: '/' },
  { label: 'product', path: '/product/VESTIDO%20MIDI%20FLORAL?cor=azul-marinho' },
];

requireChromium();
const stop = await serve(dir, port);
const rows = [];
try {
  for (const { label, path } of PAGES) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const { lhr } = await lighthouse(`http://127.0.0.1:${port}${path}`, {
        port: chrome.port,
        onlyCategories: ['seo'],
        logLevel: 'error',
      });
      const failing = lhr.categories.seo.auditRefs
        .map(({ id }) => lhr.audits[id])
        .filter((audit) => audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
        .filter((audit) => audit.score !== null && audit.score < 1);
      rows.push({
        page: label,
        path,
        seo: Math.round(lhr.categories.seo.score * 100),
        failing: failing.map((a) => a.id).join(' ') || '-',
      });
    } finally {
      await chrome.kill();
    }
  }
} finally {
  stop();
}
console.log('\nLighthouse SEO (mobile)\n');
table(rows);
writeResult('seo', { dir, rows });
if (rows.some((row) => row.seo < 100)) process.exitCode = 1;

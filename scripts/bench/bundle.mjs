#!/usr/bin/env node
// Bundle report: every emitted JS/CSS file, raw and gzip -9 bytes, grouped as
// "initial" (the scripts index.html loads before the app can paint) and the
// chunks fetched later, by name. Writes bench-results/bundle.json.
// Usage: node scripts/bench/bundle.mjs [dist] [--budget <kB gz>]
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budgetKb = budgetAt >= 0 ? Number(args[budgetAt + 1]) : null;
const dist = resolve(args.find((a, i) => !a.startsWith('--') && (budgetAt < 0 || i !== budgetAt + 1)) ?? 'dist');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
// Initial: every script index.html loads, by <script src> or <link rel="preload" as="script">.
const initialFiles = new Set(
  [
    ...html.matchAll(/<script[^>]+src="?\/?([^"\s>]+)/g),
    ...html.matchAll(/<link rel="preload" as="script" href="?\/?([^"\s>]+)/g),
  ].map((m) => m[1]),
);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(dist)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((full) => {
    const path = full.slice(dist.length + 1);
    const content = readFileSync(full);
    const chunk = path.replace(/^js\//, '').replace(/\.[0-9a-f]{10}\.(js|css)$/, '');
    return {
      path,
      group: initialFiles.has(path) ? 'initial' : chunk,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
    };
  })
  .sort((a, b) => (a.group === 'initial' ? -1 : 0) - (b.group === 'initial' ? -1 : 0) || b.gzip - a.gzip);

const kb = (n) => (n / 1000).toFixed(1);
const initial = files.filter((f) => f.group === 'initial');
const total = (list, key) => list.reduce((sum, f) => sum + f[key], 0);

console.log(`\nBundle of ${dist}\n`);
console.log('group'.padEnd(16), 'file'.padEnd(36), 'raw kB'.padStart(9), 'gzip kB'.padStart(9));
for (const f of files)
  console.log(f.group.padEnd(16), f.path.padEnd(36), kb(f.raw).padStart(9), kb(f.gzip).padStart(9));
console.log('-'.repeat(72));
console.log('initial total'.padEnd(53), kb(total(initial, 'raw')).padStart(9), kb(total(initial, 'gzip')).padStart(9));
console.log('all files'.padEnd(53), kb(total(files, 'raw')).padStart(9), kb(total(files, 'gzip')).padStart(9));

mkdirSync('bench-results', { recursive: true });
const report = { dist, initialGzip: total(initial, 'gzip'), initialRaw: total(initial, 'raw'), files };
writeFileSync('bench-results/bundle.json', JSON.stringify(report, null, 2));

if (budgetKb !== null) {
  const over = report.initialGzip / 1000 > budgetKb;
  console.log(
    `\nInitial JS budget: ${kb(report.initialGzip)} kB gz of ${budgetKb} kB allowed: ${over ? 'OVER' : 'ok'}`,
  );
  if (over) process.exit(1);
}

#!/usr/bin/env node
// Writes a catalogue of N products in the retailer's shape, derived from the
// bundled one, for the scale benchmarks: unique names, styles and SKUs.
// Usage: node scripts/bench/generate-catalogue.mjs <count> <out.json>
import { readFileSync, writeFileSync } from 'node:fs';

const [countArg, out] = process.argv.slice(2);
const count = Number(countArg);
if (!Number.isInteger(count) || count < 1 || !out) {
  console.error('Usage: node scripts/bench/generate-catalogue.mjs <count> <out.json>');
  process.exit(1);
}

const base = JSON.parse(readFileSync(new URL('../../mocks/catalogue.json', import.meta.url), 'utf8')).products;
const products = Array.from({ length: count }, (_, i) => {
  const model = base[i % base.length];
  const n = String(i + 1).padStart(6, '0');
  const style = `9${n}`;
  const codeColor = `${style}_${model.code_color.split('_')[1]}`;
  return {
    ...model,
    name: `${model.name} ${n}`,
    style,
    code_color: codeColor,
    sizes: model.sizes.map((s) => ({ ...s, sku: `${codeColor}_${s.size}` })),
  };
});
writeFileSync(out, JSON.stringify({ products }));
console.log(`Wrote ${count} products to ${out}`);

// Shared helpers for the benchmarks: builds, a local static server, Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
/** The same flags as the browser tests (playwright.config.ts). */
export const CHROMIUM_FLAGS = JSON.parse(readFileSync(new URL('../chromium-flags.json', import.meta.url), 'utf8'));

export function requireChromium() {
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Chromium not found at ${CHROMIUM}. Install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
}

const built = new Set();

/**
 * A production build into `outDir` with the given environment, once per run
 * (and not at all with BENCH_SKIP_BUILD=1 when it exists).
 */
export function build(outDir, env = {}) {
  if (built.has(outDir) || (process.env.BENCH_SKIP_BUILD === '1' && existsSync(`${outDir}/index.html`))) return;
  built.add(outDir);
  console.log(`Building ${outDir} ${JSON.stringify(env)}`);
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OUTPUT_DIR: outDir, ...env },
  });
  if (result.status !== 0) throw new Error(`build of ${outDir} failed`);
}

/** Serves a build on 127.0.0.1:port; resolves to a stop function once it listens. */
export function serve(dir, port) {
  const child = spawn('node', ['scripts/serve.mjs', dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(() => child.kill()));
    child.once('exit', (code) => reject(new Error(`server for ${dir} exited with ${code}`)));
  });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median and spread of one figure over several runs: "127 (92–191)". */
export const medianAndRange = (values) =>
  `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

export function writeResult(name, data) {
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(`bench-results/${name}.json`, JSON.stringify({ date: new Date().toISOString(), ...data }, null, 2));
}

export function table(rows) {
  const keys = Object.keys(rows[0] ?? {});
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join('  ');
  console.log(line(keys));
  rows.forEach((r) => console.log(line(keys.map((k) => r[k]))));
}

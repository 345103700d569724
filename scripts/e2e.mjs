#!/usr/bin/env node
// Browser tests: finds Chromium, builds the one production bundle every
// Playwright project serves (dist-e2e/, a shopper's build: the projects set the
// fake backend's switches in each page), then runs `playwright test` with any extra
// arguments passed through, e.g. `node scripts/e2e.mjs tests/e2e/cart.spec.ts`.
//
// Environment:
//   CHROME_PATH=/path/to/chromium  use this browser instead of /usr/bin/chromium
//   E2E_SKIP_BUILD=1               reuse dist-e2e/ when it already exists
//   E2E_BUILD_ONLY=1               build dist-e2e/ and stop (CI builds it beside the static checks)
//
// It never passes without running the browser tests: with no Chromium and no
// way to install it, it exits 1 saying what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_CHROME = '/usr/bin/chromium';

function log(message) {
  console.log(`[e2e] ${message}`);
}

function fail(message) {
  console.error(`[e2e] ERROR: ${message}`);
  process.exit(1);
}

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

/** (a) Chromium: CHROME_PATH, else Debian's; installed with apt when we are root on Debian/Ubuntu. */
function findChromium() {
  const wanted = process.env.CHROME_PATH || DEFAULT_CHROME;
  if (executable(wanted)) return wanted;
  if (process.env.CHROME_PATH) {
    fail(
      `CHROME_PATH=${process.env.CHROME_PATH} is not an executable file. Point CHROME_PATH at a Chromium binary, or unset it and run: apt-get install -y chromium`,
    );
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    log(
      `${DEFAULT_CHROME} not found: installing Debian's chromium package (apt-get update && apt-get install -y chromium)`,
    );
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], env) !== 0 || run('apt-get', ['install', '-y', 'chromium'], env) !== 0) {
      fail('apt-get install -y chromium failed; install Chromium by hand or set CHROME_PATH to a Chromium binary.');
    }
    if (executable(DEFAULT_CHROME)) return DEFAULT_CHROME;
    fail(`apt-get installed chromium but ${DEFAULT_CHROME} is still missing; set CHROME_PATH to the Chromium binary.`);
  }
  fail(
    `Chromium not found at ${DEFAULT_CHROME}. The browser tests need it and do not download browsers.\n` +
      '  On Debian/Ubuntu, as root: apt-get update && apt-get install -y chromium\n' +
      '  Or point CHROME_PATH at an installed Chromium/Chrome binary: CHROME_PATH=/path/to/chrome npm run test:e2e',
  );
}

/** (b) The production build. */
function build(outputDir, env) {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(root, outputDir, 'index.html'))) {
    log(`E2E_SKIP_BUILD=1: reusing ${outputDir}/`);
    return;
  }
  log(
    `building ${outputDir}/ ${
      Object.keys(env).length
        ? `(${Object.entries(env)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')})`
        : '(default latency)'
    }`,
  );
  const started = Date.now();
  const status = run('npm', ['run', '--silent', 'build', '--', '--stats', 'errors-warnings'], {
    OUTPUT_DIR: outputDir,
    ...env,
  });
  if (status !== 0) fail(`the production build of ${outputDir}/ failed (exit ${status})`);
  log(`built ${outputDir}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const chrome = findChromium();
log(`Chromium: ${chrome}`);

// The shopper's build: an inherited knob must not change it.
for (const name of [
  'MOCK_LATENCY_MS',
  'MOCK_FAIL',
  'MOCK_FAIL_RATE',
  'MOCK_FAIL_SEED',
  'MOCK_SWITCHES',
  'API_URL',
  'API_TIMEOUT_MS',
  'FIRST_DOWNLOAD_CHECK',
]) {
  delete process.env[name];
}
build('dist-e2e', {});
if (process.env.E2E_BUILD_ONLY === '1') process.exit(0);

// (c) Playwright, with the caller's arguments; its exit code is ours. A whole run goes in two
// parts: every project but 'latency' two spec files at a time, then the latency tests alone,
// one at a time, since they time the spec's delays and a second browser makes them race.
const args = process.argv.slice(2);
const playwright = (extra) => run('npx', ['playwright', 'test', ...extra], { CHROME_PATH: chrome });
if (args.length > 0) process.exit(playwright(args));
const rest = playwright(['--project', 'instant', '--project', 'failures', '--project', 'http', '--workers', '2']);
const latency = playwright(['--project', 'latency', '--workers', '1']);
process.exit(rest || latency);

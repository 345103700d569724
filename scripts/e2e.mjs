#!/usr/bin/env node
// Browser tests: finds Chromium, builds the one production bundle every
// Playwright project serves (dist-e2e/, a shopper's build: the projects set the
// fake backend's switches in each page), then runs `playwright test` with any extra
// arguments passed through, e.g. `node scripts/e2e.mjs tests/e2e/cart.spec.ts`.
//
// Environment:
//   CHROME_PATH=/path/to/chromium  use this browser instead of Debian's (below)
//   E2E_SKIP_BUILD=1               reuse dist-e2e/ when it already exists
//   E2E_BUILD_ONLY=1               build dist-e2e/ and stop (CI builds it beside the static checks)
//   E2E_BESIDE_LATENCY='command'   a whole run also runs this shell command, at the lowest CPU priority,
//                                  while the latency tests wait out the spec's delays (CI: Jest on Node 26)
//
// It never passes without running the browser tests: with no Chromium and no
// way to install it, it exits 1 saying what to install.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Debian's Chromium headless shell, the build Playwright itself runs headless: the same engine
 * without the desktop browser around it, about 0.6 of the CPU a browser test takes in the full
 * /usr/bin/chromium, which is the fallback.
 */
const HEADLESS_SHELL = { path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' };
const FULL_CHROMIUM = { path: '/usr/bin/chromium', apt: 'chromium' };

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

/**
 * (a) Chromium: CHROME_PATH, else Debian's headless shell, else Debian's chromium. When the shell is
 * missing and we are root on Debian/Ubuntu, apt installs it, or chromium if it cannot and none is there.
 */
function findChromium() {
  if (process.env.CHROME_PATH) {
    if (executable(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    fail(
      `CHROME_PATH=${process.env.CHROME_PATH} is not an executable file. Point CHROME_PATH at a Chromium binary, or unset it and run: apt-get install -y ${HEADLESS_SHELL.apt}`,
    );
  }
  const installed = () => [HEADLESS_SHELL, FULL_CHROMIUM].find(({ path }) => executable(path))?.path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!executable(HEADLESS_SHELL.path) && isRoot && existsSync('/etc/debian_version')) {
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    log(`${HEADLESS_SHELL.path} not found: installing Debian's ${HEADLESS_SHELL.apt} package with apt-get`);
    if (run('apt-get', ['update'], env) === 0 && run('apt-get', ['install', '-y', HEADLESS_SHELL.apt], env) !== 0) {
      if (!installed()) run('apt-get', ['install', '-y', FULL_CHROMIUM.apt], env);
    }
  }
  const found = installed();
  if (found === FULL_CHROMIUM.path)
    log(`the browser tests run in ${FULL_CHROMIUM.path}, more slowly than in the headless shell`);
  if (found) return found;
  fail(
    `Chromium not found at ${HEADLESS_SHELL.path} nor ${FULL_CHROMIUM.path}. The browser tests need it and do not download browsers.\n` +
      `  On Debian/Ubuntu, as root: apt-get update && apt-get install -y ${HEADLESS_SHELL.apt}\n` +
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

/**
 * Starts E2E_BESIDE_LATENCY niced, its output kept in a file until the latency tests are done;
 * answers a function that waits for it and answers 0 or 1. The latency tests leave part of the
 * CPU idle while the spec's delays run, and at nice 19 the command takes little more than that part.
 */
function besideLatency() {
  const command = process.env.E2E_BESIDE_LATENCY;
  if (!command) return () => Promise.resolve(0);
  log(`beside the latency tests: ${command}`);
  const outputFile = join(mkdtempSync(join(tmpdir(), 'e2e-beside-')), 'output.txt');
  const output = openSync(outputFile, 'w');
  const child = spawn('nice', ['-n', '19', 'sh', '-c', command], { cwd: root, stdio: ['ignore', output, output] });
  const exited = new Promise((done) => {
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
  return async () => {
    const code = await exited;
    log(`beside the latency tests, ${command} ${code === 0 ? 'passed' : `failed (exit ${code})`}:`);
    process.stdout.write(readFileSync(outputFile));
    return code === 0 ? 0 : 1;
  };
}

// (c) Playwright, with the caller's arguments; its exit code is ours. A whole run goes in two
// parts: every project but 'latency', then the latency tests on their own, since they time the
// spec's delays and the other projects' browsers would make them race. Each part runs one worker
// more than the machine has cores: a test waits on its browser part of the time, and with one
// worker per core the CPU stood idle a quarter of the run.
const args = process.argv.slice(2);
const playwright = (extra) => run('npx', ['playwright', 'test', ...extra], { CHROME_PATH: chrome });
if (args.length > 0) process.exit(playwright(args));
const workers = String(availableParallelism() + 1);
const rest = playwright(['--project', 'instant', '--project', 'failures', '--project', 'http', '--workers', workers]);
const beside = besideLatency();
const latency = playwright(['--project', 'latency', '--workers', workers]);
const besideCode = await beside();
process.exit(rest || latency || besideCode);

import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import type { BackendSwitches } from './tests/e2e/fixtures';
import chromiumFlags from './scripts/chromium-flags.json';

/**
 * Browser tests in Debian's Chromium against one production build, dist-e2e/
 * (`npm run test:e2e`: scripts/e2e.mjs builds it first); browsers are never
 * downloaded. The projects differ only by the fake backend's run-time switches
 * each page starts with (the `switches` option, tests/e2e/fixtures.ts).
 */
const chromium = {
  // scripts/e2e.mjs sets CHROME_PATH to the browser it found (Debian's headless shell first);
  // run by hand, the first of these that is installed.
  executablePath: [process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
    (path) => path && existsSync(path),
  ),
  // Without the background-networking flags, Chromium keeps calling home on this closed network.
  args: chromiumFlags,
};

// E2E_PORT moves both servers, so two checkouts can run their browser tests side by side.
const SHOP_PORT = Number(process.env.E2E_PORT || 4180);
/** `npm run api`, which the http project's pages reach through the shop's server at /api/. */
const API_PORT = SHOP_PORT + 4;
const reuseExistingServer = !process.env.CI;

export default defineConfig<{ switches: BackendSwitches }>({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // One spec file at a time for a run of chosen files; a whole run (scripts/e2e.mjs) takes two.
  // E2E_WORKERS=2 halves a chosen run's time.
  workers: Number(process.env.E2E_WORKERS || 1),
  forbidOnly: !!process.env.CI,
  // In CI a failed test runs once more and the report names it flaky, so a race shows without
  // stopping the landing; locally every failure stands.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 5_000,
    navigationTimeout: 10_000,
    screenshot: 'only-on-failure',
    // Traces slow every test down; E2E_TRACE=1 keeps one for each failed test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The shop's service worker would serve pages from its cache and precache the
    // whole shop during every test; only the offline test lets it run.
    serviceWorkers: 'block',
    baseURL: `http://127.0.0.1:${SHOP_PORT}`,
  },
  projects: [
    {
      // The core journeys against `npm run api` over HTTP, on the shop's own origin at /api/.
      name: 'http',
      testMatch: /\.http\.spec\.ts$/,
      // One file at a time: they share the API server's carts and orders. First in the queue, so
      // that one worker runs them beside the other projects' instead of alone at the end.
      workers: 1,
      use: { switches: { api: '/api' } },
    },
    {
      // Every journey, with no delay: the fake backend's latency switched to 0 in each page.
      name: 'instant',
      testIgnore: /\.(latency|failures|http)\.spec\.ts$/,
      // Each test has its own context, so its own storage and in-page backend: any order will do.
      fullyParallel: true,
      use: { switches: { latency: '0' } },
    },
    {
      // The timing journeys, with the spec's default delays: a shopper's page, no switch set.
      name: 'latency',
      testMatch: /\.latency\.spec\.ts$/,
    },
    {
      // Every failure screen, with no delay and a 1.5 s request time-out; each test sets its MOCK_FAIL.
      name: 'failures',
      testMatch: /\.failures\.spec\.ts$/,
      fullyParallel: true,
      use: { switches: { latency: '0', timeout: '1500' } },
    },
  ],
  webServer: [
    {
      // The one production build every project serves (scripts/e2e.mjs builds it).
      command: `node scripts/serve.mjs dist-e2e ${SHOP_PORT}`,
      url: `http://127.0.0.1:${SHOP_PORT}/`,
      env: { API_PROXY: `http://127.0.0.1:${API_PORT}` },
      reuseExistingServer,
      timeout: 20_000,
      stdout: 'ignore',
    },
    {
      command: 'npx tsx scripts/api.ts',
      url: `http://127.0.0.1:${API_PORT}/products`,
      // The http project's pages call it through the shop's server; its records stay in memory, fresh for each run.
      env: {
        PORT: String(API_PORT),
        MOCK_LATENCY_MS: '0',
        MOCK_FAIL: '',
        MOCK_FAIL_RATE: '',
        API_ALLOWED_ORIGINS: `http://127.0.0.1:${SHOP_PORT}`,
        API_DATA_DIR: '',
        // The run's files share the API's records and order the same sizes many times over.
        API_STOCK_UNITS: '100000',
      },
      reuseExistingServer,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});

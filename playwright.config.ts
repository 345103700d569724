import { defineConfig } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json';

/**
 * Browser tests (issue 4) in Debian's Chromium against production builds.
 * Run them with `npm run test:e2e` (scripts/e2e.mjs builds dist-e2e/ and
 * dist-e2e-latency/ first); browsers are never downloaded.
 */
const chromium = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  // Without the background-networking flags, Chromium keeps calling home on this closed network.
  args: chromiumFlags,
};

// E2E_PORT moves both servers, so two checkouts can run their browser tests side by side.
const INSTANT_PORT = Number(process.env.E2E_PORT || 4180);
const LATENCY_PORT = INSTANT_PORT + 1;
const FAILURES_PORT = INSTANT_PORT + 2;
const HTTP_PORT = INSTANT_PORT + 3;
/** `npm run api`, which the build served on HTTP_PORT talks to (scripts/e2e.mjs builds it with this API_URL). */
const API_PORT = INSTANT_PORT + 4;
const reuseExistingServer = !process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // One spec file at a time: the latency tests measure the spec's delays, and a second browser
  // on the machine's 2 cores makes them race. E2E_WORKERS=2 halves a local run's time.
  workers: Number(process.env.E2E_WORKERS || 1),
  forbidOnly: !!process.env.CI,
  retries: 0,
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
  },
  projects: [
    {
      // Every journey, against the build with MOCK_LATENCY_MS=0.
      name: 'instant',
      testIgnore: /\.(latency|failures|http)\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${INSTANT_PORT}` },
    },
    {
      // The timing journey, against the build with the spec's default delays.
      name: 'latency',
      testMatch: /\.latency\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${LATENCY_PORT}` },
    },
    {
      // Every failure screen, against the instant build with the run-time switches
      // (MOCK_SWITCHES=1) and a 1.5 s request time-out; each test sets its MOCK_FAIL.
      name: 'failures',
      testMatch: /\.failures\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${FAILURES_PORT}` },
    },
    {
      // The core journeys against the build made with API_URL: fetchBaseQuery and `npm run api`.
      name: 'http',
      testMatch: /\.http\.spec\.ts$/,
      // One file at a time: they share the API server's carts and orders.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${HTTP_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs dist-e2e ${INSTANT_PORT}`,
      url: `http://127.0.0.1:${INSTANT_PORT}/`,
      reuseExistingServer,
      timeout: 20_000,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve.mjs dist-e2e-latency ${LATENCY_PORT}`,
      url: `http://127.0.0.1:${LATENCY_PORT}/`,
      reuseExistingServer,
      timeout: 20_000,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve.mjs dist-e2e-failures ${FAILURES_PORT}`,
      url: `http://127.0.0.1:${FAILURES_PORT}/`,
      reuseExistingServer,
      timeout: 20_000,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve.mjs dist-e2e-http ${HTTP_PORT}`,
      url: `http://127.0.0.1:${HTTP_PORT}/`,
      reuseExistingServer,
      timeout: 20_000,
      stdout: 'ignore',
    },
    {
      command: 'npx tsx scripts/api.ts',
      url: `http://127.0.0.1:${API_PORT}/products`,
      // The HTTP build's pages may call it (CORS); its records stay in memory, fresh for each run.
      env: {
        PORT: String(API_PORT),
        MOCK_LATENCY_MS: '0',
        MOCK_FAIL: '',
        MOCK_FAIL_RATE: '',
        API_ALLOWED_ORIGINS: `http://127.0.0.1:${HTTP_PORT}`,
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

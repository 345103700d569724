/**
 * `npm run api`: the fake backend's handlers over HTTP on 127.0.0.1:4000
 * (PORT to change), with the same MOCK_LATENCY_MS / MOCK_FAIL* switches and
 * CATALOGUE_FILE as the shop. `API_URL=http://127.0.0.1:4000 npm start` makes
 * the shop use it (README: "Working with the fake backend").
 */
import Module from 'node:module';
import path from 'node:path';
import { readFailureConfig, setFailureConfig } from '../mocks/devtools/failures';
import { parseLatencySetting, setLatencySettings } from '../mocks/devtools/latency';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT: "${process.env.PORT}" is not a port number.`);

try {
  setLatencySettings(parseLatencySetting(process.env.MOCK_LATENCY_MS));
  setFailureConfig(readFailureConfig(process.env));
} catch (error) {
  fail((error as Error).message);
}

// mocks/backend/validatedCatalogue.ts imports '@catalogue', which Jest maps to the catalogue file too (webpack
// builds replace that module with the catalogue validated at build time: scripts/webpack/catalogueLoader.ts).
const catalogueFile = path.resolve(process.env.CATALOGUE_FILE ?? 'mocks/catalogue.json');
const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolveFilename = loader._resolveFilename;
loader._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@catalogue' ? catalogueFile : request, ...rest);
};

void import('../mocks/devtools/httpServer').then(({ createApiServer }) => {
  const server = createApiServer();
  server.on('error', (error) => fail(`[api] cannot listen on 127.0.0.1:${port}: ${error.message}`));
  server.listen(port, '127.0.0.1', () => {
    const settings = ['MOCK_LATENCY_MS', 'MOCK_FAIL', 'MOCK_FAIL_RATE', 'MOCK_FAIL_SEED']
      .filter((name) => process.env[name])
      .map((name) => `${name}=${process.env[name]}`);
    console.log(`[api] fake backend on http://127.0.0.1:${port} ${settings.join(' ')}`.trim());
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});

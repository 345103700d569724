/**
 * `npm run api`: the fake backend's handlers over HTTP on 127.0.0.1:4000
 * (PORT to change), with the same MOCK_LATENCY_MS / MOCK_FAIL* switches and
 * CATALOGUE_FILE as the shop. `API_URL=http://127.0.0.1:4000 npm start` makes
 * the shop use it (docs/BACKEND.md, "The same API over HTTP"). Its records
 * (accounts, sessions, carts, orders) are kept in SQLite, API_DATA_DIR/vitrine.db
 * (default .cache/api-data; empty: memory only, as the browser tests run it); pages
 * from the development server and from API_ALLOWED_ORIGINS may call it. API_STOCK_UNITS:
 * the units each available size starts with (src/rules/stock.ts, STARTING_UNITS by default).
 */
// First: the catalogue file is chosen before anything imports the backend (latency.ts does).
import './catalogueAlias';
import path from 'node:path';
import { readFailureConfig, setFailureConfig } from '../mocks/devtools/failures';
import { readAllowedOrigins } from '../mocks/devtools/allowedOrigins';
import { parseLatencySetting, setLatencySettings } from '../mocks/devtools/latency';
import { parseStartingUnits } from '../src/rules/stock';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT: "${process.env.PORT}" is not a port number.`);

let allowedOrigins: string[] = [];
let stockUnits = 0;
try {
  setLatencySettings(parseLatencySetting(process.env.MOCK_LATENCY_MS));
  setFailureConfig(readFailureConfig(process.env));
  allowedOrigins = readAllowedOrigins(process.env.API_ALLOWED_ORIGINS);
  stockUnits = parseStartingUnits(process.env.API_STOCK_UNITS);
} catch (error) {
  fail((error as Error).message);
}

/** Where the records live: API_DATA_DIR, else the project's git-ignored .cache/; set but empty, nowhere (memory). */
const dataDir = process.env.API_DATA_DIR ?? '.cache/api-data';

void Promise.all([
  import('../mocks/devtools/httpServer'),
  import('../mocks/devtools/sqliteStore'),
  import('../mocks/backend/store'),
  import('../mocks/backend/accounts/outbox'),
  import('../mocks/backend/stock'),
]).then(
  ([{ createApiServer, OUTBOX_PATH }, { openSqliteStore }, { keepRecordsIn }, { onMail }, { setStartingUnits }]) => {
    // Each size the catalogue lists as available starts with API_STOCK_UNITS units (src/rules/stock.ts).
    setStartingUnits(stockUnits);
    let closeRecords = () => {};
    if (dataDir !== '') {
      try {
        // A damaged database, or one this code cannot read, stops the server here: it never comes up empty.
        const records = openSqliteStore(path.resolve(dataDir));
        keepRecordsIn(records.engine);
        closeRecords = records.close;
        for (const file of records.imported) console.log(`[api] imported ${file} (kept beside it as ${file}.imported)`);
      } catch (error) {
        fail(`API_DATA_DIR: cannot keep the records in "${dataDir}": ${(error as Error).message}`);
      }
    }
    // The email is named, never its link: a reset link's token must not reach a log.
    onMail((mail) =>
      console.log(`[api] email to ${mail.to}: "${mail.subject}". Read it at http://127.0.0.1:${port}${OUTBOX_PATH}`),
    );
    const server = createApiServer({ allowedOrigins });
    server.on('error', (error) => fail(`[api] cannot listen on 127.0.0.1:${port}: ${error.message}`));
    server.listen(port, '127.0.0.1', () => {
      const settings = [
        'MOCK_LATENCY_MS',
        'MOCK_FAIL',
        'MOCK_FAIL_RATE',
        'MOCK_FAIL_SEED',
        'API_ALLOWED_ORIGINS',
        'API_STOCK_UNITS',
      ]
        .filter((name) => process.env[name])
        .map((name) => `${name}=${process.env[name]}`);
      // PORT=0 takes a free port: the one taken is named.
      const listening = (server.address() as { port: number } | null)?.port ?? port;
      console.log(`[api] fake backend on http://127.0.0.1:${listening} ${settings.join(' ')}`.trim());
      console.log(
        `[api] data: ${dataDir === '' ? 'in memory only (API_DATA_DIR is empty)' : path.resolve(dataDir, 'vitrine.db')}`,
      );
    });
    const stop = () =>
      server.close(() => {
        closeRecords();
        process.exit(0);
      });
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
);

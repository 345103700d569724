/**
 * For the HTTP tests of `npm run api`: the server a test file talks to, a request to it, and the
 * records each test starts from, in memory or in a fresh SQLite database. Call the functions at
 * the top of a test file or of a describe block: they register that file's Jest hooks.
 * Not a test itself (Jest runs *.test.ts only), and never imported by the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepRecordsIn } from '../backend/store';
import { type ApiServerOptions, createApiServer } from './httpServer';
import { openSqliteStore, type SqliteStore } from './sqliteStore';

export interface ApiAnswer {
  status: number;
  /** The JSON answered, or null for an empty body. */
  body: unknown;
  /** The answer's headers: there to read, left out of toEqual (not enumerable). */
  readonly headers: Headers;
}

export interface RequestOptions {
  /** The session secret sent as `Authorization: Bearer …`; none when left out. */
  secret?: string;
  /** Sent as JSON, with its content type. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApi {
  readonly server: Server;
  /** http://127.0.0.1:<port>, once the file's beforeAll has run. */
  readonly base: string;
  request(method: string, path: string, options?: RequestOptions): Promise<ApiAnswer>;
}

/** A server for this test file on a free port: started in beforeAll, closed in afterAll. */
export function apiForTests(options?: ApiServerOptions): TestApi {
  const server = createApiServer(options);
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function request(method: string, path: string, { secret, body, headers = {} }: RequestOptions = {}) {
    const response = await fetch(base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(secret === undefined ? {} : { authorization: `Bearer ${secret}` }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const answer = { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    return Object.defineProperty(answer, 'headers', { value: response.headers, enumerable: false }) as ApiAnswer;
  }

  return {
    server,
    get base() {
      return base;
    },
    request,
  };
}

/** For describe.each: the records kept in memory (as the browser tests run the API), then in SQLite. */
export const RECORDS_KEPT = [
  ['in memory (API_DATA_DIR empty, as the browser tests run it)', false],
  ['in SQLite', true],
] as const;

export interface TestRecords {
  /** Closes the database and opens it again, as a restarted server would (SQLite only). */
  restart(): void;
}

/**
 * Each test's records: with `sqlite`, in a new database in a new folder (beforeEach), closed and
 * deleted after it (afterEach); else in memory. Call it before the hooks that write records.
 */
export function recordsForEachTest(sqlite: boolean): TestRecords {
  let folder = '';
  let store: SqliteStore | null = null;
  const open = () => {
    store = openSqliteStore(folder);
    keepRecordsIn(store.engine);
  };
  beforeEach(() => {
    if (!sqlite) return;
    folder = mkdtempSync(join(tmpdir(), 'vitrine-records-'));
    open();
  });
  afterEach(() => {
    keepRecordsIn(null);
    store?.close();
    store = null;
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = '';
  });
  return {
    restart() {
      if (!store) throw new Error('restart() needs records in SQLite');
      keepRecordsIn(null);
      store.close();
      open();
    },
  };
}

/**
 * `npm run api`'s records: the fake backend's tables (mocks/backend/schema.ts) in SQLite, in
 * `<API_DATA_DIR>/vitrine.db`, through Node's own `node:sqlite` (no native add-on).
 *
 * - Real tables: `id TEXT PRIMARY KEY` and the row as JSON text; each keyed field is a generated
 *   column of the row with its UNIQUE or plain index, so the constraints are SQLite's own while a
 *   row keeps the shape the page's engine stores (one decoder per store for both, and a new field
 *   needs no migration). Ids come from a sequences table and are never issued twice.
 * - WAL mode and a busy timeout: a second server on the same folder waits for the first's
 *   transaction (one per request, BEGIN IMMEDIATE) instead of writing over it.
 * - The file is checked when opened (PRAGMA quick_check): a damaged or unreadable database stops
 *   the server with its name, never comes up empty.
 * - A read or write SQLite cannot do (disk full, read-only, locked too long) is a StoreFailure:
 *   the request's transaction is rolled back and its answer is a 503.
 * - The schema is versioned (PRAGMA user_version, MIGRATIONS). A new database imports a data folder
 *   the JSON stores wrote before (`accounts.json`, `orders.json`…), once, and renames those files.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { TABLES, type TableSpec } from '../backend/schema';
import { StoreFailure, type StoreEngine } from '../backend/store';

export const DATABASE_FILE = 'vitrine.db';

/** How long a request waits for another server's transaction on the same file before its 503. */
export const BUSY_TIMEOUT_MS = 10_000;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A table as a migration made it: frozen here, whatever schema.ts says later. */
interface TableDdl {
  name: string;
  unique?: string[][];
  indexed?: string[];
}

function createTable({ name, unique = [], indexed = [] }: TableDdl): string {
  const fields = [...new Set([...unique.flat(), ...indexed])];
  const columns = fields.map(
    // An empty text is no key (an anonymised order has neither owner nor idempotency key).
    (field) => `${quote(field)} TEXT GENERATED ALWAYS AS (NULLIF(json_extract(row, '$.${field}'), '')) VIRTUAL`,
  );
  const indexes = [
    ...unique.map(
      (set) =>
        `CREATE UNIQUE INDEX ${quote(`${name}:${set.join('+')}`)} ON ${quote(name)} (${set.map(quote).join(', ')});`,
    ),
    ...indexed
      .filter((field) => !unique.some((set) => set[0] === field))
      .map((field) => `CREATE INDEX ${quote(`${name}:${field}`)} ON ${quote(name)} (${quote(field)});`),
  ];
  return [
    `CREATE TABLE ${quote(name)} (id TEXT PRIMARY KEY NOT NULL, row TEXT NOT NULL CHECK (json_valid(row))${columns.map((c) => `, ${c}`).join('')});`,
    ...indexes,
  ].join('\n');
}

/** MIGRATIONS[n] takes a database from user_version n to n + 1. */
export const MIGRATIONS: ReadonlyArray<(db: DatabaseSync) => void> = [
  // 1: the tables, and the sequences their ids come from.
  (db) =>
    db.exec(
      [
        { name: 'accounts', unique: [['email'], ['cpf']] },
        { name: 'sessions', indexed: ['userId'] },
        { name: 'password-resets', indexed: ['userId'] },
        { name: 'login-failures' },
        { name: 'carts' },
        { name: 'favorites' },
        { name: 'address-book' },
        { name: 'last-addresses' },
        { name: 'orders', unique: [['userId', 'idempotencyKey']], indexed: ['userId'] },
        { name: 'order-attempts', indexed: ['userId'] },
        { name: 'card-tokens', indexed: ['userId'] },
      ]
        .map(createTable)
        .concat('CREATE TABLE sequences (name TEXT PRIMARY KEY NOT NULL, next INTEGER NOT NULL);')
        .join('\n'),
    ),
  // 2: where the records came from: the JSON files imported, when, and how many rows each gave.
  (db) =>
    db.exec(
      'CREATE TABLE imports (file TEXT PRIMARY KEY NOT NULL, rows INTEGER NOT NULL, skipped INTEGER NOT NULL, imported_at TEXT NOT NULL);',
    ),
  // 3: the counters of tries, per client address and per email, found by the email they count
  // (the wrong passwords' were counted by email alone: those counts go).
  (db) =>
    db.exec(
      [
        'DROP TABLE "login-failures";',
        createTable({ name: 'login-failures', indexed: ['email'] }),
        createTable({ name: 'try-limits', indexed: ['email'] }),
      ].join('\n'),
    ),
  // 4: the units per SKU (mocks/backend/stock.ts), a row for each size whose count has moved.
  (db) => db.exec(createTable({ name: 'stock' })),
  // 5: when each order reached each of its steps (mocks/backend/checkout/orderClock.ts).
  (db) => db.exec(createTable({ name: 'order-steps' })),
  // 6: the orders placed with each coupon, and the wrong coupon codes tried (checkout/couponStore.ts).
  (db) =>
    db.exec(
      [
        createTable({ name: 'coupon-uses', indexed: ['code'] }),
        createTable({ name: 'coupon-guesses', indexed: ['email'] }),
      ].join('\n'),
    ),
  // 7: the money given back on orders, a PIX devolução or a card estorno (checkout/moneyBack.ts).
  (db) => db.exec(createTable({ name: 'money-back', indexed: ['orderId'] })),
  // 8: the 'Avise-me quando chegar' alerts, one per email and SKU (mocks/backend/stockAlertsStore.ts).
  (db) => db.exec(createTable({ name: 'stock-alerts', unique: [['email', 'sku']], indexed: ['sku', 'email'] })),
  // 9: return and exchange requests (mocks/backend/returns/returnStore.ts).
  (db) => db.exec(createTable({ name: 'return-requests', indexed: ['userId', 'orderId'] })),
  // 10: the vale-troca ledger (mocks/backend/credits.ts), found by the shopper.
  (db) => db.exec(createTable({ name: 'store-credits', indexed: ['userId'] })),
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** SQLite's primary result codes that mean "cannot read or write now", not a bug. */
const UNAVAILABLE = new Map([
  [5, 'locked by another server (SQLITE_BUSY)'],
  [6, 'locked (SQLITE_LOCKED)'],
  [8, 'read-only (SQLITE_READONLY)'],
  [10, 'disk I/O error (SQLITE_IOERR)'],
  [11, 'damaged (SQLITE_CORRUPT)'],
  [13, 'disk or database full (SQLITE_FULL)'],
  [14, 'cannot be opened (SQLITE_CANTOPEN)'],
  [26, 'not a database (SQLITE_NOTADB)'],
]);

function unavailable(error: unknown, file: string): unknown {
  const code = (error as { errcode?: unknown }).errcode;
  const reason = typeof code === 'number' ? UNAVAILABLE.get(code & 0xff) : undefined;
  return reason ? new StoreFailure(`${file}: ${reason}: ${(error as Error).message}`) : error;
}

const user = (db: DatabaseSync) => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;

export interface SqliteStore {
  engine: StoreEngine;
  /** The database file's path. */
  file: string;
  /** The JSON files imported when the database was made (renamed `<name>.json.imported`). */
  imported: string[];
  /** The connection, for tests (PRAGMAs that make writes fail). */
  database: DatabaseSync;
  close(): void;
}

function openChecked(file: string): DatabaseSync {
  let db: DatabaseSync | null = null;
  try {
    db = new DatabaseSync(file);
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const rows = db.prepare('PRAGMA quick_check').all() as Array<{ quick_check: string }>;
    if (rows.length !== 1 || rows[0]!.quick_check !== 'ok') {
      throw new Error(rows.map((row) => row.quick_check).join('; '));
    }
    db.exec('PRAGMA journal_mode = WAL');
    // An answer is sent after its commit: FULL syncs the write-ahead log on every commit, so what
    // was acknowledged survives the machine going down too, not only the server being killed.
    db.exec('PRAGMA synchronous = FULL');
    return db;
  } catch (error) {
    db?.close();
    throw new Error(
      `The records database ${file} is damaged or unreadable (${(error as Error).message}). ` +
        'The API does not start on it, so no record is lost or issued again: restore it from a copy, ' +
        'or move it away to start with an empty one.',
      { cause: error },
    );
  }
}

/** The rows of a folder's JSON files (the stores before the tables), into a new database. */
function importJson(db: DatabaseSync, folder: string): string[] {
  const files = new Map<string, unknown>();
  const read = (record: string): unknown => {
    const path = join(folder, `${record}.json`);
    if (!existsSync(path)) return undefined;
    if (!files.has(path)) {
      try {
        files.set(path, JSON.parse(readFileSync(path, 'utf8')) as unknown);
      } catch (error) {
        throw new Error(
          `${path} cannot be imported (${(error as Error).message}): the API does not start without its records. ` +
            'Repair the file, or move it away.',
          { cause: error },
        );
      }
    }
    return files.get(path);
  };
  const ledger = new Map<string, { rows: number; skipped: number }>();
  for (const spec of TABLES) {
    const stored = spec.legacy ? read(spec.legacy.record) : undefined;
    const insert = db.prepare(`INSERT INTO ${quote(spec.name)} (id, row) VALUES (?, ?) ON CONFLICT DO NOTHING`);
    const rows = stored === undefined ? (spec.seed ?? []) : (spec.legacy!.rows(stored) ?? []);
    let added = 0;
    for (const [id, row] of rows) added += Number(insert.run(id, JSON.stringify(row)).changes);
    if (stored !== undefined) {
      const file = `${spec.legacy!.record}.json`;
      const entry = ledger.get(file) ?? { rows: 0, skipped: 0 };
      ledger.set(file, { rows: entry.rows + added, skipped: entry.skipped + rows.length - added });
    }
    if (spec.firstId !== undefined) {
      // Never below an id the old store issued or any row holds: none is issued twice.
      const highest = rows.map(([id]) => Number(id)).filter(Number.isSafeInteger);
      const old = stored === undefined ? null : (spec.legacy!.nextId?.(stored) ?? null);
      const next = Math.max(spec.firstId, old ?? 0, ...highest.map((id) => id + 1));
      db.prepare('INSERT INTO sequences (name, next) VALUES (?, ?)').run(spec.name, next);
    }
  }
  const note = db.prepare('INSERT INTO imports (file, rows, skipped, imported_at) VALUES (?, ?, ?, ?)');
  for (const [file, { rows, skipped }] of ledger) note.run(file, rows, skipped, new Date().toISOString());
  return [...ledger.keys()];
}

/** Brings the database to SCHEMA_VERSION in one transaction; a new one gets the folder's JSON records. */
function migrate(db: DatabaseSync, file: string, folder: string): string[] {
  if (user(db) > SCHEMA_VERSION) {
    throw new Error(
      `${file} was written by a newer version of the API (schema ${user(db)}, this one knows ${SCHEMA_VERSION}).`,
    );
  }
  if (user(db) === SCHEMA_VERSION) return [];
  db.exec('BEGIN IMMEDIATE');
  try {
    // Another server on the folder may have migrated it while this one waited for the lock.
    const from = user(db);
    for (const step of MIGRATIONS.slice(from)) step(db);
    const imported = from === 0 ? importJson(db, folder) : [];
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    db.exec('COMMIT');
    return imported;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Opens (or makes) `<folder>/vitrine.db` and answers the engine over it. Throws, naming the file,
 * when it is damaged, unreadable, newer than this code, or a JSON file to import is.
 */
export function openSqliteStore(folder: string): SqliteStore {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, DATABASE_FILE);
  const db = openChecked(file);
  let imported: string[];
  try {
    imported = migrate(db, file, folder);
  } catch (error) {
    db.close();
    throw error;
  }
  // The records hold password hashes, emails and CPFs: only their owner may read them.
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
  // Imported once: the files stay beside the database, renamed, as a copy the API never reads again.
  for (const name of imported) renameSync(join(folder, name), join(folder, `${name}.imported`));
  return { engine: sqliteEngine(db, file), file, imported, database: db, close: () => db.close() };
}

/** The store's operations as SQL statements over one connection (prepared once each). */
export function sqliteEngine(db: DatabaseSync, file: string): StoreEngine {
  const statements = new Map<string, StatementSync>();
  const statement = (sql: string) => {
    let found = statements.get(sql);
    if (!found) statements.set(sql, (found = db.prepare(sql)));
    return found;
  };
  const guard = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw unavailable(error, file);
    }
  };
  const rows = (sql: string, ...values: SQLInputValue[]) =>
    guard(() => (statement(sql).all(...values) as Array<{ row: string }>).map(({ row }) => JSON.parse(row) as unknown));
  const keyed = (table: TableSpec, field: string) => {
    if (![...(table.unique ?? []).flat(), ...(table.indexed ?? [])].includes(field)) {
      throw new Error(`[store] ${table.name}.${field} is not an indexed field`);
    }
    return quote(field);
  };

  return {
    get(table, id) {
      const found = guard(() => statement(`SELECT row FROM ${quote(table.name)} WHERE id = ?`).get(id)) as
        { row: string } | undefined;
      return found === undefined ? undefined : (JSON.parse(found.row) as unknown);
    },
    put(table, id, row) {
      const sql = `INSERT INTO ${quote(table.name)} (id, row) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET row = excluded.row`;
      guard(() => statement(sql).run(id, JSON.stringify(row)));
    },
    delete(table, id) {
      guard(() => statement(`DELETE FROM ${quote(table.name)} WHERE id = ?`).run(id));
    },
    find: (table, field, value) =>
      rows(`SELECT row FROM ${quote(table.name)} WHERE ${keyed(table, field)} = ? ORDER BY rowid`, value),
    all: (table) => rows(`SELECT row FROM ${quote(table.name)} ORDER BY rowid`),
    nextId(table) {
      const sql =
        'INSERT INTO sequences (name, next) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET next = next + 1 RETURNING next - 1 AS issued';
      const first = table.firstId ?? 1;
      return (guard(() => statement(sql).get(table.name, first + 1)) as { issued: number }).issued;
    },
    begin: () => guard(() => db.exec('BEGIN IMMEDIATE')),
    commit() {
      try {
        db.exec('COMMIT');
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw unavailable(error, file);
      }
    },
    rollback() {
      if (db.isTransaction) db.exec('ROLLBACK');
    },
    reset() {
      if (db.isTransaction) db.exec('ROLLBACK');
      db.exec('BEGIN IMMEDIATE');
      for (const spec of TABLES) db.exec(`DELETE FROM ${quote(spec.name)}`);
      db.exec('DELETE FROM sequences');
      for (const spec of TABLES) {
        for (const [id, row] of spec.seed ?? []) {
          db.prepare(`INSERT INTO ${quote(spec.name)} (id, row) VALUES (?, ?)`).run(id, JSON.stringify(row));
        }
      }
      db.exec('COMMIT');
    },
  };
}

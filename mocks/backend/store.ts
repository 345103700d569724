/**
 * The fake backend's records: tables of rows keyed by id (schema.ts declares them), behind one
 * interface for both modes, so the route handlers are the same in each.
 *
 * - In the page (and under the tests): the browser's localStorage, one key per table
 *   (`@context-amaro:server-<table>`, apart from the shop's own keys, which never read these);
 *   memory when storage is disabled or absent (plain Node). Every read goes back to storage, so
 *   two tabs (one server, one disk) see each other's writes.
 * - With `npm run api`: SQLite (mocks/devtools/sqliteStore.ts), handed in with keepRecordsIn, as
 *   the backend never imports the developer tools.
 *
 * Each request runs in one transaction (mocks/server.ts): its writes are kept together when its
 * handler answers, and none of them when it throws. Requests are run one after another (a queue:
 * the engine has one connection); a password's slow hash runs outside (outsideTransaction).
 */
import { TABLES, type TableSpec } from './schema';
import { isRecord } from './values';

export { isRecord } from './values';
export type { TableSpec } from './schema';

export const SERVER_KEY_PREFIX = '@context-amaro:server-';

/** A table's rows, decoded; what is stored is checked on every read, so junk is dropped, never served. */
export interface Table<Row> {
  readonly name: string;
  get(id: string): Row | null;
  /** Adds or replaces the row; refused (throws) when it shares a unique field's value with another row. */
  put(id: string, row: Row): void;
  delete(id: string): void;
  /** Rows whose `field` (one of the table's indexed or unique fields) is `value`, oldest first. */
  find(field: string, value: string): Row[];
  /** Every row, oldest first. */
  all(): Row[];
  /** A new id from the table's sequence (schema's `firstId`): never one issued before, even if its row was deleted. */
  nextId(): string;
}

/** Where the rows are: the page's storage or memory (here), or SQLite (mocks/devtools). Values are plain JSON. */
export interface StoreEngine {
  get(table: TableSpec, id: string): unknown;
  put(table: TableSpec, id: string, row: unknown): void;
  delete(table: TableSpec, id: string): void;
  find(table: TableSpec, field: string, value: string): unknown[];
  all(table: TableSpec): unknown[];
  nextId(table: TableSpec): number;
  begin(): void;
  /** Keeps the transaction's writes; throws StoreFailure when they could not be kept (none of them is). */
  commit(): void;
  rollback(): void;
  /** For tests: forgets every row and sequence. */
  reset(): void;
}

/**
 * The records could not be read or written (disk full, read-only, locked by another server for
 * too long, damaged): nothing of the request is kept, and the shopper is asked to try again.
 */
export class StoreFailure extends Error {
  override name = 'StoreFailure';
}

/** Two rows would share a unique field's value (the handlers check first: this is a bug's last guard). */
export class StoreConflict extends Error {
  override name = 'StoreConflict';
}

/** Where a table's text is kept in the page: localStorage, or another store of the same shape. */
export type ServerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const DELETED = Symbol('deleted');
type Pending = Map<string, Map<string, unknown>>;

/** A field's value as a key: text or a number; empty or absent is not keyed. */
function keyOf(row: unknown, field: string): string | null {
  if (!isRecord(row)) return null;
  const value = row[field];
  return (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null;
}

/** The page's sequences: one more table, its rows the next id of each table. */
const SEQUENCES: TableSpec = { name: 'sequences' };

/**
 * The page's engine: each table one JSON object `{ id: row }` in storage (localStorage), the
 * decoded object cached until the stored text changes. A transaction keeps its writes aside and
 * applies them when it ends well. A write storage refused (quota) stays in memory and is served
 * from there, for this tab.
 */
export function pageEngine(configured?: ServerStorage | null): StoreEngine {
  const cache = new Map<string, { raw: string | null; rows: Map<string, unknown> }>();
  /** Tables whose last write storage refused: served from memory from then on. */
  const memory = new Map<string, Map<string, unknown>>();
  let pending: Pending | null = null;

  const storage = (): ServerStorage | null => {
    if (configured !== undefined) return configured;
    try {
      // A page's storage; plain Node has none (Node 25 and later warn when its own global is read).
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      return null; // storage disabled (private mode): memory only
    }
  };
  const keyFor = (table: TableSpec) => SERVER_KEY_PREFIX + table.name;

  function decodeText(table: TableSpec, raw: string | null): Map<string, unknown> {
    let stored: unknown;
    try {
      stored = raw === null ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      stored = undefined; // junk: as if nothing were stored
    }
    if (stored === undefined) return new Map(table.seed ?? []);
    const old = table.legacy?.record === table.name ? table.legacy.rows(stored) : null;
    return new Map(old ?? (isRecord(stored) ? Object.entries(stored) : []));
  }

  /** The table's rows as kept (without the running transaction's writes). */
  function kept(table: TableSpec): Map<string, unknown> {
    const inMemory = memory.get(table.name);
    if (inMemory) return inMemory;
    const store = storage();
    const cached = cache.get(table.name);
    let raw: string | null;
    try {
      raw = store ? store.getItem(keyFor(table)) : (cached?.raw ?? null);
    } catch {
      // Unreadable: what this tab wrote last serves it (a session just opened stays open), else nothing.
      raw = cached?.raw ?? null;
    }
    if (cached && cached.raw === raw) return cached.rows;
    const rows = decodeText(table, raw);
    cache.set(table.name, { raw, rows });
    return rows;
  }

  function write(table: TableSpec, rows: Map<string, unknown>): void {
    const raw = JSON.stringify(Object.fromEntries(rows));
    cache.set(table.name, { raw, rows });
    try {
      const store = storage();
      if (store) {
        store.setItem(keyFor(table), raw);
        memory.delete(table.name);
      } else memory.set(table.name, rows);
    } catch {
      memory.set(table.name, rows); // quota or disabled storage: memory still serves this tab
    }
  }

  /** Rows with the transaction's writes over them. */
  function current(table: TableSpec): Map<string, unknown> {
    const changes = pending?.get(table.name);
    if (!changes) return kept(table);
    const rows = new Map(kept(table));
    for (const [id, row] of changes) {
      if (row === DELETED) rows.delete(id);
      else rows.set(id, row);
    }
    return rows;
  }

  function change(table: TableSpec, id: string, row: unknown): void {
    if (pending) {
      if (!pending.has(table.name)) pending.set(table.name, new Map());
      pending.get(table.name)!.set(id, row);
      registered.set(table.name, table);
      return;
    }
    const rows = new Map(kept(table));
    if (row === DELETED) rows.delete(id);
    else rows.set(id, row);
    write(table, rows);
  }

  const registered = new Map<string, TableSpec>();

  return {
    get: (table, id) => current(table).get(id),
    put(table, id, row) {
      for (const fields of table.unique ?? []) {
        const keys = fields.map((field) => keyOf(row, field));
        if (keys.includes(null)) continue;
        for (const [otherId, other] of current(table)) {
          if (otherId !== id && fields.every((field, i) => keyOf(other, field) === keys[i])) {
            throw new StoreConflict(`${table.name}: another row has this ${fields.join(' and ')}`);
          }
        }
      }
      change(table, id, row);
    },
    delete: (table, id) => change(table, id, DELETED),
    find: (table, field, value) => [...current(table).values()].filter((row) => keyOf(row, field) === value),
    all: (table) => [...current(table).values()],
    nextId(table) {
      const stored = current(SEQUENCES).get(table.name);
      // Rows stored without a sequence (older data) are never issued again either.
      const ids = [...current(table).keys()].map(Number).filter(Number.isSafeInteger);
      const next = Math.max(table.firstId ?? 1, typeof stored === 'number' ? stored : 0, ...ids.map((id) => id + 1));
      change(SEQUENCES, table.name, next + 1);
      return next;
    },
    begin() {
      pending = new Map();
    },
    commit() {
      const changes = pending;
      pending = null;
      for (const [name, rows] of changes ?? []) {
        const table = registered.get(name)!;
        const next = new Map(kept(table));
        for (const [id, row] of rows) {
          if (row === DELETED) next.delete(id);
          else next.set(id, row);
        }
        write(table, next);
      }
    },
    rollback() {
      pending = null;
    },
    reset() {
      pending = null;
      memory.clear();
      const names = new Set([...TABLES, SEQUENCES, ...registered.values(), ...tables.values()].map((t) => t.name));
      cache.clear();
      try {
        for (const name of names) storage()?.removeItem(SERVER_KEY_PREFIX + name);
      } catch {
        // nothing to forget
      }
    },
  };
}

let engine: StoreEngine = pageEngine();
const tables = new Map<string, TableSpec>();

/**
 * Keeps every table in this engine from now on (`npm run api`: SQLite in the data folder, so
 * accounts, sessions, carts and orders outlive a restart); null goes back to the page's engine.
 */
export function keepRecordsIn(next: StoreEngine | null): void {
  engine = next ?? pageEngine();
}

/**
 * The table `spec` declares, its rows decoded by `decode` (null drops a row: the storage may hold
 * an older format or junk). Each store opens its own tables: a second one of a name would share
 * the first's rows, so it stops the backend at once.
 */
export function table<Row>(spec: TableSpec, decode: (stored: unknown) => Row | null): Table<Row> {
  if (tables.has(spec.name)) throw new Error(`[store] two tables are named "${spec.name}"`);
  tables.set(spec.name, spec);
  const decoded = (rows: unknown[]) =>
    rows.flatMap((row) => {
      const found = decode(row);
      return found === null ? [] : [found];
    });
  return {
    name: spec.name,
    get(id) {
      const row = engine.get(spec, id);
      return row === undefined ? null : decode(row);
    },
    put: (id, row) => engine.put(spec, id, row),
    delete: (id) => engine.delete(spec, id),
    find: (field, value) => decoded(engine.find(spec, field, value)),
    all: () => decoded(engine.all(spec)),
    nextId: () => String(engine.nextId(spec)),
  };
}

/** The transactions' turn: one at a time, first come first served. */
let tail: Promise<void> = Promise.resolve();

function nextTurn(): Promise<() => void> {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  const turn = tail.then(() => release);
  tail = tail.then(() => done);
  return turn;
}

/** The running transaction's hold on the turn (requests run one after another, so there is one at most). */
let running: { release: () => void } | null = null;

/**
 * Runs `work` (a request's handler) in one transaction, after every transaction before it: its
 * writes are kept together when it returns, none of them when it throws. Rejects with
 * StoreFailure when they could not be kept.
 */
export async function transaction<T>(work: () => T | Promise<T>): Promise<T> {
  const hold = { release: await nextTurn() };
  running = hold;
  try {
    engine.begin();
    let result: T;
    try {
      result = await work();
    } catch (error) {
      engine.rollback();
      throw error;
    }
    engine.commit();
    return result;
  } finally {
    running = null;
    hold.release();
  }
}

/**
 * Slow work that reads and writes no record (a password's hash, a third of a second), run by a
 * handler outside its transaction: what the handler wrote so far is kept, other requests run
 * meanwhile, and a new transaction carries the rest of the handler once the work is done. A
 * sign-in's hash then never holds up everyone else's requests.
 */
export async function outsideTransaction<T>(work: () => Promise<T>): Promise<T> {
  const hold = running;
  if (!hold) return work();
  try {
    engine.commit();
  } catch (error) {
    engine.begin(); // the handler's own failure path rolls back an open transaction
    throw error;
  }
  running = null;
  hold.release();
  try {
    return await work();
  } finally {
    hold.release = await nextTurn();
    running = hold;
    engine.begin();
  }
}

/** For tests: forget every row of every table (src/test/setupTests.ts, before each test). */
export function resetServerDisk(): void {
  engine.reset();
}

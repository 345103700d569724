/**
 * @jest-environment node
 */
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { NewSession } from '../../src/api/types';
import { cartLine, REGATA } from '../../src/test/products';
import { findAccountByEmail } from '../backend/accounts/accountStore';
import { readCart, writeCart } from '../backend/cartStore';
import * as orderStore from '../backend/checkout/orderStore';
import { SCHEMA, TABLES } from '../backend/schema';
import { putBack, reserveUnits, restock, setUnits, takeUnits, unitsOf } from '../backend/stock';
import { keepRecordsIn } from '../backend/store';
import { STARTING_UNITS } from '../../src/rules/stock';
import { respond, type WireRequest } from '../server';
import { ADDRESS, DEMO_TOKEN, DEMO_USER, pixOrder, sessionWith } from '../testFixtures';
import { DATABASE_FILE, MIGRATIONS, openSqliteStore, SCHEMA_VERSION, type SqliteStore } from './sqliteStore';

const REGATA_LINE = cartLine(REGATA, 'M');

// `npm run api` with a data folder: the records in SQLite, API_DATA_DIR/vitrine.db.

let folder = '';
let store: SqliteStore | null = null;

function open(): SqliteStore {
  store?.close();
  store = openSqliteStore(folder);
  keepRecordsIn(store.engine);
  return store;
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'vitrine-api-'));
});
afterEach(() => {
  keepRecordsIn(null);
  store?.close();
  store = null;
  rmSync(folder, { recursive: true, force: true });
  jest.restoreAllMocks();
});

/**
 * Leaves in the folder a database an older server wrote: the first `version` migrations run,
 * `rows` written by it, and user_version set to `version`.
 */
function databaseAt(version: number, rows: (db: DatabaseSync) => void = () => {}): void {
  const db = new DatabaseSync(join(folder, DATABASE_FILE));
  for (const step of MIGRATIONS.slice(0, version)) step(db);
  rows(db);
  db.exec(`PRAGMA user_version = ${version}`);
  db.close();
}

const ANA = { name: 'Ana Souza', email: 'ana@exemplo.com.br', cpf: '11144477735', password: 'vitrine2026' };

function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const wire: WireRequest = {
    method,
    path,
    query: {},
    headers: { authorization: `Bearer ${DEMO_TOKEN}`, ...headers },
    body,
  };
  return respond(wire, new AbortController().signal, performance.now(), {}) as Promise<
    { data: unknown; status?: number } & { error?: { status: number; data: { message: string } } }
  >;
}

const signUp = async (fields = ANA) =>
  ((await request('POST', '/accounts', { ...fields, acceptedTerms: true })) as { data: NewSession }).data;

let keys = 0;
const order = () => request('POST', '/orders', pixOrder(), { 'idempotency-key': `sqlite-order-${(keys += 1)}` });

describe('the records in SQLite', () => {
  it('keeps accounts and sessions in vitrine.db, read again after a restart', async () => {
    open();
    const { secret } = await signUp();
    open(); // a restart: a new connection reads the same file
    expect(findAccountByEmail(ANA.email)).toMatchObject({ name: 'Ana Souza' });
    expect(await request('GET', '/session', undefined, { authorization: `Bearer ${secret}` })).toMatchObject({
      data: { user: { name: 'Ana Souza' } },
    });
    expect(readdirSync(folder)).toContain(DATABASE_FILE);
  });

  it('writes no password or session secret to the folder, and lets only its owner read it', async () => {
    open();
    const { secret } = await signUp();
    store!.database.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    for (const file of readdirSync(folder)) {
      const text = readFileSync(join(folder, file), 'latin1');
      expect([file, text.includes(ANA.password), text.includes(secret)]).toEqual([file, false, false]);
      expect([file, statSync(join(folder, file)).mode & 0o077]).toEqual([file, 0]);
    }
  });

  it('has real keys: one account per email and per CPF, one answer per idempotency key', () => {
    const { database } = open();
    const insert = (table: string, id: string, row: unknown) =>
      database.prepare(`INSERT INTO "${table}" (id, row) VALUES (?, ?)`).run(id, JSON.stringify(row));
    expect(() => insert('accounts', '9', { id: '9', email: 'maria@vitrine.dev', cpf: '1' })).toThrow(/UNIQUE/);
    expect(() => insert('accounts', '9', { id: '9', email: 'x@y', cpf: '52998224725' })).toThrow(/UNIQUE/);
    insert('orders', '5', { id: '5', userId: '1', idempotencyKey: 'k' });
    expect(() => insert('orders', '6', { id: '6', userId: '1', idempotencyKey: 'k' })).toThrow(/UNIQUE/);
    // Anonymised orders have neither owner nor key: many of them are no conflict.
    insert('orders', '7', { id: '7', userId: '', idempotencyKey: '' });
    insert('orders', '8', { id: '8', userId: '', idempotencyKey: '' });
    expect(() => insert('carts', '1', { lines: [] })).not.toThrow();
    expect(() => insert('carts', '1', { lines: [] })).toThrow(/UNIQUE|PRIMARY/);
  });

  it('never issues an account id or order number twice, deletions and restarts included', async () => {
    open();
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    writeCart(DEMO_USER.id, [REGATA_LINE]);
    expect((await order()).data).toMatchObject({ id: '100001' });
    const ana = await signUp();
    expect(ana.user.id).toBe('2');
    await request('DELETE', '/account', { password: ANA.password }, { authorization: `Bearer ${ana.secret}` });
    store!.database.exec(`DELETE FROM orders`);
    open();
    expect((await signUp({ ...ANA, email: 'bia@exemplo.com.br' })).user.id).toBe('3');
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    expect((await order()).data).toMatchObject({ id: '100002' });
  });

  it('keeps an order, the cart’s next version and its address together, or none of them', async () => {
    open();
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    writeCart(DEMO_USER.id, [REGATA_LINE]);
    jest.spyOn(orderStore, 'saveLastAddress').mockImplementation(() => {
      throw new Error('the disk went away');
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect((await order()).error).toMatchObject({ status: 500 });
    expect(orderStore.storedOrders()).toEqual([]);
    expect(readCart(DEMO_USER.id).version).toBe(1);
    jest.mocked(orderStore.saveLastAddress).mockRestore();
    expect((await order()).data).toMatchObject({ id: '100001' });
    expect(orderStore.lastAddress(DEMO_USER.id)).toEqual(ADDRESS);
    expect(readCart(DEMO_USER.id).version).toBe(2);
  });
});

describe('a write that fails', () => {
  const NOT_SAVED = { status: 503, data: { message: 'Não foi possível salvar agora. Tente de novo.' } };

  it('on a full disk is answered 503, keeps nothing, and logs one line', async () => {
    const { database } = open();
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    const { page_count: pages } = database.prepare('PRAGMA page_count').get() as { page_count: number };
    database.exec(`PRAGMA max_page_count = ${pages}`);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let answer: Awaited<ReturnType<typeof order>> | null = null;
    let placed = 0;
    for (let tries = 0; tries < 40 && !answer?.error; tries += 1) {
      writeCart(DEMO_USER.id, [REGATA_LINE]);
      answer = await order();
      if (!answer.error) placed += 1;
    }
    expect(answer?.error).toEqual(NOT_SAVED);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toMatch(
      /POST \/orders: nothing kept: .*vitrine\.db: disk or database full/,
    );
    expect(String(logged.mock.calls[0]![0])).not.toContain('\n');
    expect(orderStore.storedOrders()).toHaveLength(placed);
    // Room again: the next order gets the next number, none was taken by the failed one.
    database.exec('PRAGMA max_page_count = 1073741823');
    writeCart(DEMO_USER.id, [REGATA_LINE]);
    expect((await order()).data).toMatchObject({ id: String(100001 + placed) });
  });

  it('on a read-only disk is answered 503 and keeps nothing', async () => {
    const { database } = open();
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    writeCart(DEMO_USER.id, [REGATA_LINE]);
    database.exec('PRAGMA query_only = ON');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect((await order()).error).toEqual(NOT_SAVED);
    expect(logged).toHaveBeenCalledTimes(1);
    database.exec('PRAGMA query_only = OFF');
    expect(orderStore.storedOrders()).toEqual([]);
    expect(readCart(DEMO_USER.id).version).toBe(1);
  });
});

describe('a damaged or unreadable database', () => {
  async function filled(): Promise<string> {
    const { database } = open();
    for (let i = 0; i < 300; i += 1) {
      database
        .prepare('INSERT INTO carts (id, row) VALUES (?, ?)')
        .run(String(i), JSON.stringify({ lines: [], version: i }));
    }
    await signUp();
    store!.close();
    store = null;
    return join(folder, DATABASE_FILE);
  }

  it('cut in half: the server refuses to start, naming the file, and never comes up empty', async () => {
    const file = await filled();
    truncateSync(file, Math.floor(statSync(file).size / 2));
    const size = statSync(file).size;
    expect(() => openSqliteStore(folder)).toThrow(file);
    expect(() => openSqliteStore(folder)).toThrow(/damaged or unreadable/);
    expect(statSync(file).size).toBe(size);
  });

  it('junk: the server refuses to start, naming the file', () => {
    writeFileSync(join(folder, DATABASE_FILE), 'not a database '.repeat(500));
    expect(() => openSqliteStore(folder)).toThrow(join(folder, DATABASE_FILE));
  });

  it('written by a newer version: refused', () => {
    const db = new DatabaseSync(join(folder, DATABASE_FILE));
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openSqliteStore(folder)).toThrow(/newer version/);
  });
});

describe('the schema', () => {
  it('has every table the backend declares, with a unique index per unique field and an index per indexed one', () => {
    const { database } = open();
    expect(database.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    for (const spec of TABLES) {
      const indexes = database.prepare(`PRAGMA index_list("${spec.name}")`).all() as Array<{
        name: string;
        unique: number;
      }>;
      const columns = (name: string) =>
        (database.prepare(`PRAGMA index_info("${name}")`).all() as Array<{ name: string }>).map((c) => c.name);
      const found = indexes.map((index) => ({ unique: index.unique === 1, columns: columns(index.name) }));
      for (const fields of spec.unique ?? []) expect(found).toContainEqual({ unique: true, columns: [...fields] });
      for (const field of spec.indexed ?? []) {
        expect(found.some((index) => index.columns[0] === field)).toBe(true);
      }
    }
  });

  it('migrates a database from user_version 0 (a new, empty file) to the latest', () => {
    writeFileSync(join(folder, DATABASE_FILE), '');
    const { database } = open();
    expect(database.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(findAccountByEmail('maria@vitrine.dev')).toMatchObject({ id: '1' });
  });

  it('migrates a database at user_version 5 (the order steps) to the latest: the coupon tables added, the order steps kept', () => {
    const steps = { orderId: '100001', at: { paid: '2026-01-01T12:00:00.000Z' } };
    databaseAt(5, (db) => {
      db.prepare('INSERT INTO "order-steps" (id, row) VALUES (?, ?)').run('100001', JSON.stringify(steps));
    });
    const { database } = open();
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(6);
    expect(database.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(database.prepare('SELECT row FROM "order-steps"').all()).toEqual([{ row: JSON.stringify(steps) }]);
    for (const table of ['coupon-uses', 'coupon-guesses']) {
      expect(database.prepare(`SELECT count(*) AS n FROM "${table}"`).get()).toEqual({ n: 0 });
    }
  });

  it('migrates a database at user_version 6 to 7: the money-back table added, found by order, the orders kept', () => {
    const order = { id: '100001', userId: '1', idempotencyKey: 'k', status: 'paid' };
    databaseAt(6, (db) => {
      db.prepare('INSERT INTO orders (id, row) VALUES (?, ?)').run('100001', JSON.stringify(order));
    });
    const { database } = open();
    expect(database.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(database.prepare('SELECT row FROM orders').all()).toEqual([{ row: JSON.stringify(order) }]);
    const indexes = database.prepare('PRAGMA index_list("money-back")').all() as Array<{ name: string }>;
    expect(indexes.map((index) => index.name)).toContain('money-back:orderId');
  });

  it('migrates a database at user_version 7 (money back) to 8: one stock alert per email and SKU', () => {
    databaseAt(7);
    const { database } = open();
    expect(database.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    const insert = database.prepare('INSERT INTO "stock-alerts" (id, row) VALUES (?, ?)');
    insert.run('1', JSON.stringify({ email: 'ana@vitrine.dev', sku: 'X_M' }));
    insert.run('2', JSON.stringify({ email: 'ana@vitrine.dev', sku: 'X_G' }));
    expect(() => insert.run('3', JSON.stringify({ email: 'ana@vitrine.dev', sku: 'X_M' }))).toThrow(/UNIQUE/);
  });

  it('migrates a database a version behind to the latest: the return requests added, found by shopper and order', () => {
    databaseAt(SCHEMA_VERSION - 1);
    const { database } = open();
    expect(database.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(database.prepare('SELECT count(*) AS n FROM "return-requests"').get()).toEqual({ n: 0 });
    const indexes = database.prepare(`PRAGMA index_list("return-requests")`).all() as Array<{ name: string }>;
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(['return-requests:orderId', 'return-requests:userId']),
    );
  });

  it('migrates a database at user_version 1, its rows kept', () => {
    databaseAt(1, (db) => {
      db.prepare('INSERT INTO accounts (id, row) VALUES (?, ?)').run('1', JSON.stringify(SCHEMA.accounts.seed[0]![1]));
      db.prepare('INSERT INTO sequences (name, next) VALUES (?, ?)').run('accounts', 9);
    });
    const { database } = open();
    expect(database.prepare('PRAGMA user_version').get()).toEqual({ user_version: MIGRATIONS.length });
    expect(database.prepare('SELECT count(*) AS n FROM imports').get()).toEqual({ n: 0 });
    expect(findAccountByEmail('maria@vitrine.dev')).toMatchObject({ id: '1' });
    expect(store!.engine.nextId(SCHEMA.accounts)).toBe(9);
  });
});

describe('units per SKU in SQLite (mocks/backend/stock.ts)', () => {
  const SKU = REGATA_LINE.sku;

  it('keeps each count that moved as a row of the stock table, read again after a restart', () => {
    const { database } = open();
    expect(unitsOf(SKU)).toBe(STARTING_UNITS);
    expect(takeUnits([{ sku: SKU, quantity: 3 }])).toEqual([]);
    putBack([{ sku: SKU, quantity: 1 }]);
    expect(database.prepare('SELECT id, row FROM stock').all()).toEqual([
      { id: SKU, row: JSON.stringify({ sku: SKU, units: STARTING_UNITS - 2 }) },
    ]);
    open();
    expect(unitsOf(SKU)).toBe(STARTING_UNITS - 2);
    expect(reserveUnits(SKU, STARTING_UNITS - 2)).toBe(true);
    expect(reserveUnits(SKU)).toBe(false);
    restock();
    expect(unitsOf(SKU)).toBe(STARTING_UNITS);
  });

  it('takes an order’s units with the order, and none for an order that failed', async () => {
    open();
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    writeCart(DEMO_USER.id, [REGATA_LINE]);
    jest.spyOn(orderStore, 'saveLastAddress').mockImplementation(() => {
      throw new Error('the disk went away');
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect((await order()).error).toMatchObject({ status: 500 });
    expect(unitsOf(SKU)).toBe(STARTING_UNITS);
    jest.mocked(orderStore.saveLastAddress).mockRestore();
    expect((await order()).data).toMatchObject({ id: '100001' });
    expect(unitsOf(SKU)).toBe(STARTING_UNITS - 1);
  });

  it('is added to a database at user_version 3, its rows kept', () => {
    databaseAt(3, (db) => {
      db.prepare('INSERT INTO accounts (id, row) VALUES (?, ?)').run('1', JSON.stringify(SCHEMA.accounts.seed[0]![1]));
    });
    open();
    expect(findAccountByEmail('maria@vitrine.dev')).toMatchObject({ id: '1' });
    expect(unitsOf(SKU)).toBe(STARTING_UNITS);
    setUnits(SKU, 0);
    expect(unitsOf(SKU)).toBe(0);
  });
});

describe('a data folder written by the JSON stores', () => {
  const MARIA = SCHEMA.accounts.seed[0]![1];
  const BIA = { ...MARIA, id: '3', email: 'bia@exemplo.com.br', name: 'Bia', cpf: '11144477735' };
  const legacyOrder = { id: '100004', userId: '3', idempotencyKey: 'k-1', createdAt: '2026-01-01T00:00:00.000Z' };

  function writeJsonFolder() {
    const write = (name: string, value: unknown) => writeFileSync(join(folder, `${name}.json`), JSON.stringify(value));
    write('accounts', { nextId: 6, accounts: [MARIA, BIA] });
    write('orders', {
      nextNumber: 100007,
      orders: [legacyOrder],
      attempts: [{ userId: '3', key: 'k-1', fingerprint: '{}', status: 201, orderId: '100004' }],
    });
    write('carts', { 3: { lines: [REGATA_LINE], version: 4 } });
    write('addresses', { 3: ADDRESS });
    write('sessions', { sessions: [{ digest: 'e'.repeat(64), userId: '3', createdAt: 1, lastUsedAt: 1 }] });
  }

  it('is imported once on first start: accounts, orders, carts and ids kept; the files renamed', () => {
    writeJsonFolder();
    const { imported, database } = open();
    expect(imported.sort()).toEqual(['accounts.json', 'addresses.json', 'carts.json', 'orders.json', 'sessions.json']);
    expect(findAccountByEmail('bia@exemplo.com.br')).toMatchObject({ id: '3', name: 'Bia' });
    expect(orderStore.storedOrders('3')).toEqual([expect.objectContaining({ id: '100004' })]);
    expect(orderStore.findAttempt('3', 'k-1')).toMatchObject({ status: 201, orderId: '100004' });
    expect(readCart('3')).toEqual({ lines: [REGATA_LINE], version: 4 });
    expect(orderStore.lastAddress('3')).toEqual(ADDRESS);
    expect(store!.engine.nextId(SCHEMA.accounts)).toBe(6);
    expect(store!.engine.nextId(SCHEMA.orders)).toBe(100007);
    expect(existsSync(join(folder, 'accounts.json'))).toBe(false);
    expect(existsSync(join(folder, 'accounts.json.imported'))).toBe(true);
    expect(database.prepare('SELECT file, rows FROM imports ORDER BY file').all()).toContainEqual({
      file: 'accounts.json',
      rows: 2,
    });

    // Not again: the next start reads the database alone.
    writeFileSync(join(folder, 'accounts.json'), JSON.stringify({ nextId: 2, accounts: [] }));
    expect(open().imported).toEqual([]);
    expect(findAccountByEmail('bia@exemplo.com.br')).not.toBeNull();
  });

  it('refuses to start on a damaged JSON file rather than import it as empty', () => {
    writeJsonFolder();
    const full = readFileSync(join(folder, 'accounts.json'), 'utf8');
    writeFileSync(join(folder, 'accounts.json'), full.slice(0, full.length / 2));
    expect(() => openSqliteStore(folder)).toThrow(join(folder, 'accounts.json'));
    // Nothing was made of it: the next start, with the file repaired, imports it.
    writeFileSync(join(folder, 'accounts.json'), full);
    open();
    expect(findAccountByEmail('bia@exemplo.com.br')).not.toBeNull();
  });
});

describe('a write costs the rows it touches', () => {
  it('places an order among 5,000 stored by writing a handful of rows, not the store', async () => {
    const { database } = open();
    sessionWith(DEMO_TOKEN, DEMO_USER.id);
    writeCart(DEMO_USER.id, [REGATA_LINE]);
    await order();
    const [sample] = orderStore.storedOrders();
    const insert = database.prepare('INSERT INTO orders (id, row) VALUES (?, ?)');
    database.exec('BEGIN');
    for (let i = 0; i < 5000; i += 1) {
      const id = String(200000 + i);
      insert.run(id, JSON.stringify({ ...sample, id, userId: String(i % 50), idempotencyKey: `bulk-${i}` }));
    }
    database.exec('COMMIT');
    writeCart(DEMO_USER.id, [REGATA_LINE]);
    const changes = () => (database.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    const before = changes();
    const answer = await order();
    expect(answer.data).toMatchObject({ status: expect.any(String) });
    // The order, its attempt, the cart's next version, the last address, the session's use and
    // the sequence: each its own row.
    expect(changes() - before).toBeLessThan(10);
  });
});

import type { NewSession } from '../../src/api/types';
import { cartLine, REGATA } from '../../src/test/products';
import { readCart, writeCart } from './cartStore';
import * as orderStore from './checkout/orderStore';
import { respond, type WireRequest } from '../server';
import { DEMO_TOKEN, DEMO_USER, pixOrder, sessionWith } from '../testFixtures';
import { SCHEMA, TABLES } from './schema';
import {
  outsideTransaction,
  pageEngine,
  resetServerDisk,
  SERVER_KEY_PREFIX,
  StoreConflict,
  table,
  transaction,
} from './store';

const REGATA_LINE = cartLine(REGATA, 'M');

// The page's engine of the fake backend's records (the browser's localStorage), behind the tables' interface.

interface Row {
  id: string;
  email?: string;
  owner?: string;
}

const TEST_TABLE = { name: 'test-rows', unique: [['email']], indexed: ['owner'], firstId: 10 };
const rows = table<Row>(TEST_TABLE, (stored) => (stored && typeof stored === 'object' ? (stored as Row) : null));
const KEY = `${SERVER_KEY_PREFIX}test-rows`;

afterEach(() => jest.restoreAllMocks());

describe('a table in the page', () => {
  it('keeps its rows under one key of its own, `{ id: row }`', () => {
    rows.put('a', { id: 'a', email: 'a@x' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ a: { id: 'a', email: 'a@x' } });
    expect(rows.get('a')).toEqual({ id: 'a', email: 'a@x' });
    rows.delete('a');
    expect(rows.get('a')).toBeNull();
  });

  it('sees what another tab wrote (every read goes back to storage)', () => {
    rows.put('a', { id: 'a' });
    localStorage.setItem(KEY, JSON.stringify({ a: { id: 'a' }, b: { id: 'b' } }));
    expect(rows.all()).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it.each(['not json', '"text"', '[1,2]'])('reads junk %p as no rows', (raw) => {
    localStorage.setItem(KEY, raw);
    expect(rows.all()).toEqual([]);
  });

  it('finds rows by an indexed field, an empty value being no key', () => {
    rows.put('a', { id: 'a', owner: '7' });
    rows.put('b', { id: 'b', owner: '8' });
    rows.put('c', { id: 'c', owner: '' });
    expect(rows.find('owner', '7')).toEqual([{ id: 'a', owner: '7' }]);
    expect(rows.find('owner', '')).toEqual([]);
  });

  it('refuses a second row with a unique field’s value', () => {
    rows.put('a', { id: 'a', email: 'a@x' });
    expect(() => rows.put('b', { id: 'b', email: 'a@x' })).toThrow(StoreConflict);
    rows.put('a', { id: 'a', email: 'a@x', owner: '1' });
    expect(rows.all()).toHaveLength(1);
  });

  it('never issues an id twice, even after its row is deleted', () => {
    const first = rows.nextId();
    rows.put(first, { id: first });
    rows.delete(first);
    expect(first).toBe('10');
    expect(rows.nextId()).toBe('11');
    // Rows stored without the sequence (older data) are not issued again either.
    localStorage.setItem(KEY, JSON.stringify({ 40: { id: '40' } }));
    expect(rows.nextId()).toBe('41');
  });

  it('keeps a write storage refused in memory, for this tab', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    rows.put('a', { id: 'a' });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(rows.get('a')).toEqual({ id: 'a' });
  });

  it('reads the records the stores kept before the tables (one value per store)', () => {
    localStorage.setItem(
      `${SERVER_KEY_PREFIX}sessions`,
      JSON.stringify({ sessions: [{ digest: 'd'.repeat(64), userId: '4', createdAt: 1, lastUsedAt: 1 }] }),
    );
    const engine = pageEngine();
    expect(engine.get(SCHEMA.sessions, 'd'.repeat(64))).toMatchObject({ userId: '4' });
    expect(engine.get(SCHEMA.accounts, '1')).toMatchObject({ email: 'maria@vitrine.dev' });
  });

  it('forgets every table on resetServerDisk', () => {
    rows.put('a', { id: 'a' });
    writeCart('1', [REGATA_LINE]);
    resetServerDisk();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(TABLES.filter((spec) => localStorage.getItem(SERVER_KEY_PREFIX + spec.name) !== null)).toEqual([]);
    expect(readCart('1').version).toBe(0);
  });
});

describe('a transaction in the page', () => {
  it('keeps its writes aside, and applies them when it ends well', async () => {
    await transaction(() => {
      rows.put('a', { id: 'a' });
      expect(rows.get('a')).toEqual({ id: 'a' });
      expect(localStorage.getItem(KEY)).toBeNull();
    });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ a: { id: 'a' } });
  });

  it('keeps nothing, its ids included, when it throws', async () => {
    rows.put('a', { id: 'a' });
    await expect(
      transaction(async () => {
        rows.put('b', { id: rows.nextId() });
        rows.delete('a');
        await Promise.resolve();
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(rows.all()).toEqual([{ id: 'a' }]);
    expect(rows.nextId()).toBe('10');
  });

  it('runs one after another, a waiting one holding the next back', async () => {
    const order: string[] = [];
    const slow = transaction(async () => {
      order.push('slow begins');
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('slow ends');
    });
    const quick = transaction(() => void order.push('quick'));
    await Promise.all([slow, quick]);
    expect(order).toEqual(['slow begins', 'slow ends', 'quick']);
  });

  it('lets other transactions run while one does slow work outside (a hash), keeping what it wrote before', async () => {
    const order: string[] = [];
    let finishHash!: () => void;
    const hashing = new Promise<void>((resolve) => (finishHash = resolve));
    const login = transaction(async () => {
      rows.put('counted', { id: 'counted' });
      order.push('login counts its try');
      await outsideTransaction(async () => {
        order.push('hash begins');
        await hashing;
      });
      order.push('login goes on');
      throw new Error('wrong password');
    });
    const other = transaction(() => {
      order.push('another request');
      expect(rows.get('counted')).toEqual({ id: 'counted' });
    });
    await other;
    finishHash();
    await expect(login).rejects.toThrow('wrong password');
    expect(order).toEqual(['login counts its try', 'hash begins', 'another request', 'login goes on']);
    // What was written before the hash was kept; the rest of the handler ran in a transaction of its own.
    expect(rows.get('counted')).toEqual({ id: 'counted' });
  });
});

const wire = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): WireRequest => ({
  method,
  path,
  query: {},
  headers: { authorization: `Bearer ${DEMO_TOKEN}`, ...headers },
  body,
});

describe('one transaction per request (mocks/server.ts)', () => {
  beforeEach(() => sessionWith(DEMO_TOKEN, DEMO_USER.id));

  it('keeps an order, the cart’s next version and its address together, or none of them', async () => {
    writeCart(DEMO_USER.id, [REGATA_LINE]);
    jest.spyOn(orderStore, 'saveLastAddress').mockImplementation(() => {
      throw new Error('the disk went away');
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const order = wire('POST', '/orders', pixOrder(), { 'idempotency-key': 'atomic-order-1' });
    const answer = await respond(order, new AbortController().signal, performance.now(), {});
    expect(answer).toMatchObject({ error: { status: 500 } });
    expect(orderStore.storedOrders()).toEqual([]);
    expect(readCart(DEMO_USER.id)).toEqual({ lines: [REGATA_LINE], version: 1 });
    expect(orderStore.lastAddress(DEMO_USER.id)).toBeNull();

    // Placed again, it gets the first number: the failed one took none.
    jest.mocked(orderStore.saveLastAddress).mockRestore();
    const placed = await respond(order, new AbortController().signal, performance.now(), {});
    expect(placed).toMatchObject({ status: 201, data: { id: '100001' } });
    expect(readCart(DEMO_USER.id).version).toBe(2);
  });

  it('answers the catalogue at once, while another request’s transaction waits (it touches no records)', async () => {
    let release = () => {};
    const waiting = transaction(() => new Promise<void>((resolve) => (release = resolve)));
    const catalogue = await respond(wire('GET', '/products'), new AbortController().signal, performance.now(), {});
    expect(catalogue).toMatchObject({ data: expect.any(Array) });
    release();
    await waiting;
  });

  it('gives a new account a new id, never a deleted account’s', async () => {
    const signUp = (email: string) =>
      respond(
        wire('POST', '/accounts', {
          name: 'Ana Souza',
          email,
          cpf: '11144477735',
          password: 'vitrine2026',
          acceptedTerms: true,
        }),
        new AbortController().signal,
        performance.now(),
        {},
      );
    const first = (await signUp('ana@exemplo.com.br')) as { data: NewSession };
    expect(first.data.user.id).toBe('2');
    const deleted = await respond(
      {
        ...wire('DELETE', '/account', { password: 'vitrine2026' }),
        headers: { authorization: `Bearer ${first.data.secret}` },
      },
      new AbortController().signal,
      performance.now(),
      {},
    );
    expect(deleted).toMatchObject({ data: { deleted: true } });
    const second = (await signUp('bia@exemplo.com.br')) as { data: NewSession };
    expect(second.data.user.id).toBe('3');
  });
});

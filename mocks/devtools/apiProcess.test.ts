/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { NewSession, ServerCart } from '../../src/api/types';
import { cartLine, REGATA } from '../../src/test/products';
import { ADDRESS, PIX_TOTAL, REGATA_M } from '../testFixtures';
import { DATABASE_FILE } from './sqliteStore';

// `npm run api` as processes on a data folder. Two on one folder: SQLite's locking makes them one server's worth of
// records. Every acknowledged write is there, and no id or order number is issued twice. A
// damaged database stops the server, with its name.

jest.setTimeout(90_000);

let folder = '';
const servers: ChildProcess[] = [];

/** Starts `tsx scripts/api.ts` on the folder and a free port; answers its address once it listens. */
function startServer(): Promise<string> {
  const root = join(__dirname, '..', '..');
  const child = spawn(process.execPath, [join(root, 'node_modules/.bin/tsx'), join(root, 'scripts/api.ts')], {
    cwd: root,
    env: { ...process.env, API_DATA_DIR: folder, PORT: '0', MOCK_LATENCY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /fake backend on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`the API stopped (${code}): ${output}`)));
  });
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'vitrine-two-'));
});
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null);
          child.on('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(folder, { recursive: true, force: true });
});

async function send(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as unknown };
}

const SHOPPERS = 4;
const SAVES = 6;
const CPFS = ['11144477735', '39053344705', '14538220620', '71428793860'];

it('two servers on one data folder lose no acknowledged write and issue nothing twice', async () => {
  const [a, b] = await Promise.all([startServer(), startServer()]);
  const either = (i: number) => (i % 2 === 0 ? a : b);

  // Sign-ups at once through both servers.
  const signUps = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, i) =>
      send(either(i), 'POST', '/accounts', {
        name: `Cliente ${'ABCDEFGH'[i]}`,
        email: `cliente${i}@exemplo.com.br`,
        cpf: CPFS[i],
        password: 'vitrine2026',
        acceptedTerms: true,
      }),
    ),
  );
  const accepted = signUps.filter((answer) => answer.status === 201).map((answer) => answer.data as NewSession);
  expect(signUps.map((answer) => answer.status)).toEqual(Array(SHOPPERS).fill(201));

  // Each shopper saves a cart, then orders, turn by turn through one server and the other, all shoppers at once.
  const results = await Promise.all(
    accepted.map(async ({ secret }, shopper) => {
      const auth = { authorization: `Bearer ${secret}` };
      let version = 0;
      for (let save = 0; save < SAVES; save += 1) {
        const answer = await send(
          either(shopper + save),
          'PUT',
          '/cart',
          { lines: [cartLine(REGATA, 'M', save + 1)] },
          {
            ...auth,
            'if-match': `"${version}"`,
          },
        );
        expect(answer.status).toBe(200);
        version = (answer.data as ServerCart).version;
      }
      const orders: string[] = [];
      for (let placed = 0; placed < 2; placed += 1) {
        const body = {
          lines: [REGATA_M],
          address: ADDRESS,
          shippingId: 'economica',
          payment: { method: 'pix' },
          expectedTotalCents: PIX_TOTAL,
          cartVersion: version,
        };
        const answer = await send(either(shopper + placed), 'POST', '/orders', body, {
          ...auth,
          'idempotency-key': `two-servers-${shopper}-${placed}`,
        });
        expect(answer.status).toBe(201);
        orders.push((answer.data as { id: string }).id);
        version += 1;
      }
      return { orders, version };
    }),
  );

  const db = new DatabaseSync(join(folder, DATABASE_FILE), { readOnly: true });
  try {
    const accounts = db.prepare('SELECT id FROM accounts').all() as Array<{ id: string }>;
    expect(accounts).toHaveLength(1 + accepted.length);
    expect(new Set(accounts.map((account) => account.id)).size).toBe(accounts.length);
    expect(new Set(accepted.map((session) => session.user.id)).size).toBe(accepted.length);

    const numbers = results.flatMap((result) => result.orders);
    expect(new Set(numbers).size).toBe(numbers.length);
    const stored = db.prepare('SELECT id FROM orders').all() as Array<{ id: string }>;
    expect(stored.map((order) => order.id).sort()).toEqual([...numbers].sort());

    // Every acknowledged cart save counted: each cart's version is its saves and orders.
    for (const [shopper, { user }] of accepted.entries()) {
      const cart = db.prepare('SELECT row FROM carts WHERE id = ?').get(user.id) as { row: string };
      expect(JSON.parse(cart.row)).toMatchObject({ version: results[shopper]!.version });
    }
  } finally {
    db.close();
  }
});

it('a server refuses to start on a damaged database, naming the file', async () => {
  writeFileSync(join(folder, DATABASE_FILE), 'SQLite format 3\0'.padEnd(8192, 'x'));
  await expect(startServer()).rejects.toThrow(
    new RegExp(`stopped \\(1\\):[^]*${join(folder, DATABASE_FILE).replace(/[.]/g, '\\.')} is damaged or unreadable`),
  );
});

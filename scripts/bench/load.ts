/**
 * The HTTP API under load (`npm run bench:load`), on 127.0.0.1: requests per second and p99 at 20
 * and 50 connections, on an empty store and with 5,000 orders stored, for
 * - GET /products, a visitor's first call;
 * - a signed-in shopper's cart save and order (PUT /cart, then POST /orders), one shopper a connection;
 * and POST /orders alone, one connection, to compare its time on an empty and a full store.
 *
 * `--against <rev>` measures that revision's API too, each figure right after today's (one run set).
 * `--seconds N` (default 5) per figure; `--orders N` (default 5000) stored before the second round.
 * Figures: the console (a Markdown table) and bench-results/load.json.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  CART_LINE,
  call,
  clientAddress,
  freePort,
  newShopper,
  orderBody,
  startApi,
  untilUp,
  type Answer,
  type ApiProcess,
} from '../apiProcess';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const SECONDS = Number(option('--seconds') ?? 5);
const STORED_ORDERS = Number(option('--orders') ?? 5000);
const against = option('--against');
const CONNECTIONS = [20, 50];
const SEED_SHOPPERS = 10;

interface Sample {
  ok: number;
  failed: number;
  latencies: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(sample: Sample, seconds: number) {
  const sorted = [...sample.latencies].sort((a, b) => a - b);
  return {
    rps: Math.round(sample.ok / seconds),
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p99: Math.round(percentile(sorted, 99) * 10) / 10,
    failed: sample.failed,
  };
}

/** Calls `step` on each connection in a loop for SECONDS; each step times its own requests into samples. */
async function loop(connections: number, step: (connection: number) => Promise<void>): Promise<void> {
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (Date.now() < until) await step(connection);
    }),
  );
}

async function timed(sample: Sample, request: () => Promise<Answer>, okStatus: number[]): Promise<Answer> {
  const started = performance.now();
  const answer = await request();
  const elapsed = performance.now() - started;
  if (answer && okStatus.includes(answer.status)) {
    sample.ok += 1;
    sample.latencies.push(elapsed);
  } else {
    sample.failed += 1;
  }
  return answer;
}

interface Shopper {
  secret: string;
  version: number;
}

async function signUp(base: string, n: number): Promise<Shopper> {
  const answer = await call(
    base,
    'POST',
    '/accounts',
    null,
    newShopper(n),
    {},
    { timeoutMs: 30_000, from: clientAddress(n) },
  );
  if (answer?.status !== 201) throw new Error(`sign-up answered ${answer?.status}: ${JSON.stringify(answer?.body)}`);
  const body = answer.body as { secret: string; cart: { version: number } };
  return { secret: body.secret, version: body.cart.version };
}

/** Places `count` orders, SEED_SHOPPERS at a time: the store the second round measures on. */
async function seedOrders(base: string, count: number): Promise<void> {
  const shoppers = await Promise.all(Array.from({ length: SEED_SHOPPERS }, (_, n) => signUp(base, n)));
  let placed = 0;
  await Promise.all(
    shoppers.map(async (shopper, n) => {
      for (;;) {
        if (placed >= count) return;
        placed += 1;
        const key = `seed-${n}-${placed}-${Date.now()}`;
        const answer = await call(base, 'POST', '/orders', shopper.secret, orderBody(shopper.version), {
          'idempotency-key': key,
        });
        if (answer?.status !== 201) throw new Error(`seeding: order answered ${answer?.status}`);
        shopper.version += 1; // the order took its units out of the cart, as its next version
      }
    }),
  );
}

async function products(base: string, connections: number) {
  const sample: Sample = { ok: 0, failed: 0, latencies: [] };
  await loop(connections, () => timed(sample, () => call(base, 'GET', '/products', null), [200]).then(() => {}));
  return summary(sample, SECONDS);
}

async function cartAndOrder(base: string, shoppers: Shopper[], connections: number) {
  const saves: Sample = { ok: 0, failed: 0, latencies: [] };
  const orders: Sample = { ok: 0, failed: 0, latencies: [] };
  let keys = 0;
  await loop(connections, async (connection) => {
    const shopper = shoppers[connection]!;
    const saved = await timed(
      saves,
      () => call(base, 'PUT', '/cart', shopper.secret, { lines: [CART_LINE] }, { 'if-match': `"${shopper.version}"` }),
      [200],
    );
    if (saved?.status !== 200) return;
    shopper.version = saved.body.version as number;
    keys += 1;
    const key = `load-${connection}-${keys}-${Date.now()}`;
    const placed = await timed(
      orders,
      () => call(base, 'POST', '/orders', shopper.secret, orderBody(shopper.version), { 'idempotency-key': key }),
      [201],
    );
    if (placed?.status === 201) shopper.version += 1;
  });
  return { cartSave: summary(saves, SECONDS), order: summary(orders, SECONDS) };
}

/** POST /orders one at a time from one shopper: its own time, with nothing else running. */
async function singleOrders(base: string, shopper: Shopper) {
  const sample: Sample = { ok: 0, failed: 0, latencies: [] };
  for (let i = 0; i < 60; i += 1) {
    const key = `single-${i}-${Date.now()}`;
    const answer = await timed(
      sample,
      () => call(base, 'POST', '/orders', shopper.secret, orderBody(shopper.version), { 'idempotency-key': key }),
      [201],
    );
    if (answer?.status === 201) shopper.version += 1;
  }
  return summary(sample, 1).p50;
}

/** A checkout of `rev` beside this one, sharing its node_modules. */
function checkoutOf(rev: string): string {
  const folder = resolve(`.cache/load-${rev}`);
  if (!existsSync(folder)) {
    execFileSync('git', ['worktree', 'add', '--detach', folder, rev], { stdio: 'ignore' });
    symlinkSync(resolve('node_modules'), join(folder, 'node_modules'));
  }
  return folder;
}

type Round = Record<string, unknown>;

/** Every figure of one API (the code in `root`), on an empty store, then with STORED_ORDERS orders. */
async function measure(root: string, label: string, seeded: string): Promise<Round[]> {
  const rounds: Round[] = [];
  for (const stored of [0, STORED_ORDERS]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-load-'));
    if (stored > 0) cpSync(seeded, dataDir, { recursive: true });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api: ApiProcess = startApi(port, dataDir, root);
    try {
      await untilUp(base, api);
      const shoppers = await Promise.all(
        Array.from({ length: Math.max(...CONNECTIONS) + 1 }, (_, n) => signUp(base, n)),
      );
      const orderAlone = await singleOrders(base, shoppers.pop()!);
      for (const connections of CONNECTIONS) {
        const list = await products(base, connections);
        const flow = await cartAndOrder(base, shoppers, connections);
        rounds.push({ api: label, stored, connections, products: list, ...flow, orderAloneP50: orderAlone });
        console.log(JSON.stringify(rounds.at(-1)));
      }
    } finally {
      api.child.kill('SIGKILL');
      await api.exit;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rounds;
}

/** A data folder with STORED_ORDERS orders, made once by the API in `root`, copied for each measure. */
async function seededFolder(root: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-seed-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startApi(port, dataDir, root);
  try {
    await untilUp(base, api);
    const started = Date.now();
    await seedOrders(base, STORED_ORDERS);
    console.log(`seeded ${STORED_ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s (${root})`);
  } finally {
    api.child.kill('SIGTERM');
    await api.exit;
  }
  return dataDir;
}

async function main(): Promise<void> {
  const apis = [{ label: 'this checkout', root: process.cwd() }];
  if (against) apis.push({ label: against, root: checkoutOf(against) });
  const rounds: Round[] = [];
  for (const { label, root } of apis) {
    const seeded = await seededFolder(root);
    try {
      rounds.push(...(await measure(root, label, seeded)));
    } finally {
      rmSync(seeded, { recursive: true, force: true });
    }
  }
  const row = (r: Round) => {
    const p = r.products as ReturnType<typeof summary>;
    const s = r.cartSave as ReturnType<typeof summary>;
    const o = r.order as ReturnType<typeof summary>;
    return `| ${String(r.api)} | ${String(r.stored)} | ${String(r.connections)} | ${p.rps} / ${p.p99} | ${s.rps} / ${s.p99} | ${o.rps} / ${o.p99} | ${String(r.orderAloneP50)} |`;
  };
  console.log(
    [
      '',
      `| API | orders stored | connections | GET /products rps / p99 ms | PUT /cart rps / p99 ms | POST /orders rps / p99 ms | POST /orders alone, p50 ms |`,
      '|---|---|---|---|---|---|---|',
      ...rounds.map(row),
    ].join('\n'),
  );
  const failures = rounds.flatMap((r) =>
    ['products', 'cartSave', 'order'].map((k) => (r[k] as { failed: number }).failed),
  );
  if (failures.some((count) => count > 0)) console.log(`requests that failed: ${failures.join(', ')}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/load.json',
    JSON.stringify({ date: new Date().toISOString(), SECONDS, rounds }, null, 2),
  );
}

void main();

/**
 * The HTTP API's records under faults, on 127.0.0.1 only, bounded in count and time
 * (`npm run test:faults`, part of `npm test`):
 * 1. Shoppers sign up, save their carts and place orders against `npm run api` while the
 *    server is killed with SIGKILL three times mid-stream and restarted on the same data folder.
 *    A request that got no answer is sent again, the same way (an order with its Idempotency-Key).
 * 2. Every acknowledged write must be there afterwards, and nothing is issued twice: each
 *    account and order id once, each order once per key.
 * 3. The database file is then damaged: the server must refuse to start, naming the file.
 * It ends with a line 'N passed, N failed'.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIGN_UP_PER_CLIENT } from '../mocks/backend/accounts/tryLimits';
import { CART_LINE, call, freePort, newShopper, orderBody, startApi, untilUp, type ApiProcess } from './apiProcess';

const KILLS = 3;
// A sign-up is counted against the address's limit before its slow hash, and a kill during the
// hash sends it again: each shopper's sign-up can count once per life of the server. So many
// shoppers that even then the address stays within its sign-ups (a slow machine kills mid-hash).
const SHOPPERS = Math.floor(SIGN_UP_PER_CLIENT.max / (KILLS + 1));
const ORDERS_EACH = 3;
const DEADLINE = Date.now() + 60_000;

const results: Array<{ name: string; ok: boolean; detail: string }> = [];
function check(name: string, ok: boolean, detail = ''): void {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-faults-'));
let port = 0;
let base = '';
let server: ApiProcess | null = null;

function startServer(): ApiProcess {
  server = startApi(port, dataDir);
  return server;
}

async function kill(signal: NodeJS.Signals): Promise<void> {
  if (!server) return;
  const { child, exit } = server;
  child.kill(signal);
  await exit;
  server = null;
}

/** Until an answer comes: a request the server died under is sent again once it is back. */
async function retried(method: string, path: string, secret: string | null, body?: unknown, headers = {}) {
  for (;;) {
    if (Date.now() > DEADLINE) throw new Error(`out of time on ${method} ${path}`);
    const answer = await call(base, method, path, secret, body, headers);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

interface Shopper {
  email: string;
  password: string;
  secret: string;
  userId: string;
  cartVersion: number;
  /** Idempotency key → the order number its acknowledged answer gave. */
  orders: Map<string, string>;
}

async function signUp(n: number): Promise<Shopper> {
  const body = newShopper(n);
  const { email, password } = body;
  let answer = await retried('POST', '/accounts', null, body);
  // No answer, then 'taken': the lost answer's sign-up was kept; its owner signs in.
  if (answer.status === 409) answer = await retried('POST', '/login', null, { email, password });
  if (answer.status !== 201 && answer.status !== 200) {
    throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const { secret, user, cart } = answer.body as { secret: string; user: { id: string }; cart: { version: number } };
  return { email, password, secret, userId: user.id, cartVersion: cart.version, orders: new Map() };
}

async function saveCart(shopper: Shopper): Promise<void> {
  for (;;) {
    const answer = await retried(
      'PUT',
      '/cart',
      shopper.secret,
      { lines: [CART_LINE] },
      { 'if-match': `"${shopper.cartVersion}"` },
    );
    // A save whose answer was lost may have been kept: the 412 brings the stored version.
    if (answer.status === 412 || answer.status === 200) {
      shopper.cartVersion = answer.body.version as number;
      if (answer.status === 200) return;
      continue;
    }
    throw new Error(`cart save answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

async function placeOrder(shopper: Shopper, n: number): Promise<void> {
  const key = `faults-${shopper.userId}-${n}-${Date.now()}`;
  const order = orderBody(shopper.cartVersion);
  const answer = await retried('POST', '/orders', shopper.secret, order, { 'idempotency-key': key });
  if (answer.status !== 201) throw new Error(`order answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  shopper.orders.set(key, answer.body.id as string);
  const cart = await retried('GET', '/cart', shopper.secret);
  shopper.cartVersion = cart.body.version as number;
}

/**
 * A shopper's saves and orders: at least ORDERS_EACH orders, and on until the killer is done, so the
 * kills always fall among acknowledged writes however fast the machine answers (at most 100 orders).
 */
async function journey(shopper: Shopper, killing: { over: boolean }): Promise<void> {
  for (let n = 0; n < 100 && (n < ORDERS_EACH || !killing.over); n += 1) {
    await saveCart(shopper);
    await placeOrder(shopper, n);
  }
}

/** Kills the server at random moments while the journeys run, and starts it again. */
async function killer(killing: { over: boolean }): Promise<number> {
  let kills = 0;
  while (kills < KILLS) {
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 400));
    await kill('SIGKILL');
    kills += 1;
    startServer();
    await untilUp(base, server!);
  }
  killing.over = true;
  return kills;
}

async function main(): Promise<void> {
  startServer();
  await untilUp(base, server!);
  const state = { over: false };
  const killing = killer(state);
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, n) => {
      const shopper = await signUp(n);
      await journey(shopper, state);
      return shopper;
    }),
  );
  const kills = await killing;
  check(`the server was killed mid-stream (SIGKILL) and restarted`, kills > 0, `${kills} times`);

  // Every acknowledged write is there once the server has come back.
  await kill('SIGKILL');
  startServer();
  await untilUp(base, server!);
  const ids = new Set(shoppers.map((shopper) => shopper.userId));
  check('each sign-up got its own account id', ids.size === SHOPPERS, [...ids].join(', '));
  const orderIds: string[] = [];
  for (const shopper of shoppers) {
    const session = await retried('GET', '/session', shopper.secret);
    check(
      `${shopper.email}: the session issued at sign-up still signs in`,
      session.status === 200,
      `${session.status}`,
    );
    const cart = await retried('GET', '/cart', shopper.secret);
    check(
      `${shopper.email}: the cart is at the acknowledged version or later`,
      cart.status === 200 && (cart.body.version as number) >= shopper.cartVersion,
      `${String(cart.body.version)} ≥ ${shopper.cartVersion}`,
    );
    const answer = await call(base, 'GET', '/orders', shopper.secret);
    const stored = Array.isArray(answer?.body) ? (answer.body as Array<{ id: string }>).map((o) => o.id) : [];
    const acknowledged = [...shopper.orders.values()];
    check(
      `${shopper.email}: every acknowledged order is stored, once`,
      acknowledged.every((id) => stored.includes(id)) && stored.length === acknowledged.length,
      `acknowledged ${acknowledged.join(',')}; stored ${stored.join(',')}`,
    );
    orderIds.push(...stored);
  }
  check('no order number was issued twice', new Set(orderIds).size === orderIds.length, orderIds.join(','));

  // A damaged database: the server refuses to start and names the file.
  await kill('SIGTERM');
  const databases = readdirSync(dataDir).filter((name) => /\.(db|sqlite)$/.test(name));
  check('the records are kept in a database file', databases.length > 0, readdirSync(dataDir).join(', '));
  for (const name of databases) {
    const file = join(dataDir, name);
    truncateSync(file, Math.floor(statSync(file).size / 2));
    for (const sidecar of ['-wal', '-shm']) rmSync(file + sidecar, { force: true });
    const damaged = startServer();
    const code = await Promise.race([
      damaged.exit,
      new Promise<'up'>((resolve) => setTimeout(() => resolve('up'), 10_000)),
    ]);
    const said = damaged.output.join('');
    if (code === 'up') await kill('SIGKILL');
    check(`a damaged ${name} stops the server at start`, code !== 'up' && code !== 0, `exit ${String(code)}`);
    check(`the refusal names ${name}`, said.includes(file), said.trim().split('\n').at(-1) ?? '');
  }
}

async function run(): Promise<void> {
  try {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await main();
  } catch (error) {
    check('the fault run finished', false, (error as Error).message);
  } finally {
    await kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(`faults: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void run();

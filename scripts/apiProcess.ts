/**
 * `npm run api` as a child process, and a shopper's calls to it, for the scripts that test and
 * measure the HTTP API from outside (faults.ts, bench/load.ts): 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import catalogue from '../mocks/catalogue.json';
import { parsePriceToCents } from '../mocks/backend/priceText';
import { shippingOptions } from '../src/rules/shipping';
import { orderTotals } from '../src/rules/totals';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  /** Everything it printed, stdout and stderr. */
  output: string[];
  exit: Promise<number | null>;
}

/**
 * The API on `port` with its records in `dataDir`, as the node process itself (no npm or npx in
 * between), so a signal reaches it. `root`: the checkout whose API runs (another revision's, to compare).
 */
export function startApi(port: number, dataDir: string, root = process.cwd()): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/api.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_DATA_DIR: dataDir,
      MOCK_LATENCY_MS: '0',
      MOCK_FAIL: '',
      MOCK_FAIL_RATE: '',
      // The scripts place many orders of one line (thousands, measuring load): units enough for all of them.
      API_STOCK_UNITS: process.env.API_STOCK_UNITS ?? '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exit };
}

export async function untilUp(base: string, api: ApiProcess): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/products`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not start on ${base}:\n${api.output.join('')}`);
}

export type Answer = { status: number; body: Record<string, unknown> } | null;

/** One connection pool per client address: a shopper of the scripts may call from an address of its own. */
const agents = new Map<string, http.Agent>();
const agentFor = (from: string) => {
  let agent = agents.get(from);
  if (!agent) agents.set(from, (agent = new http.Agent({ keepAlive: true, localAddress: from })));
  return agent;
};

/** A loopback address of its own for client `n` (127.0.1.1, 127.0.1.2…): the API limits some tries per address. */
export const clientAddress = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

/**
 * One call; null when no answer came (the server died under it, or it took longer than `timeoutMs`).
 * `from`: the client address it is sent from (127.0.0.1 by default).
 */
export function call(
  base: string,
  method: string,
  path: string,
  secret: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
  { timeoutMs = 8_000, from = '127.0.0.1' } = {},
): Promise<Answer> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        agent: agentFor(from),
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          ...(text === undefined ? {} : { 'content-length': String(Buffer.byteLength(text)) }),
          ...(secret ? { authorization: `Bearer ${secret}` } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString() || 'null') as Record<string, unknown>;
            resolve({ status: response.statusCode ?? 0, body: parsed });
          } catch {
            resolve(null);
          }
        });
        response.on('error', () => resolve(null));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
    request.end(text);
  });
}

/** A valid CPF from nine digits (two mod-11 check digits). */
export function cpfFrom(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** What a new shopper sends to 'Criar conta': `n` picks the name's letter, the email and CPF are fresh. */
export function newShopper(n: number) {
  const stamp = `${Date.now()}${n}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Cliente ${String.fromCharCode(65 + (n % 26))}`,
    email: `shopper-${stamp}@vitrine.dev`,
    cpf: cpfFrom(String(100_000_000 + Math.floor(Math.random() * 800_000_000)).slice(0, 9)),
    password: 'senha1234',
    acceptedTerms: true,
  };
}

const product = catalogue.products.find((p) => p.sizes.some((size) => size.available))!;
const sku = product.sizes.find((size) => size.available)!.sku;
const priceCents = parsePriceToCents(product.actual_price)!;

/** One unit of the catalogue's first product in stock, as a cart line. */
export const CART_LINE = { sku, productId: product.code_color, size: sku.split('_').at(-1)!, quantity: 1 };

const ADDRESS = {
  recipient: 'Cliente Teste',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const economy = shippingOptions('SP', priceCents).find((option) => option.id === 'economica')!;
const { totalCents } = orderTotals({ subtotalCents: priceCents, shippingCents: economy.priceCents, method: 'pix' });

/** A PIX order of CART_LINE to São Paulo, consuming `cartVersion`, at the total the rules give. */
export function orderBody(cartVersion: number) {
  return {
    lines: [{ sku, quantity: 1 }],
    address: ADDRESS,
    shippingId: economy.id,
    payment: { method: 'pix' },
    expectedTotalCents: totalCents,
    cartVersion,
  };
}

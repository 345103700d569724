/**
 * For the fake backend's tests: calling a route as mocks/server.ts does (the
 * same request, without delay or failures), and a shopper's usual order.
 * Never imported by the backend itself.
 */
import type { Address, CardDetails, CardToken, Order, PlaceOrderRequest } from '../src/api/types';
import { readCart } from './backend/cartStore';
import { everyRouteReady, matchRoute, type MockResponse } from './backend/routes';
import type { RuntimeSettings } from './devtools/switches';
import { setLatencySettings } from './devtools/latency';
import { resetOutbox } from './backend/accounts/outbox';
import { mockRequest } from './server';
import { pixPriceCents } from '../src/rules/totals';
import { shippingCents } from '../src/test/figures';
import { DEMO_TOKEN, DEMO_USER, otherShopper, sessionWith } from './testSessions';
import { REGATA, skuOf, VESTIDO } from '../src/test/products';

export { DEMO_TOKEN, DEMO_USER, otherShopper, sessionWith };

export interface CallOptions {
  body?: unknown;
  /** The shopper's session secret (the demo shopper's by default); null for an anonymous request. */
  token?: string | null;
  headers?: Record<string, string>;
  /** This tab's run-time switches (devtools/switches.ts), as the server reads them. */
  runtime?: RuntimeSettings;
  /** The client's address, as the HTTP server passes it (the in-page client's by default). */
  clientAddress?: string;
}

// mocks/server.ts fetches a call's file before calling it; `call` is synchronous, so every test
// file that calls routes has every file of calls fetched first (routes.ts).
beforeAll(() => everyRouteReady());

/** Route match, then the handler, as mocks/server.ts runs them (without delay or failures). */
function handle(
  method: string,
  url: string,
  { body, token = DEMO_TOKEN, headers = {}, runtime, clientAddress }: CallOptions,
): MockResponse | Promise<MockResponse> {
  const [path = '', search = ''] = url.split('?');
  const match = matchRoute(method, path);
  if (!match) throw new Error(`no route for ${method} ${path}`);
  if (token === DEMO_TOKEN) sessionWith(DEMO_TOKEN, DEMO_USER.id);
  const auth: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  const allHeaders = { ...auth, ...headers };
  const query = Object.fromEntries(new URLSearchParams(search));
  return match.route.handle(
    mockRequest({ method, query, headers: allHeaders, body, clientAddress }, match.params, runtime),
  );
}

/** Calls a route whose handler answers at once (the catalogue's, the cart's, the checkout's). */
export function call(method: string, url: string, options: CallOptions = {}): MockResponse {
  const answer = handle(method, url, options);
  if (answer instanceof Promise) throw new Error(`${method} ${url} answers later: use callLater`);
  return answer;
}

/** Calls a route whose handler waits (the accounts', which hash passwords). */
export async function callLater(method: string, url: string, options: CallOptions = {}): Promise<MockResponse> {
  return handle(method, url, options);
}

export const ADDRESS: Address = {
  recipient: 'Maria Souza',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** REGATA CANELADA - OFF WHITE (M), R$ 89,90. */
export const REGATA_M = { sku: skuOf(REGATA, 'M'), quantity: 1 };
/** VESTIDO MIDI FLORAL - VERDE (M), R$ 263,91. */
export const VESTIDO_M = { sku: skuOf(VESTIDO, 'M'), quantity: 1 };

/** REGATA_M to São Paulo by economy, by the price rules: by card, and by PIX (its discount off the product only). */
export const CARD_TOTAL = REGATA.actualPriceCents + shippingCents('economica', REGATA.actualPriceCents);
export const PIX_TOTAL = pixPriceCents(REGATA.actualPriceCents) + shippingCents('economica', REGATA.actualPriceCents);

/** Two years from now, so the card never expires under the tests. */
const nextYears = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

export const CARD: CardDetails = {
  number: '4111 1111 1111 1111',
  holder: 'MARIA SOUZA',
  expiry: `12/${nextYears}`,
  cvv: '123',
  cpf: '529.982.247-25',
};

/** The test card the provider always declines (cardTokens.ts). */
export const DECLINED_CARD: CardDetails = { ...CARD, number: '4000 0000 0000 0002' };

export function cardToken(details: CardDetails = CARD, token: string | null = DEMO_TOKEN): CardToken {
  const answer = call('POST', '/card-tokens', { body: details, token });
  if (answer.status !== 201) throw new Error(`card not tokenised: ${JSON.stringify(answer.data)}`);
  return answer.data as CardToken;
}

/** A PIX order of REGATA_M, naming the demo shopper's server cart as it is now (`cartVersion`). */
export function pixOrder(overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return {
    lines: [REGATA_M],
    address: ADDRESS,
    shippingId: 'economica',
    payment: { method: 'pix' },
    expectedTotalCents: PIX_TOTAL,
    cartVersion: readCart(DEMO_USER.id).version,
    ...overrides,
  };
}

export function cardOrder(token: string, overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return pixOrder({
    payment: { method: 'card', token, installments: 3 },
    expectedTotalCents: CARD_TOTAL,
    ...overrides,
  });
}

let keys = 0;
/** A fresh idempotency key. */
export const newKey = () => `test-key-${(keys += 1).toString().padStart(4, '0')}`;

export function place(body: unknown, key: string | null = newKey(), options: CallOptions = {}): MockResponse {
  const headers: Record<string, string> = key === null ? {} : { 'idempotency-key': key };
  return call('POST', '/orders', { ...options, body, headers: { ...headers, ...options.headers } });
}

/** Places an order that must succeed. */
export function placed(body: PlaceOrderRequest = pixOrder(), key = newKey(), options: CallOptions = {}): Order {
  const answer = place(body, key, options);
  if (answer.status !== 201) throw new Error(`order not placed: ${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data as Order;
}

/**
 * A clock the test moves by hand, for the order's and the returns' steps: `Date.now()` reads
 * `clock.now`, which is back at `start` before each test, as are the order clock's delays
 * (`orderStep`, `pixPaid`, ms; 0 moves every step at once) and the outbox.
 */
export function handClock(start: number, { orderStep = 0, pixPaid = 0 } = {}) {
  const clock = {
    now: start,
    /** What `advanceOrder` and `advanceReturn` take. */
    settings: () => ({ now: clock.now, pixPaidMs: pixPaid, orderStepMs: orderStep }),
  };
  beforeEach(() => {
    clock.now = start;
    jest.spyOn(Date, 'now').mockImplementation(() => clock.now);
    setLatencySettings({ orderStep, pixPaid });
    resetOutbox();
  });
  afterEach(() => setLatencySettings({}));
  return clock;
}

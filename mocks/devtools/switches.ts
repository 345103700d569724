/**
 * The fake backend's switches at run time, for this tab only: latency,
 * failures, the request time-out and the API address changed in the running
 * page, without a restart or a rebuild. `npm start` always loads this module;
 * a production build loads it (mocks/transport.ts) only when the tab's
 * sessionStorage holds switches, which only the page's own scripts can write
 * (the browser tests' set-up, the console handle): no address can turn them on.
 *
 * In the browser console:  vitrineMock.fail('cartSave,catalogue:offline')
 *                          vitrineMock.latency('catalogue=500,product=0,pixPaid=3000')
 *                          vitrineMock.failRate(0.2) · vitrineMock.reset() · vitrineMock.show()
 *                          vitrineMock.reprice('20002605_613', 'R$ 199,90') · vitrineMock.soldOut('20002605_613_M')
 *                          vitrineMock.pix.pay() · vitrineMock.pix.expire('100001')
 *                          vitrineMock.refund.done() · vitrineMock.refund.fail('3'): a PIX devolução settled
 *                          vitrineMock.outbox(): the emails the fake backend sent ('Esqueci minha senha')
 *                          vitrineMock.restock() · vitrineMock.restock('20002605_613_PP'): 'Repor estoque'
 *                          vitrineMock.credit.grant(15000, 'maria@vitrine.dev'): a vale-troca to spend
 */
import { parseReprice, parseSoldOut, type CatalogueChanges } from '../backend/catalogueChanges';
import { readOutbox, type Mail } from '../backend/accounts/outbox';
import { forcePix, type PixAction } from '../backend/checkout/pixStatus';
import { advanceOrder } from '../backend/checkout/orderClock';
import { advanceReturn } from '../backend/returns/returnStore';
import type { ReceiptRefusalReason } from '../../src/rules/returnRequests';
import { settlePixRefund } from '../backend/checkout/moneyBack';
import { allProducts } from '../backend/catalogue';
import { restock as restockAll, setUnits, unitsOf } from '../backend/stock';
// The stock alerts watch the units this handle moves too ('Repor estoque' mails them).
import { sizeOfSku } from '../backend/stockAlertsStore';
import { STARTING_UNITS } from '../../src/rules/stock';
import { grantDemoCredit } from '../backend/creditGrant';
import { CALL_NAMES } from '../backend/calls';
import { parseFailRate, parseFailSetting } from './failures';
import { DELAYS_WITHOUT_CALL, latencyFor, parseLatencySetting } from './latency';

import { SWITCHES_KEY, type RuntimeSettings } from './switchesKey';

export { SWITCHES_KEY, type RuntimeSettings };
/** Requests sent to a real server when the `api` switch is set: in the switches' chunk, so no second one. */
export { forward } from '../remote';

/** As stored: the same text as the environment variables; the catalogue's changes as given. */
export interface StoredSwitches {
  latency?: string;
  fail?: string;
  failRate?: string;
  /** Product id → price text ('R$ 199,90'). */
  prices?: Record<string, string>;
  /** SKUs sold out. */
  soldOut?: string[];
  /** API_TIMEOUT_MS: a request unanswered after this many ms fails with TIMEOUT_ERROR. */
  timeout?: string;
  /** A path on the page's own origin ('/api') where a real server answers, instead of the fake backend. */
  api?: string;
}

/**
 * The request time-out: a whole number of ms above 0. Throws otherwise.
 */
export function parseTimeout(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`timeout: "${text}" is not a time in ms above 0`);
  return value;
}

/**
 * The API address as a switch may give it: a path on the page's own origin, one or more
 * segments of letters, digits, '-' and '_' ('/api'). Never an origin: set by a page's script
 * or not, the shop never sends a shopper's requests (and session token) anywhere else.
 */
export function parseApiPath(text: string): string {
  if (!/^(\/[\w-]+)+$/.test(text)) throw new Error(`api: "${text}" is not a path on this origin, such as /api`);
  return text;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readStored(): StoredSwitches {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SWITCHES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as StoredSwitches) : {};
  } catch {
    return {};
  }
}

function readCatalogueChanges({ prices = {}, soldOut = [] }: StoredSwitches): CatalogueChanges | undefined {
  if (typeof prices !== 'object' || prices === null || !Array.isArray(soldOut))
    throw new Error('bad catalogue changes');
  const changes: CatalogueChanges = {
    prices: Object.fromEntries(Object.entries(prices).map(([id, price]) => [id, parseReprice(id, price)])),
    soldOut: soldOut.map(parseSoldOut),
  };
  return Object.keys(changes.prices).length > 0 || changes.soldOut.length > 0 ? changes : undefined;
}

/** Stored text already warned about: a bad switch is read on every request, but said once. */
const warned = new Set<string>();

/** Parses stored text; each value was checked when it was set, so a bad one is only ignored, with one warning. */
export function toSettings(stored: StoredSwitches): RuntimeSettings {
  const settings: RuntimeSettings = {};
  const read = (name: string, apply: () => void) => {
    try {
      apply();
    } catch (error) {
      const said = `${name}:${JSON.stringify(stored[name as keyof StoredSwitches])}`;
      if (warned.has(said)) return;
      warned.add(said);
      console.warn('[mock backend] ignoring a bad run-time switch', error);
    }
  };
  read('latency', () => {
    if (typeof stored.latency === 'string') settings.latency = parseLatencySetting(stored.latency);
  });
  read('fail', () => {
    if (typeof stored.fail === 'string') settings.fail = parseFailSetting(stored.fail);
  });
  read('failRate', () => {
    if (typeof stored.failRate === 'string') settings.rate = parseFailRate(stored.failRate);
  });
  read('timeout', () => {
    if (typeof stored.timeout === 'string') settings.timeout = parseTimeout(stored.timeout);
  });
  read('api', () => {
    if (typeof stored.api === 'string') settings.api = parseApiPath(stored.api);
  });
  read('catalogue', () => {
    const catalogue = readCatalogueChanges(stored);
    if (catalogue) settings.catalogue = catalogue;
  });
  return settings;
}

export function readRuntimeSwitches(): RuntimeSettings {
  return toSettings(readStored());
}

function write(change: StoredSwitches): StoredSwitches {
  const next = { ...readStored(), ...change };
  storage()?.setItem(SWITCHES_KEY, JSON.stringify(next));
  return next;
}

/** Pays or expires a PIX on this tab's server disk, with the pixPaid delay in force here. */
function pix(action: PixAction, id?: string): { id: string; status: string } {
  const order = forcePix(action, id, Date.now(), latencyFor('pixPaid', readRuntimeSwitches().latency));
  return { id: order.id, status: order.status };
}

/** Moves a paid order (the latest on its way, or order `id`) to its next step now, on this tab's server disk. */
function advance(id?: string): { id: string; step: string } {
  const { latency } = readRuntimeSwitches();
  return advanceOrder(id, {
    now: Date.now(),
    pixPaidMs: latencyFor('pixPaid', latency),
    orderStepMs: latencyFor('orderStep', latency),
  });
}

/** Moves a return request (the latest on its way, or request `id`) to its next state now, on this tab's server disk. */
function advanceRequest(
  id?: string,
  refusals: Record<number, ReceiptRefusalReason> = {},
): { id: string; state: string } {
  const { latency } = readRuntimeSwitches();
  const clock = {
    now: Date.now(),
    pixPaidMs: latencyFor('pixPaid', latency),
    orderStepMs: latencyFor('orderStep', latency),
  };
  return advanceReturn(id, clock, refusals);
}

/**
 * 'Repor estoque': every size whose count has moved back to the units it starts with, or one SKU
 * (a catalogue's sold-out size too) given its starting units; each size back from none mails its
 * alerts ('Avise-me quando chegar').
 */
function restock(sku?: string): { restocked: string } {
  if (sku === undefined) {
    restockAll();
    return { restocked: 'every size' };
  }
  if (!sizeOfSku(sku, allProducts())) throw new Error(`no size ${JSON.stringify(sku)} in the catalogue`);
  setUnits(sku, Math.max(unitsOf(sku), STARTING_UNITS));
  return { restocked: sku };
}

const HELP =
  '[mock backend] vitrineMock.latency(…), .fail(…), .failRate(…), .reprice(id, price), .soldOut(sku), ' +
  '.pix.pay(id?), .pix.expire(id?), .order.advance(id?), .returns.advance(id?), .refund.done(id?), .refund.fail(id?), .restock(sku?), .credit.grant(cents?, email?), .reset(), .show() change the fake backend for this tab; .outbox() reads ' +
  'the emails it sent. Calls: ' +
  `${CALL_NAMES.join(', ')}. Delays without a call: ${DELAYS_WITHOUT_CALL.join(', ')}.`;

/** The console handle; every setter checks its value first and throws with the valid names. */
export const consoleHandle = {
  /** `800` for every delay, or `catalogue=500,product=0,pixPaid=3000`; '' goes back to the build's. */
  latency(value: string | number): StoredSwitches {
    const text = String(value);
    parseLatencySetting(text);
    return write({ latency: text });
  },
  /** `cartSave,catalogue:offline` (kinds: 500, timeout, offline, lost); '' makes every call answer. */
  fail(value: string): StoredSwitches {
    parseFailSetting(value);
    return write({ fail: value });
  },
  /** 0 to 1: the chance that any call fails with a 500. */
  failRate(value: number | string): StoredSwitches {
    parseFailRate(String(value));
    return write({ failRate: String(value) });
  },
  /** How long a request may take before it fails with TIMEOUT_ERROR, in ms; '' goes back to the build's. */
  timeout(value: number | string): StoredSwitches {
    const text = String(value);
    if (text !== '') parseTimeout(text);
    return write({ timeout: text || undefined });
  },
  /** The server charges this product (id = code_color) a new current price from now: 'R$ 199,90'. */
  reprice(id: string, price: string): StoredSwitches {
    parseReprice(id, price);
    return write({ prices: { ...readStored().prices, [id]: price } });
  },
  /** The server has this size (SKU) sold out from now. */
  soldOut(sku: string): StoredSwitches {
    parseSoldOut(sku);
    return write({ soldOut: [...new Set([...(readStored().soldOut ?? []), sku])] });
  },
  /** The latest PIX awaiting payment (or order `id`), paid or expired at once. */
  pix: {
    pay: (id?: string) => pix('pay', id),
    expire: (id?: string) => pix('expire', id),
  },
  /** 'Avançar pedido': the latest paid order on its way (or order `id`) reaches its next step now, with its email. */
  order: {
    advance: (id?: string) => advance(id),
  },
  /** The latest PIX devolução em processamento (or devolução `id`) settles now: devolvido, or não realizado. */
  refund: {
    done: (id?: string) => settlePixRefund('refunded', id, Date.now()),
    fail: (id?: string) => settlePixRefund('failed', id, Date.now()),
  },
  /** 'Repor estoque': every moved size back to its starting units, or one SKU (a sold-out one too). */
  restock: (sku?: string) => restock(sku),
  /** 'Emitir vale-troca': a vale-troca of `cents` (R$ 150,00 unless told) to `email`'s account (the demo shopper's). */
  credit: {
    grant: (cents?: number, email?: string) => grantDemoCredit(cents, email),
  },
  /**
   * 'Avançar devolução': the latest return request on its way (or request `id`) reaches its next state
   * now; on receipt, `refuse` names lines refused with their reason: `{ 0: 'used' }`.
   */
  returns: {
    advance: (id?: string, refuse?: Record<number, ReceiptRefusalReason>) => advanceRequest(id, refuse),
  },
  /**
   * The emails the fake backend sent from this tab, newest first: a reset
   * link to open. Kept in the tab's memory only (a reload empties it).
   */
  outbox(): Mail[] {
    return [...readOutbox()].reverse();
  },
  /** Back to the settings the page was built or started with, and the catalogue unchanged. */
  reset(): void {
    storage()?.removeItem(SWITCHES_KEY);
  },
  show(): StoredSwitches & { calls: string; delays: string } {
    return { ...readStored(), calls: CALL_NAMES.join(', '), delays: DELAYS_WITHOUT_CALL.join(', ') };
  },
};

/** `npm start`: window.vitrineMock, announced once in the console. */
export function installConsoleHandle(): void {
  Object.assign(window, { vitrineMock: consoleHandle });
  console.info(HELP);
}

import { withoutOrdered } from '../../src/rules/orderLines';
import type { CartLine, OrderLineRequest, ServerCart } from '../../src/api/types';
import { SCHEMA } from './schema';
import { isRecord, resetServerDisk, SERVER_KEY_PREFIX, table } from './store';

/**
 * The fake backend's copy of each shopper's cart, so a cart follows the
 * shopper across logout, login and devices: one row per shopper, keyed by the
 * account's id, in the server's records (store.ts), apart from the shop's keys.
 * Each save counts a version.
 */
const NEVER_SAVED: ServerCart = { lines: [], version: 0 };

/** One stored cart: `{ lines, version }`, or the older format, a bare list of lines (version 0). */
function decodeCart(stored: unknown): ServerCart | null {
  if (Array.isArray(stored)) return { lines: stored as CartLine[], version: 0 };
  if (!isRecord(stored) || !Array.isArray(stored.lines)) return null;
  const { version } = stored;
  return Number.isSafeInteger(version) && (version as number) >= 0
    ? { lines: stored.lines as CartLine[], version: version as number }
    : null;
}

const carts = table(SCHEMA.carts, decodeCart);

export const CART_STORE_KEY = SERVER_KEY_PREFIX + carts.name;

export function readCart(userId: string): ServerCart {
  return carts.get(userId) ?? NEVER_SAVED;
}

/** Stores a new copy of the shopper's cart, one version up; answers it. */
export function writeCart(userId: string, lines: CartLine[]): ServerCart {
  const saved = { lines, version: readCart(userId).version + 1 };
  carts.put(userId, saved);
  return saved;
}

/**
 * An order was placed from the cart: its units leave it, as the next version
 * (any other device's save then gets a 412 and merges), and every other line stays.
 */
export function takeOrderedLines(userId: string, ordered: OrderLineRequest[]): ServerCart {
  return writeCart(userId, withoutOrdered(readCart(userId).lines, ordered));
}

/** 'Baixar meus dados' (accounts/accountData.ts), the cart's section: its lines (never-saved: none). */
export function cartSection(userId: string): CartLine[] {
  return readCart(userId).lines;
}

/** 'Excluir minha conta': the shopper's cart leaves the disk. */
export function forgetCart(userId: string): void {
  carts.delete(userId);
}

/** For tests: forget every cart (with every other record: store.ts, resetServerDisk). */
export function resetCartStore(): void {
  resetServerDisk();
}

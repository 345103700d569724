import { withoutOrdered } from '../../src/rules/orderLines';
import type { CartLine, OrderLineRequest, ServerCart } from '../../src/api/types';
import { SCHEMA } from './schema';
import { shopperLists } from './shopperLists';
import { resetServerDisk, SERVER_KEY_PREFIX } from './store';

/**
 * The fake backend's copy of each shopper's cart (shopperLists.ts), so a cart follows the
 * shopper across logout, login and devices. The older format of a row is a bare list of lines.
 */
const carts = shopperLists(SCHEMA.carts, 'lines', {
  items: (stored) => stored as CartLine[],
  legacy: (stored) => (Array.isArray(stored) ? (stored as CartLine[]) : null),
});

export const CART_STORE_KEY = SERVER_KEY_PREFIX + carts.name;

export function readCart(userId: string): ServerCart {
  return carts.read(userId);
}

/** Stores a new copy of the shopper's cart, one version up; answers it. */
export function writeCart(userId: string, lines: CartLine[]): ServerCart {
  return carts.write(userId, lines);
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
  carts.forget(userId);
}

/** For tests: forget every cart (with every other record: store.ts, resetServerDisk). */
export function resetCartStore(): void {
  resetServerDisk();
}

import type { CartLine } from '../src/api/types';
import { diskRecord, isRecord } from './disk';

/**
 * The fake backend's copy of each shopper's cart, so a cart follows the
 * shopper across logout and login. It lives on the server's disk (disk.ts),
 * apart from the shop's keys.
 */
type Carts = Record<string, CartLine[]>;

const carts = diskRecord<Carts>('carts', (stored) => (isRecord(stored) ? (stored as Carts) : {}));

export const CART_STORE_KEY = carts.key;

export function readCart(userId: string): CartLine[] {
  const lines = carts.read()[userId];
  return Array.isArray(lines) ? lines : [];
}

export function writeCart(userId: string, lines: CartLine[]): void {
  carts.write({ ...carts.read(), [userId]: lines });
}

/** For tests: forget every cart. */
export function resetCartStore(): void {
  carts.reset();
}

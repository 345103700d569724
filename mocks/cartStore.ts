import type { CartLine } from '../src/api/types';

/**
 * The fake backend's copy of each shopper's cart, so a cart follows the
 * shopper across logout and login. It lives in its own storage key, apart
 * from the shop's keys: this is the "server's disk", not the browser's state.
 */
export const CART_STORE_KEY = '@context-amaro:server-carts';

type Carts = Record<string, CartLine[]>;

let memory: Carts | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode): keep carts in memory only
  }
}

function load(): Carts {
  if (memory) return memory;
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(CART_STORE_KEY) ?? '{}');
    memory = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Carts) : {};
  } catch {
    memory = {};
  }
  return memory;
}

export function readCart(userId: string): CartLine[] {
  const lines = load()[userId];
  return Array.isArray(lines) ? lines : [];
}

export function writeCart(userId: string, lines: CartLine[]): void {
  const carts = { ...load(), [userId]: lines };
  memory = carts;
  try {
    storage()?.setItem(CART_STORE_KEY, JSON.stringify(carts));
  } catch {
    // Quota or disabled storage: the in-memory copy still serves this tab.
  }
}

/** For tests: forget every cart. */
export function resetCartStore(): void {
  memory = null;
  try {
    storage()?.removeItem(CART_STORE_KEY);
  } catch {
    // nothing to forget
  }
}

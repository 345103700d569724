import type { ServerFavorites } from '../../../src/api/types';
import { isFavoriteId, MAX_FAVORITES } from '../../../src/rules/favorites';
import { SCHEMA } from '../schema';
import { isRecord, table } from '../store';

/**
 * The fake backend's copy of each shopper's favourites: one row per shopper in
 * the server's records (store.ts) with the accounts and orders, so `npm run api` keeps them across a restart. Each
 * change counts a version; a change that changes nothing (adding a favourite twice) counts none.
 */
export const NO_FAVORITES: ServerFavorites = { items: [], version: 0 };

function decodeList(stored: unknown): ServerFavorites | null {
  if (!isRecord(stored) || !Array.isArray(stored.items)) return null;
  const { version } = stored;
  if (!Number.isSafeInteger(version) || (version as number) < 0) return null;
  return { items: [...new Set(stored.items.filter(isFavoriteId))].slice(0, MAX_FAVORITES), version: version as number };
}

const lists = table(SCHEMA.favorites, decodeList);

export function readFavorites(userId: string): ServerFavorites {
  return lists.get(userId) ?? NO_FAVORITES;
}

function writeFavorites(userId: string, items: string[]): ServerFavorites {
  const saved = { items, version: readFavorites(userId).version + 1 };
  lists.put(userId, saved);
  return saved;
}

/** 'Excluir minha conta': the shopper's list goes. */
export function forgetFavorites(userId: string): void {
  lists.delete(userId);
}

/** Puts the product first (the newest); already there, nothing changes. */
export function addFavorite(userId: string, productId: string): ServerFavorites {
  const list = readFavorites(userId);
  return list.items.includes(productId) ? list : writeFavorites(userId, [productId, ...list.items]);
}

/** Takes the product out; not there, nothing changes. */
export function removeFavorite(userId: string, productId: string): ServerFavorites {
  const list = readFavorites(userId);
  return list.items.includes(productId)
    ? writeFavorites(
        userId,
        list.items.filter((id) => id !== productId),
      )
    : list;
}

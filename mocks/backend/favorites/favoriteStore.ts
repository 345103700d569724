import type { ServerFavorites } from '../../../src/api/types';
import { isFavoriteId, MAX_FAVORITES } from '../../../src/rules/favorites';
import { SCHEMA } from '../schema';
import { shopperLists } from '../shopperLists';

/**
 * The fake backend's copy of each shopper's favourites (shopperLists.ts), newest first. A change
 * that changes nothing (adding a favourite twice) counts no version.
 */
const lists = shopperLists(SCHEMA.favorites, 'items', {
  items: (stored) => [...new Set(stored.filter(isFavoriteId))].slice(0, MAX_FAVORITES),
});

export function readFavorites(userId: string): ServerFavorites {
  return lists.read(userId);
}

/** 'Excluir minha conta': the shopper's list goes. */
export function forgetFavorites(userId: string): void {
  lists.forget(userId);
}

/** Puts the product first (the newest); already there, nothing changes. */
export function addFavorite(userId: string, productId: string): ServerFavorites {
  const list = readFavorites(userId);
  return list.items.includes(productId) ? list : lists.write(userId, [productId, ...list.items]);
}

/** Takes the product out; not there, nothing changes. */
export function removeFavorite(userId: string, productId: string): ServerFavorites {
  const list = readFavorites(userId);
  return list.items.includes(productId)
    ? lists.write(
        userId,
        list.items.filter((id) => id !== productId),
      )
    : list;
}

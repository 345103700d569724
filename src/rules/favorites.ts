/**
 * The shopper's favourites, for both sides of the contract: the server
 * refuses what breaks these rules, the shop keeps its device copy within them.
 */

/** How many products a list holds: the server refuses one more, the shop says why. */
export const MAX_FAVORITES = 100;

/** Why an addition past MAX_FAVORITES was refused, in the shopper's words. */
export const FAVORITES_FULL_TEXT = `Sua lista de favoritos está cheia (até ${MAX_FAVORITES} produtos). Remova um para adicionar outro.`;

/** A catalogue entry's id (its code_color), as a favourite names it: a short text, nothing else. */
export const isFavoriteId = (value: unknown): value is string =>
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  typeof value === 'string' && value.length > 0 && value.length <= 100 && !/[\u0000-\u001f]/.test(value);

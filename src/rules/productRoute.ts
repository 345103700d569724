/**
 * Which product an address /product/:name?cor= shows: the catalogue item whose name holds the
 * text, the best match first (as typed, then as a whole word, then as part of a word:
 * nameMatchRank), in the catalogue's order within each. A colour (a card's or the menu's link),
 * read without regard to case or accents, picks among the matches; an unknown colour falls back
 * to the best match. The fake backend's product route and the build's page files both choose so.
 */
import { rankByName } from '../lib/text';
import { isColourNamed } from './colours';

/**
 * The size the address asks to show chosen (`?cor=…&tamanho=M`: the link of a 'Avise-me quando
 * chegar' email, stockAlerts.ts); one the colour does not have on sale is ignored.
 */
export const SIZE_PARAM = 'tamanho';

export function productNamed<P extends { name: string; colorSlug: string }>(
  products: readonly P[],
  name: string,
  colour?: string,
): P | undefined {
  const matches = rankByName(products, name, (p) => p.name);
  return (colour !== undefined && matches.find((p) => isColourNamed(p, colour))) || matches[0];
}

/**
 * Colour variants: catalogue entries that share a `style` are one
 * product in several colours, each entry a colour with its own image, prices
 * and sizes. The shop's product page and cards, the fake backend's product
 * route and the build (a ProductGroup's variants) all group with this module,
 * so they list the same colours in the same order. Pure functions over any
 * list of entries that carry a `style`: the shop's products (src/api/types.ts)
 * as well as the catalogue file's raw entries.
 */
import { foldForSearch } from '../lib/text';
import { canBuy } from './orderLines';

/**
 * The colours of a product: every catalogue entry with its style, the product
 * itself among them, in the catalogue's order (stable for a given file). A
 * product whose style no other entry shares is its own only colour, and so is
 * one the list does not hold.
 */
export function coloursOf<Entry extends { style: string }>(product: Entry, catalogue: readonly Entry[]): Entry[] {
  const colours = catalogue.filter((entry) => entry.style === product.style);
  return colours.length > 0 ? colours : [product];
}

const colourKey = (text: string) => foldForSearch(text).replace(/\s+/g, '');

/**
 * Whether an address's colour (`?cor=`) names this colour, without regard to case, accents,
 * hyphens or spaces: 'BRANCO', 'lilás' and 'azul marinho' find 'branco', 'lilas' and 'azul-marinho'.
 */
export const isColourNamed = (colour: { colorSlug: string }, named: string): boolean =>
  colourKey(colour.colorSlug) === colourKey(named);

/** How many colours each style comes in, for every card of a grid at once (one pass over the catalogue). */
export function colourCounts(catalogue: ReadonlyArray<{ style: string }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { style } of catalogue) counts.set(style, (counts.get(style) ?? 0) + 1);
  return counts;
}

/** A card's note of the other colours: '+1 cor', '+2 cores'; empty for a product in one colour. */
export function moreColoursText(colourCount: number): string {
  const more = colourCount - 1;
  return more < 1 ? '' : `+${more} ${more === 1 ? 'cor' : 'cores'}`;
}

/** What the rules below need of a colour (src/api/types.ts: Product). */
interface Colourway {
  onSale: boolean;
  sizes: ReadonlyArray<{ size: string; available: boolean; sku: string }>;
}

/** A colour is sold out when none of its sizes can be bought; the 'Cor' choice still shows it. */
export const isSoldOut = (colour: Colourway): boolean => !colour.sizes.some((size) => canBuy(colour, size));

/**
 * What a product page says of a colour sold out in every size: 'Esgotado', and the colours that
 * can still be bought, to choose above.
 */
export function soldOutText(colours: ReadonlyArray<Colourway & { color: string }>): string {
  const others = colours.filter((colour) => !isSoldOut(colour)).map((colour) => colour.color);
  if (others.length === 0) return 'Esgotado.';
  const list = others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} e ${others.at(-1)}`;
  return `Esgotado nesta cor. Disponível em ${list}: escolha a cor acima.`;
}

/**
 * The size to show chosen in a colour: the one the shopper chose (in another colour, or before
 * signing in), while this colour has it in stock; else its only size (U) when that is in stock;
 * else none.
 */
export function sizeToKeep(colour: Colourway, chosen: string | undefined): string {
  const available = colour.sizes.filter((size) => size.available);
  if (chosen && available.some((size) => size.size === chosen)) return chosen;
  return colour.sizes.length === 1 && available.length === 1 ? available[0]!.size : '';
}

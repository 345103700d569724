/**
 * Text helpers for search and display, built on the platform's Unicode and
 * collation support rather than hand-written tables.
 */

// Made on first use (a name sort), not when this file loads with the shop's start: a collator
// loads the locale's collation data, tens of milliseconds on a slow phone (docs/PERFORMANCE.md).
let collator: Intl.Collator | undefined;

/**
 * Case-, accent- and hyphen-insensitive form: "Calça" → "calca", "ÓCULOS" → "oculos",
 * "T-SHIRT" → "tshirt" (a shopper types 'tshirt' as often as 't-shirt').
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\-\u2010\u2011]/gu, '')
    .toLocaleLowerCase('pt-BR');
}

const asTyped = (text: string) => text.normalize('NFC').toLocaleLowerCase('pt-BR');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How well a name answers the text a shopper typed, best first: 0 when the name holds the text
 * as typed (case aside, accents kept: 'lã' is in 'CASACO DE LÃ'), 1 when it holds it as a whole
 * word once accents are ignored, 2 as part of a word; null when it does not hold it at all.
 */
export function nameMatchRank(name: string, typed: string): 0 | 1 | 2 | null {
  const text = typed.trim();
  const folded = foldForSearch(text);
  if (!folded) return null;
  if (asTyped(name).includes(asTyped(text))) return 0;
  const foldedName = foldForSearch(name);
  if (!foldedName.includes(folded)) return null;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped(folded)}($|[^\\p{L}\\p{N}])`, 'u').test(foldedName) ? 1 : 2;
}

/** `items` whose name holds `typed`, best match first (nameMatchRank), in their own order within a rank. */
export function rankByName<T>(items: readonly T[], typed: string, nameOf: (item: T) => string): T[] {
  return items
    .map((item, at) => ({ item, at, rank: nameMatchRank(nameOf(item), typed) }))
    .filter((entry): entry is { item: T; at: number; rank: 0 | 1 | 2 } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .map((entry) => entry.item);
}

/** pt-BR alphabetical order ("Óculos" sorts with "O", not after "Z"). */
export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/** "VESTIDO MIDI" → "Vestido midi" (menu names are capitalised). */
export function capitalise(text: string): string {
  const lower = text.toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}

/**
 * 'name - colour': how every screen names a product. The menu passes
 * `capitalise` to write 'Vestido midi floral - Verde'.
 */
export function productLabel(
  product: { name: string; color: string },
  format: (text: string) => string = (text) => text,
): string {
  return `${format(product.name)} - ${format(product.color)}`;
}

/** 'VESTIDO MIDI FLORAL - VERDE (M)': a cart or order line, as the backend names it in a message. */
export const lineLabel = (product: { name: string; color: string }, size: string) =>
  `${productLabel(product)} (${size})`;

/**
 * Text helpers for search and display, built on the platform's Unicode and
 * collation support rather than hand-written tables.
 */

// Made on first use (a name sort), not when this file loads with the shop's start: a collator
// loads the locale's collation data, tens of milliseconds on a slow phone (docs/PERFORMANCE.md).
let collator: Intl.Collator | undefined;

/** Case- and accent-insensitive form: "Calça" → "calca", "ÓCULOS" → "oculos". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

/** pt-BR alphabetical order ("Óculos" sorts with "O", not after "Z"). */
export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/** "VESTIDO MIDI" → "Vestido midi" (spec §2: menu names are capitalised). */
export function capitalise(text: string): string {
  const lower = text.toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}

/**
 * Spec §2 'name - colour': how every screen names a product. The menu passes
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

import type { Product } from '../../api/types';
import { foldForSearch } from '../../lib/text';

export interface SearchEntry {
  product: Product;
  /** Folded "name colour", computed once per catalogue, not per keystroke. */
  key: string;
}

export function buildSearchIndex(products: readonly Product[]): SearchEntry[] {
  return products.map((product) => ({ product, key: foldForSearch(`${product.name} ${product.color}`) }));
}

/**
 * Case-insensitive containment, with accents ignored too; every word
 * typed must appear ("vestido verde"). Empty text keeps everything.
 */
export function searchProducts(index: readonly SearchEntry[], text: string): Product[] {
  const words = foldForSearch(text).split(/\s+/).filter(Boolean);
  const hits = words.length ? index.filter((entry) => words.every((word) => entry.key.includes(word))) : index;
  return hits.map((entry) => entry.product);
}

import type { Product } from '../../api/types';

/**
 * /Product/:name, where name is the chosen text. Links from cards and
 * the menu also carry the colour so same-name products open the right one.
 */
export function productPath(product: Pick<Product, 'name' | 'colorSlug'>): string {
  return `${searchPath(product.name)}?cor=${encodeURIComponent(product.colorSlug)}`;
}

/** The product route for text typed in the search box. */
export function searchPath(text: string): string {
  return `/product/${encodeURIComponent(text.trim())}`;
}

import catalogueFile from '@catalogue';
import type { Product, ProductQuery } from '../src/api/types';
import { foldForSearch } from '../src/lib/text';
import { parseCatalogue } from './catalogueSchema';

let products: Product[] | null = null;

/** The validated catalogue, parsed once (the file is `CATALOGUE_FILE` at build time). */
export function allProducts(): Product[] {
  products ??= parseCatalogue(catalogueFile);
  return products;
}

/** For tests: serve another catalogue (null goes back to the file). */
export function useCatalogue(file: unknown | null): void {
  products = file === null ? null : parseCatalogue(file);
}

/**
 * Spec §4: the current product is the first catalogue item whose name contains
 * the chosen text. A colour from a card or menu link picks among same-name
 * products; an unknown colour falls back to the first name match.
 */
export function findProduct({ name, color }: ProductQuery): Product | null {
  const text = foldForSearch(name.trim());
  if (!text) return null;
  const matches = allProducts().filter((p) => foldForSearch(p.name).includes(text));
  return matches.find((p) => p.colorSlug === color) ?? matches[0] ?? null;
}

/**
 * The products the tests use, taken from the bundled catalogue
 * (the fake backend's catalogue), so their names, prices and SKUs are the shop's own.
 */
import { allProducts } from './fakeBackend';
import type { Product } from '../api/types';
import type { itemAdded } from '../features/cart/cartSlice';
import { productLabel } from '../lib/text';

/** A product of the bundled catalogue by id; fails loudly if the catalogue no longer has it. */
export function catalogueProduct(id: string): Product {
  const product = allProducts().find((p) => p.id === id);
  if (!product) throw new Error(`the test catalogue has no product ${id}`);
  return product;
}

/** VESTIDO MIDI FLORAL - VERDE: R$ 263,91 (3x R$ 87,97), PP and GG sold out. */
export const VESTIDO = catalogueProduct('20002605_613');
/** REGATA CANELADA - OFF WHITE: R$ 89,90. */
export const REGATA = catalogueProduct('20001874_002');
/** CASACO DE LÃ - CAMEL: R$ 1.299,90 (3x R$ 433,30). */
export const CASACO = catalogueProduct('20000876_236');

export type CartItem = Parameters<typeof itemAdded>[0];

/** What 'Adicionar produto à sacola' adds for this product in this size (cart/itemAdded). */
export function cartItem(product: Product, size: string): CartItem {
  const entry = product.sizes.find((s) => s.size === size);
  if (!entry) throw new Error(`${productLabel(product)} has no size ${size}`);
  return { productId: product.id, size, sku: entry.sku, label: productLabel(product) };
}

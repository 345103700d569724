/**
 * The products the tests use, taken from the bundled catalogue (the fake backend's
 * catalogue), so their names, prices and SKUs are the shop's own. Each is described
 * beside its id in testProductIds.ts; the browser tests have the same names.
 */
import { allProducts } from './fakeBackend';
import { TEST_PRODUCT_IDS as ID } from './testProductIds';
import type { CartLine, Product } from '../api/types';
import type { itemAdded } from '../features/cart/cartSlice';
import { productLabel } from '../lib/text';

/** A product of the bundled catalogue by id; fails loudly if the catalogue no longer has it. */
export function catalogueProduct(id: string): Product {
  const product = allProducts().find((p) => p.id === id);
  if (!product) throw new Error(`the test catalogue has no product ${id}`);
  return product;
}

export const VESTIDO = catalogueProduct(ID.VESTIDO);
export const VESTIDO_AZUL = catalogueProduct(ID.VESTIDO_AZUL);
export const REGATA = catalogueProduct(ID.REGATA);
export const REGATA_VINHO = catalogueProduct(ID.REGATA_VINHO);
export const TSHIRT = catalogueProduct(ID.TSHIRT);
export const TOP = catalogueProduct(ID.TOP);
export const BATA = catalogueProduct(ID.BATA);
export const CAMISA = catalogueProduct(ID.CAMISA);
export const BOLSA = catalogueProduct(ID.BOLSA);
export const SAIA = catalogueProduct(ID.SAIA);
export const BLUSA = catalogueProduct(ID.BLUSA);
export const CASACO = catalogueProduct(ID.CASACO);
export const PULSEIRA = catalogueProduct(ID.PULSEIRA);
export const SHORT = catalogueProduct(ID.SHORT);
export const CALCA_JEANS = catalogueProduct(ID.CALCA_JEANS);
export const KIMONO = catalogueProduct(ID.KIMONO);

export type CartItem = Parameters<typeof itemAdded>[0];

/** The SKU of a product in a size; fails loudly if the product has no such size. */
export function skuOf(product: Product, size: string): string {
  const entry = product.sizes.find((s) => s.size === size);
  if (!entry) throw new Error(`${productLabel(product)} has no size ${size}`);
  return entry.sku;
}

/** What 'Adicionar produto à sacola' adds for this product in this size (cart/itemAdded). */
export function cartItem(product: Product, size: string): CartItem {
  return { productId: product.id, size, sku: skuOf(product, size), label: productLabel(product) };
}

/** A line of the cart as the store, the browser's storage and the backend keep it. */
export function cartLine(product: Product, size: string, quantity = 1): CartLine {
  return { productId: product.id, size, sku: skuOf(product, size), quantity };
}

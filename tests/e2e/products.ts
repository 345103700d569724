import { TEST_PRODUCT_IDS as ID } from '../../src/test/testProductIds';
import { catalogue, type RawProduct } from './fixtures';

/**
 * The catalogue products the browser tests use, by the names the Jest tests give them
 * (src/test/testProductIds.ts, where each is described), read from the catalogue file
 * the build embeds.
 */
function byId(id: string): RawProduct {
  const found = catalogue.find((p) => p.code_color === id);
  if (!found) throw new Error(`the catalogue has no product ${id}`);
  return found;
}

export const VESTIDO = byId(ID.VESTIDO);
export const VESTIDO_AZUL = byId(ID.VESTIDO_AZUL);
export const REGATA = byId(ID.REGATA);
export const REGATA_VINHO = byId(ID.REGATA_VINHO);
export const TSHIRT = byId(ID.TSHIRT);
export const TOP = byId(ID.TOP);
export const BATA = byId(ID.BATA);
export const CAMISA = byId(ID.CAMISA);
export const BOLSA = byId(ID.BOLSA);
export const SAIA = byId(ID.SAIA);
export const BLUSA = byId(ID.BLUSA);
export const CASACO = byId(ID.CASACO);
export const PULSEIRA = byId(ID.PULSEIRA);
export const SHORT = byId(ID.SHORT);
export const CALCA_JEANS = byId(ID.CALCA_JEANS);
export const KIMONO = byId(ID.KIMONO);

/** A cart line as the shop stores it, for a product in a size (any quantity, for hostile tests). */
export function cartLine(p: RawProduct, size: string, quantity: unknown = 1): Record<string, unknown> {
  const entry = p.sizes.find((s) => s.size === size);
  if (!entry) throw new Error(`${p.name} has no size ${size}`);
  return { sku: entry.sku, productId: p.code_color, size, quantity };
}

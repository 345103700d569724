import { canBuy } from '../../api/cartRules';
import type { Product } from '../../api/types';
import type { AppDispatch } from '../../store/types';
import { productLabel } from '../../lib/text';
import { itemAddFailed, itemAdded } from './cartSlice';

/**
 * Adds one unit of a product in a size. Spec §8: when that cannot be done the
 * shopper gets the failure message and the reason is logged for developers.
 */
export const addToCart =
  (product: Product, size: string) =>
  (dispatch: AppDispatch): boolean => {
    const entry = product.sizes.find((s) => s.size === size);
    if (!entry || !canBuy(product, entry)) {
      console.error(`[cart] cannot add ${product.id} in size "${size}": not on sale or size unavailable`);
      dispatch(itemAddFailed({ productId: product.id, size }));
      return false;
    }
    dispatch(itemAdded({ productId: product.id, size, sku: entry.sku, label: productLabel(product) }));
    return true;
  };

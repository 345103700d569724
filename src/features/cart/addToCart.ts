import { canBuy } from '../../rules/orderLines';
import type { Product } from '../../api/types';
import type { AppDispatch, RootState } from '../../store/types';
import { productLabel } from '../../lib/text';
import { MAX_QUANTITY } from './cartLines';
import { ADD_FAILED, limitNews } from './cartWords';
import { withNews } from '../../store/news';
import { itemAddFailed, itemAdded, itemLimitReached, selectCartLines, type LineRef } from './cartSlice';

/**
 * Adds one unit of a product in a size. The spec: when that cannot be done the
 * shopper gets the failure message and the reason is logged for developers.
 * A line already at MAX_QUANTITY gets nothing added and says so:
 * not an error, so nothing is logged and nothing is saved.
 */
export const addToCart =
  (product: Product, size: string) =>
  (dispatch: AppDispatch, getState: () => RootState): boolean => {
    const entry = product.sizes.find((s) => s.size === size);
    if (!entry || !canBuy(product, entry)) {
      console.error(`[cart] cannot add ${product.id} in size "${size}": not on sale or size unavailable`);
      dispatch(itemAddFailed({ productId: product.id, size, message: ADD_FAILED }));
      return false;
    }
    return addLine({ productId: product.id, size, sku: entry.sku, label: productLabel(product) })(dispatch, getState);
  };

/** One unit of this line, or, at MAX_QUANTITY already, nothing and the reason (also an interrupted addition made again). */
export const addLine =
  (line: LineRef) =>
  (dispatch: AppDispatch, getState: () => RootState): boolean => {
    const quantity = selectCartLines(getState()).find((l) => l.sku === line.sku)?.quantity ?? 0;
    dispatch(quantity >= MAX_QUANTITY ? withNews(itemLimitReached(line), limitNews) : itemAdded(line));
    return quantity < MAX_QUANTITY;
  };

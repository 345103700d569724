import { useEffect } from 'react';
import type { Product } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AppThunk } from '../../store/types';
import { productViewed } from './recentSlice';
import { selectRecentlyViewed, type RecentItem } from './recentSelectors';

/** Asks the store to read this device's list back and keep it (src/app/persistence/); once per store. */
const followStoredList: AppThunk = (_dispatch, _getState, { followRecent }) => followRecent();

/**
 * The recently viewed products to show, without any colour of `currentStyle` (the product on
 * screen). The first page that shows them has the device's list read back, while it loads.
 */
export function useRecentlyViewed(currentStyle?: string): RecentItem[] {
  const dispatch = useAppDispatch();
  useEffect(() => void dispatch(followStoredList), [dispatch]);
  return useAppSelector((state) => selectRecentlyViewed(state, currentStyle));
}

/**
 * Records that the product page shows `product` (undefined while none is shown), with its
 * colours, which the list then holds only as this one.
 */
export function useProductViewed(product: Product | undefined, colours: readonly Product[]): void {
  const dispatch = useAppDispatch();
  const productId = product?.id;
  // A string, so the same colours in a new array (another answer for the product) record nothing again.
  const colourIds = JSON.stringify(colours.map((colour) => colour.id));
  useEffect(() => {
    if (productId) dispatch(productViewed({ productId, colourIds: JSON.parse(colourIds) as string[] }));
  }, [productId, colourIds, dispatch]);
}

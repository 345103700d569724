import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AppThunk } from '../../store/types';
import { productViewed } from './recentSlice';
import { selectRecentlyViewed, type RecentItem } from './recentSelectors';

/** Asks the store to read this device's list back and keep it (src/app/persistence/); once per store. */
const followStoredList: AppThunk = (_dispatch, _getState, { followRecent }) => followRecent();

/**
 * The recently viewed products to show, without `currentId` (the product on screen). The first
 * page that shows them has the device's list read back, while it loads.
 */
export function useRecentlyViewed(currentId?: string): RecentItem[] {
  const dispatch = useAppDispatch();
  useEffect(() => void dispatch(followStoredList), [dispatch]);
  return useAppSelector((state) => selectRecentlyViewed(state, currentId));
}

/** Records that the product page shows `productId` (undefined while none is shown). */
export function useProductViewed(productId: string | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (productId) dispatch(productViewed({ productId }));
  }, [productId, dispatch]);
}

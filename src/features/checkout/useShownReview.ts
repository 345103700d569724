import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectBagChange, selectLiveReview, selectShownReview } from './checkoutSelectors';
import { reviewOpened } from './checkoutSlice';
import { confirmUpdatedBag, keepReview } from './reviewFlows';

/**
 * The review's snapshot (reviewFlows.ts): taken anew each time the review opens, once its
 * figures have loaded (`ready`: no price or quote still on its way), and followed after.
 */
export function useShownReview(ready: boolean) {
  const dispatch = useAppDispatch();
  const now = useAppSelector(selectLiveReview);
  useEffect(() => void dispatch(reviewOpened()), [dispatch]);
  useEffect(() => {
    if (ready) dispatch(keepReview());
  }, [dispatch, ready, now]);
  return {
    shown: useAppSelector(selectShownReview),
    change: useAppSelector(selectBagChange),
    confirm: () => dispatch(confirmUpdatedBag()),
  };
}

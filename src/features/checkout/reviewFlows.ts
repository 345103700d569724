/**
 * The review never changes under the shopper's eyes: it draws the order once its figures have
 * loaded and keeps that (checkout/reviewShown). A bag changed meanwhile (another tab, another
 * device) is said, with the new total, and becomes the order only once the shopper confirms it.
 */
import type { AppThunk } from '../../store/types';
import { sameAsShown } from '../../rules/reviewedOrder';
import { selectLiveReview, selectShownReview } from './checkoutSelectors';
import { reviewedCartSaved, reviewShown, updatedBagConfirmed } from './checkoutSlice';

/**
 * Run whenever the review's figures may have changed, once they have loaded: the first figures
 * are what the review shows; the same lines saved as a new version of the cart are followed
 * (nothing the shopper sees changed); anything else waits for the shopper (selectBagChange).
 */
export function keepReview(): AppThunk {
  return (dispatch, getState) => {
    const now = selectLiveReview(getState());
    const shown = selectShownReview(getState());
    if (!now) return;
    if (!shown) return void dispatch(reviewShown(now));
    if (sameAsShown(shown, now) && shown.cartVersion !== now.cartVersion)
      dispatch(reviewedCartSaved({ cartVersion: now.cartVersion }));
  };
}

/** 'Revisar sacola atualizada': the bag as it is now becomes what the review shows and sends. */
export function confirmUpdatedBag(): AppThunk<boolean> {
  return (dispatch, getState) => {
    const now = selectLiveReview(getState());
    if (now) dispatch(updatedBagConfirmed(now));
    return now !== null;
  };
}

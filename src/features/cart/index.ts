/**
 * The cart's front door: what other features may use of it, its events, selectors and the
 * add-to-bag flow (a hook; the product page draws its own form). Nothing else of this folder
 * crosses to another feature (a lint zone, eslint.config.mjs); an import names only what it
 * takes, so the build brings only that.
 */
export {
  boughtAgain,
  changeNotSaved,
  itemAddFailed,
  itemAddNotSaved,
  itemAddSaved,
  itemLimitReached,
  itemRemoved,
  itemRestored,
  lineRefused,
  orderCartChanged,
  orderPlaced,
  orderRepriced,
  quantityChanged,
  selectCartCount,
  selectCartLines,
  selectCartSynced,
} from './cartSlice';
export { selectCartTotalCents, selectCartView } from './cartSelectors';
export { selectCouponFigures, useCoupon } from './cartCoupon';
export { selectAppliedCoupon } from './storedCoupon';
export { couponApplied, couponRemoved } from './couponEvents';
export { CouponField } from './CouponField';
export { useAddToBag, useInitialSize } from './useAddToBag';

/**
 * The coupon's events: 'Aplicar' and 'Remover' on a coupon, in the cart or the review, and a code
 * that stopped applying after a change. The cart keeps the code: cartSlice.ts answers every
 * 'coupon/' event by its type, so these creators come with the cart page's code and the checkout's,
 * not in the first download. The review shows the figures of now (checkoutSlice.ts).
 */
import { createAction } from '@reduxjs/toolkit';
import type { AppliedCoupon } from '../../api/types';

/** The server accepted the code for this cart. One code per order: it replaces any other. */
export const couponApplied = createAction<AppliedCoupon>('coupon/applied');
/** 'Remover': the shopper took the code off. */
export const couponRemoved = createAction<{ code: string }>('coupon/removed');
/** A change to the cart made the code stop applying (the shopper is told why): it is removed. */
export const couponDropped = createAction<{ code: string; message: string }>('coupon/dropped');

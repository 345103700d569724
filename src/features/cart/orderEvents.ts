import { createAction } from '@reduxjs/toolkit';
import type { CartChanged, OrderLineRequest, OrderSummary, RepricedOrder } from '../../api/types';

/*
 * What became of the bag the checkout turned into an order: the checkout dispatches these
 * (placeOrder.ts), the cart answers them. They live with the cart, the lower of the two features.
 */

/**
 * The order exists. It was placed from the cart at `cartVersion`, and its `lines` left the
 * cart (cartSlice.ts takes them out of its own copy, as the server did of its).
 */
export const orderPlaced = createAction<
  Pick<OrderSummary, 'id' | 'status' | 'totalCents'> & { lines: OrderLineRequest[]; cartVersion: number }
>('checkout/orderPlaced');
/**
 * The server's cart is no longer the version the review showed (another device made it an
 * order, or changed it): nothing was charged, and the cart takes the server's copy (cartSlice.ts).
 */
export const orderCartChanged = createAction<CartChanged>('checkout/orderCartChanged');
/** The backend's total differs from the one shown (a price changed, a size sold out): nothing was charged, a new key next time. */
export const orderRepriced = createAction<RepricedOrder>('checkout/orderRepriced');

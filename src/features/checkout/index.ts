/**
 * The checkout's front door: the order's events (the cart's, which the checkout dispatches),
 * from checkoutState.ts, the part the first download holds; what comes with the checkout's pages has a door of its
 * own, lazy.ts. Nothing else of this folder crosses to another feature (a lint zone,
 * eslint.config.mjs).
 */
export { orderCartChanged, orderPlaced, orderRepriced } from './checkoutState';

/**
 * The checkout's front door: the order's events (the cart's, which the checkout dispatches) and
 * the product page's shipping quote (shippingQuote.ts and the quote call). The checkout's slice is
 * not among them: it comes with the checkout's pages, or with the first quote, and injects itself
 * into the store. Nothing else of this folder crosses to another feature (a lint zone,
 * eslint.config.mjs).
 */
export { couponApplied, couponRemoved, orderCartChanged, orderPlaced, orderRepriced } from './checkoutState';
export { askShippingQuote, selectRememberedCep } from './shippingQuote';
export { useQuoteShippingQuery } from './checkoutApi';

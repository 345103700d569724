/**
 * The checkout's second front door: the public part that comes with its pages, the shipping
 * quote the product page asks for. Loading checkoutSlice.ts hands it the store's 'checkout' key
 * (src/store/lateReducer.ts), so this stays out of index.ts, which the cart imports from the
 * first download: even where unused re-exports are not dropped (Jest runs every import of a
 * module), the checkout's own code loads only with its pages.
 */
export { useQuoteShippingQuery } from './checkoutApi';
export { shippingQuoteAsked } from './checkoutSlice';

/**
 * The orders' front door: what other features may use of them, their API (the checkout asks
 * it for an unanswered order). Nothing else of this folder crosses to another feature (a lint
 * zone, eslint.config.mjs).
 */
export { ordersApi } from './ordersApi';

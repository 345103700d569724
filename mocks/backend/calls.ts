/**
 * Every call the backend answers, by name: each route names one (route.ts),
 * and routes.test.ts checks that every name has a route. The developer tools
 * time and fail calls by these names (mocks/devtools/latency.ts gives each its
 * default delay).
 */
export const CALL_NAMES = [
  'session',
  'catalogue',
  'product',
  'cart',
  'login',
  'cartSave',
  'cep',
  'shipping',
  'address',
  'cardToken',
  'placeOrder',
  'orders',
  'order',
  'pixStatus',
  'signUp',
  'logout',
  'logoutEverywhere',
  'passwordResetRequest',
  'passwordReset',
  'account',
  'accountUpdate',
  'passwordChange',
  'addresses',
  'addressSave',
  'addressRemove',
  'addressDefault',
  'favorites',
  'favoriteAdd',
  'favoriteRemove',
  'accountExport',
  'accountDelete',
] as const;

export type CallName = (typeof CALL_NAMES)[number];

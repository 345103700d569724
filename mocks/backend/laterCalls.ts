/**
 * Every call but the catalogue's: the accounts' (accounts/accountRoutes.ts, 'Minha conta' in
 * accounts/profileRoutes.ts, 'Meus endereços' in accounts/addressRoutes.ts), the cart's
 * (cartRoutes.ts) and the favourites' (favorites/favoriteRoutes.ts). A file of its own, fetched
 * with the first call the catalogue's do not answer (routes.ts): a visitor's pages load none of
 * the accounts' code, nor the rules' validation library it needs. The checkout's calls and the
 * shopper's data (exported or deleted) are files of their own again, fetched after this one when
 * it does not answer either.
 */
import { calls as accountCalls } from './accounts/accountRoutes';
import { calls as addressCalls } from './accounts/addressRoutes';
import { calls as profileCalls } from './accounts/profileRoutes';
import { calls as cartCalls } from './cartRoutes';
import { calls as favoriteCalls } from './favorites/favoriteRoutes';
// The stock alerts watch the units from here on: every call that moves a count comes with or after this file.
import './stockAlertsStore';

export const calls = [...accountCalls, ...profileCalls, ...addressCalls, ...cartCalls, ...favoriteCalls];

export const later = [
  () => import(/* webpackChunkName: "mock-checkout" */ './checkout/calls'),
  () => import('./accounts/accountData'),
  () => import('./stockAlerts'),
  () => import('./returns/calls'),
];

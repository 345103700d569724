/**
 * Every route but the catalogue's: the accounts' (accounts/accountRoutes.ts, and 'Minha conta''s in
 * accounts/profileRoutes.ts, 'Meus endereços''s in accounts/addressRoutes.ts, and the shopper's
 * data, exported or deleted, in accounts/dataRoutes.ts), the cart's (cartRoutes.ts), the
 * favourites' (favorites/favoriteRoutes.ts) and the checkout's (checkout/routes.ts). A file of its
 * own, fetched with the first call the catalogue's routes do not answer (routes.ts): a visitor's
 * pages load none of the accounts' code, nor the rules' validation library it needs.
 */
import { accountRoutes } from './accounts/accountRoutes';
import { addressRoutes } from './accounts/addressRoutes';
import { dataRoutes } from './accounts/dataRoutes';
import { profileRoutes } from './accounts/profileRoutes';
import { cartRoutes } from './cartRoutes';
import { checkoutRoutes } from './checkout/routes';
import { favoriteRoutes } from './favorites/favoriteRoutes';
import type { Route } from './route';

export const laterRoutes: readonly Route[] = [
  ...accountRoutes,
  ...profileRoutes,
  ...addressRoutes,
  ...dataRoutes,
  ...cartRoutes,
  ...favoriteRoutes,
  ...checkoutRoutes,
];

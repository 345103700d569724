import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/catalog/HomePage';
import type { AccountPath } from './accountPages';
import { NotFound } from './RouteError';
import type { SignedInPages } from './layout/LateChrome';
import { Layout } from './layout/Layout';

/** A page in a file of its own, fetched when first visited. */
function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// A new page here adds its line to scripts/webpack/firstDownload.ts (what the first download may never hold).
// The login page's file keeps its name: the browser tests of a new deploy find it by it. The order
// page's is unnamed, as the account's and the orders list's: each chunk name costs the first
// download's chunk map bytes (the initial-JS budget).
const LoginPage = lazyPage(() => import(/* webpackChunkName: "login" */ '../features/session/LoginPage'), 'LoginPage');
// The pages that show the recently viewed products fetch that list's file alongside their own
// (persistence.ts reads the list with it), not once they have drawn.
const withRecentFile = <Module,>(page: Promise<Module>) => {
  void import(/* webpackChunkName: "recent" */ './persistence/recentlyViewed').catch(() => undefined);
  return page;
};
const ProductPage = lazyPage(
  () => withRecentFile(import(/* webpackChunkName: "product" */ '../features/catalog/ProductPage')),
  'ProductPage',
);
const CartPage = lazyPage(
  () => withRecentFile(import(/* webpackChunkName: "cart" */ '../features/cart/CartPage')),
  'CartPage',
);
// The guard of the signed-in pages travels with the cart page's file (the checkout starts there).
const RequireAuth = lazyPage(() => import(/* webpackChunkName: "cart" */ './RequireAuth'), 'RequireAuth');
// The checkout's steps share one file; the order page (with the QR encoder) has its own.
const CheckoutPages = lazyPage(() => import(/* webpackChunkName: "checkout" */ './checkoutPages'), 'CheckoutPages');
const OrderPage = lazyPage(() => import('../features/orders/OrderPage'), 'OrderPage');
// The account's pages share one file, which shows the page its path names. Unnamed:
// a chunk's name costs the first download's chunk map bytes (the initial-JS budget). The open
// ones are listed here; 'conta' ('Minha conta') and 'favoritos' are among the signed-in pages below.
const AccountPage = lazyPage(() => import('./accountPages'), 'AccountPage');
const ACCOUNT_PATHS: AccountPath[] = [
  'cadastro',
  'esqueci-senha',
  'redefinir-senha',
  'privacidade',
  'trocas-e-devolucoes',
];
// Unnamed, as the account's: a name costs the first download's chunk map bytes.
const OrdersPage = lazyPage(() => import('../features/orders/OrdersPage'), 'OrdersPage');

/**
 * The pages only a signed-in shopper sees: behind RequireAuth, and where the late chrome asks for
 * a sign-in again when the backend refused the session (Layout hands it the list).
 */
export const SIGNED_IN_PAGES: SignedInPages = [
  ['cart', <CartPage />],
  ['checkout/*', <CheckoutPages />],
  ['pedido/:id', <OrderPage confirmation />],
  ['conta', <AccountPage path="conta" />],
  ['favoritos', <AccountPage path="favoritos" />],
  ['pedidos', <OrdersPage />],
  ['pedidos/:id', <OrderPage />],
  // 'Trocar ou devolver' comes with the order page's file: a file of its own would cost the first download its name.
  ['pedidos/:id/trocar-ou-devolver', <OrderPage returns />],
];

/**
 * The shop's pages: the catalogue, the login, the bag, the checkout and orders (signed in, as
 * /cart), the account's pages ('Minha conta' signed in) and the privacy notice. Declarative routes rather than a data router: the shop loads
 * its data through RTK Query, and the data router would add 17 kB gz to the
 * first download for loaders it would never use.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout signedIn={SIGNED_IN_PAGES} />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        {ACCOUNT_PATHS.map((path) => (
          <Route key={path} path={path} element={<AccountPage path={path} />} />
        ))}
        <Route path="product/:name" element={<ProductPage />} />
        <Route element={<RequireAuth />}>
          {SIGNED_IN_PAGES.map(([path, page]) => (
            <Route key={path} path={path} element={page} />
          ))}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

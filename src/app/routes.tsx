import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/catalog/HomePage';
import { NotFound } from './RouteError';
import { Layout } from './layout/Layout';

/**
 * A page in a file of its own, fetched when first visited, or before the shop's first render
 * (preloadPageFor). A page whose file is already here draws at once: through React.lazy it
 * would show the route's loading indicator first, and React holds content back for 300 ms
 * after a loading indicator showed (a page opened directly drew 600 ms later, docs/PERFORMANCE.md).
 */
function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = (): Promise<ComponentType<Props>> => load().then((module) => (loaded = module[name]));
  const Lazy = lazy(() => preload().then((Page) => ({ default: Page }))) as ComponentType<Props>;
  function Page(props: Props) {
    // Chosen once per mount: switching from one to the other would draw the page anew.
    const [Loaded] = useState(() => loaded);
    return createElement<Props>(Loaded ?? Lazy, props);
  }
  return Object.assign(Page, { preload });
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
// Issue 23: the checkout's steps share one file; the order page (with the QR encoder) has its own.
const CheckoutPages = lazyPage(() => import(/* webpackChunkName: "checkout" */ './checkoutPages'), 'CheckoutPages');
const OrderPage = lazyPage(() => import('../features/orders/OrderPage'), 'OrderPage');
// Issue 31: the account's pages share one file, which shows the page its path names. Unnamed:
// a chunk's name costs the first download's chunk map bytes (the initial-JS budget). The open
// ones are listed here; 'conta' ('Minha conta') and 'favoritos' are among the signed-in pages below.
const AccountPage = lazyPage(() => import('./accountPages'), 'AccountPage');
export const ACCOUNT_PATHS = ['cadastro', 'esqueci-senha', 'redefinir-senha', 'privacidade'] as const;
export type AccountPath = (typeof ACCOUNT_PATHS)[number] | 'conta' | 'favoritos';
// Unnamed, as the account's: a name costs the first download's chunk map bytes.
const OrdersPage = lazyPage(() => import('../features/orders/OrdersPage'), 'OrdersPage');

interface PageRoute {
  path: string;
  element: ReactElement;
  page: { preload: () => Promise<unknown> };
  /** Behind the login (RequireAuth). */
  signedIn?: true;
}

/** Every page in a file of its own, and the address that opens it. */
const PAGE_ROUTES: readonly PageRoute[] = [
  { path: 'login', element: <LoginPage />, page: LoginPage },
  ...ACCOUNT_PATHS.map((path) => ({ path, element: <AccountPage path={path} />, page: AccountPage })),
  { path: 'product/:name', element: <ProductPage />, page: ProductPage },
  { path: 'cart', element: <CartPage />, page: CartPage, signedIn: true },
  { path: 'checkout/*', element: <CheckoutPages />, page: CheckoutPages, signedIn: true },
  { path: 'pedido/:id', element: <OrderPage confirmation />, page: OrderPage, signedIn: true },
  { path: 'conta', element: <AccountPage path="conta" />, page: AccountPage, signedIn: true },
  { path: 'favoritos', element: <AccountPage path="favoritos" />, page: AccountPage, signedIn: true },
  { path: 'pedidos', element: <OrdersPage />, page: OrdersPage, signedIn: true },
  { path: 'pedidos/:id', element: <OrderPage />, page: OrderPage, signedIn: true },
];

/**
 * Fetches the file of the page an address opens (with the login's guard for a signed-in page)
 * alongside the shop's start (src/start/startShop.tsx): here by the first render, the page draws
 * at once. Resolves, and never rejects, once it is here or has failed: a file that fails shows
 * its error when the page renders.
 */
export function preloadPageFor(pathname: string): Promise<unknown> {
  const route = PAGE_ROUTES.find(({ path }) => matchPath(`/${path}`, pathname));
  if (!route) return Promise.resolve();
  return Promise.all([route.page.preload(), route.signedIn && RequireAuth.preload()]).catch(() => undefined);
}

/**
 * Spec §2 routes, issue 23's checkout and orders (signed in, as /cart), and issue 31's account pages
 * ('Minha conta' signed in) and privacy notice. Declarative routes rather than a data router: the shop loads
 * its data through RTK Query, and the data router would add 17 kB gz to the
 * first download for loaders it would never use.
 */
export function AppRoutes() {
  const route = ({ path, element }: PageRoute) => <Route key={path} path={path} element={element} />;
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {PAGE_ROUTES.filter((page) => !page.signedIn).map(route)}
        <Route element={<RequireAuth />}>{PAGE_ROUTES.filter((page) => page.signedIn).map(route)}</Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

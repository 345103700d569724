import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/catalog/HomePage';
import { NotFound } from './RouteError';
import { Layout } from './layout/Layout';

// Home is in the first bundle; login, product and cart are files fetched when first visited.
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "login" */ '../features/session/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const ProductPage = lazy(() =>
  import(/* webpackChunkName: "product" */ '../features/catalog/ProductPage').then((m) => ({
    default: m.ProductPage,
  })),
);
const CartPage = lazy(() =>
  import(/* webpackChunkName: "cart" */ '../features/cart/CartPage').then((m) => ({ default: m.CartPage })),
);
// Only /cart is guarded, so the guard travels with the cart page's file.
const RequireAuth = lazy(() =>
  import(/* webpackChunkName: "cart" */ './RequireAuth').then((m) => ({ default: m.RequireAuth })),
);

/**
 * Spec §2 routes. Declarative routes rather than a data router: the shop loads
 * its data through RTK Query, and the data router would add 17 kB gz to the
 * first download for loaders it would never use.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="product/:name" element={<ProductPage />} />
        <Route element={<RequireAuth />}>
          <Route path="cart" element={<CartPage />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/catalog/HomePage';
import { Loading } from '../components/Loading';
import { ErrorPage, RouteError } from './ErrorPage';
import { Layout } from './layout/Layout';
import { RequireAuth } from './RequireAuth';

/**
 * Spec §2 routes. Home is in the first bundle; login, product and cart are
 * lazy chunks fetched when first visited.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorPage />,
    // Shown while a lazy page's file arrives on the first load of that URL.
    hydrateFallbackElement: (
      <Layout>
        <Loading />
      </Layout>
    ),
    children: [
      { index: true, element: <HomePage />, errorElement: <RouteError /> },
      {
        path: 'login',
        errorElement: <RouteError />,
        lazy: () =>
          import(/* webpackChunkName: "login" */ '../features/session/LoginPage').then((m) => ({
            Component: m.LoginPage,
          })),
      },
      {
        path: 'product/:name',
        errorElement: <RouteError />,
        lazy: () =>
          import(/* webpackChunkName: "product" */ '../features/catalog/ProductPage').then((m) => ({
            Component: m.ProductPage,
          })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'cart',
            errorElement: <RouteError />,
            lazy: () =>
              import(/* webpackChunkName: "cart" */ '../features/cart/CartPage').then((m) => ({
                Component: m.CartPage,
              })),
          },
        ],
      },
    ],
  },
];

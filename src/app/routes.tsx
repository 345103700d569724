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
      {
        // One boundary for every page, inside the frame: header and footer stay, and a
        // page whose code fails to load (offline, new deploy) still gets the error screen.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'login',
            lazy: () =>
              import(/* webpackChunkName: "login" */ '../features/session/LoginPage').then((m) => ({
                Component: m.LoginPage,
              })),
          },
          {
            path: 'product/:name',
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
                lazy: () =>
                  import(/* webpackChunkName: "cart" */ '../features/cart/CartPage').then((m) => ({
                    Component: m.CartPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];

import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/catalog/HomePage';
import { AccountPage, ACCOUNT_PATHS, LoginPage, ProductPage, RequireAuth, SIGNED_IN_PAGES } from './pages';
import { NotFound } from './RouteError';
import { Layout } from './layout/Layout';

/**
 * The shop's pages: the catalogue, the login, the bag, the checkout and orders (signed in, as
 * /cart), the account's pages ('Minha conta' signed in) and the privacy notice. Declarative routes rather than a data router: the shop loads
 * its data through RTK Query, and the data router would add 17 kB gz to the
 * first download for loaders it would never use.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
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

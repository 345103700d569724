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
// The guarded pages' guard travels with the cart page's file (the checkout reaches it from the cart).
const RequireAuth = lazy(() =>
  import(/* webpackChunkName: "cart" */ './RequireAuth').then((m) => ({ default: m.RequireAuth })),
);
// Issue 23: the checkout's steps share one file, the order pages another (with the QR encoder).
const checkout = () => import(/* webpackChunkName: "checkout" */ './checkoutPages');
const CheckoutLayout = lazy(() => checkout().then((m) => ({ default: m.CheckoutLayout })));
const DeliveryStep = lazy(() => checkout().then((m) => ({ default: m.DeliveryStep })));
const PaymentStep = lazy(() => checkout().then((m) => ({ default: m.PaymentStep })));
const ReviewStep = lazy(() => checkout().then((m) => ({ default: m.ReviewStep })));
const OrderPage = lazy(() =>
  import(/* webpackChunkName: "order" */ '../features/orders/OrderPage').then((m) => ({ default: m.OrderPage })),
);
const OrdersPage = lazy(() =>
  import(/* webpackChunkName: "orders" */ '../features/orders/OrdersPage').then((m) => ({ default: m.OrdersPage })),
);

/**
 * Spec §2 routes, and issue 23's checkout and orders (signed in, as /cart). Declarative routes rather than a data router: the shop loads
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
          {/* /checkout itself goes to the first step not done (CheckoutLayout). */}
          <Route path="checkout" element={<CheckoutLayout />}>
            <Route path="entrega" element={<DeliveryStep />} />
            <Route path="pagamento" element={<PaymentStep />} />
            <Route path="revisao" element={<ReviewStep />} />
            <Route path="*" element={null} />
          </Route>
          <Route path="pedido/:id" element={<OrderPage confirmation />} />
          <Route path="pedidos" element={<OrdersPage />} />
          <Route path="pedidos/:id" element={<OrderPage />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

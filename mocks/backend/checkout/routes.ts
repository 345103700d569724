/**
 * The checkout's routes (issue 23): which method and path each call answers. What they do
 * (handlers.ts, with the order store, card tokens, PIX, the CEP table and the rules they check
 * with) is a file of its own, fetched with the first checkout call (route.ts, lazyRoutes), as the
 * checkout's pages come with their first visit.
 */
import { lazyRoutes } from '../route';

const checkout = lazyRoutes(
  () => import(/* webpackChunkName: "mock-checkout" */ './handlers').then((file) => file.checkoutHandlers),
  [
    ['GET', '/cep/:cep', 'cep'],
    ['POST', '/shipping', 'shipping'],
    ['GET', '/address', 'address'],
    ['POST', '/card-tokens', 'cardToken'],
    ['POST', '/orders', 'placeOrder'],
    ['GET', '/orders', 'orders'],
    ['GET', '/orders/:id', 'order'],
    ['GET', '/orders/:id/pix', 'pixStatus'],
  ],
);

export const checkoutRoutes = checkout.routes;
/** Fetches the checkout's handlers once (the tests' set-up awaits it: mocks/testFixtures.ts). */
export const checkoutReady = checkout.ready;

/**
 * The checkout's routes (issue 23): which method and path each call answers.
 * What they do (handlers.ts, with the order store, card tokens, PIX, the CEP
 * table and the rules they check with) is a file of its own, fetched with the
 * first checkout call, as the checkout's pages come with their first visit:
 * the fake backend every page fetches at start serves the catalogue, the
 * session and the cart, and evaluates none of the checkout's code
 * (docs/PERFORMANCE.md, devices table).
 */
import type { Route } from '../route';

type Handlers = (typeof import('./handlers'))['checkoutHandlers'];

let handlers: Handlers | null = null;
let loading: Promise<Handlers> | null = null;

/** Fetches the checkout's handlers once; every checkout route's `ready` (mocks/server.ts awaits it). */
export function checkoutReady(): Promise<Handlers> {
  loading ??= import(/* webpackChunkName: "mock-checkout" */ './handlers').then((m) => (handlers = m.checkoutHandlers));
  return loading;
}

function route(method: string, path: string, name: keyof Handlers): Route {
  return {
    method,
    path,
    name,
    ready: checkoutReady,
    handle: (request) => {
      if (!handlers) throw new Error(`${method} ${path}: its code has not been fetched (await the route's ready())`);
      return handlers[name](request);
    },
  };
}

export const checkoutRoutes: Route[] = [
  route('GET', '/cep/:cep', 'cep'),
  route('POST', '/shipping', 'shipping'),
  route('GET', '/address', 'address'),
  route('POST', '/card-tokens', 'cardToken'),
  route('POST', '/orders', 'placeOrder'),
  route('GET', '/orders', 'orders'),
  route('GET', '/orders/:id', 'order'),
  route('GET', '/orders/:id/pix', 'pixStatus'),
];

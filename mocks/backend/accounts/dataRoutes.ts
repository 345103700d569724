/**
 * LGPD (issue 31 item 6): which method and path 'Baixar meus dados' and 'Excluir minha conta'
 * answer. What they do (accountData.ts, with the orders' and card tokens' stores it reads) is a
 * file of its own, fetched with the first of these calls, as the checkout's is
 * (checkout/routes.ts): the fake backend every page fetches at start evaluates none of it.
 */
import type { Route } from '../route';

type Handlers = (typeof import('./accountData'))['accountDataHandlers'];

let handlers: Handlers | null = null;
let loading: Promise<Handlers> | null = null;

/** Fetches the handlers once; each of these routes' `ready` (mocks/server.ts awaits it). */
export function accountDataReady(): Promise<Handlers> {
  loading ??= import('./accountData').then((m) => (handlers = m.accountDataHandlers));
  return loading;
}

function route(method: string, path: string, name: keyof Handlers): Route {
  return {
    method,
    path,
    name,
    ready: accountDataReady,
    handle: (request) => {
      if (!handlers) throw new Error(`${method} ${path}: its code has not been fetched (await the route's ready())`);
      return handlers[name](request);
    },
  };
}

export const dataRoutes: Route[] = [
  route('GET', '/account/export', 'accountExport'),
  route('DELETE', '/account', 'accountDelete'),
];

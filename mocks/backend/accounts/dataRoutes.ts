/**
 * LGPD (issue 31 item 6): which method and path 'Baixar meus dados' and 'Excluir minha conta'
 * answer. What they do (accountData.ts, with the orders' and card tokens' stores it reads) is a
 * file of its own, fetched with the first of these calls (route.ts, lazyRoutes).
 */
import { lazyRoutes } from '../route';

const data = lazyRoutes(
  () => import('./accountData').then((file) => file.accountDataHandlers),
  [
    ['GET', '/account/export', 'accountExport'],
    ['DELETE', '/account', 'accountDelete'],
  ],
);

export const dataRoutes = data.routes;
export const accountDataReady = data.ready;

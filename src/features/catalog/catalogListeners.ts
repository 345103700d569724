import { whenIdle } from '../../lib/idle';
import type { AppStartListening } from '../../store/types';
import { catalogApi } from './catalogApi';
import { prepareSortOrders } from './catalogSelectors';

/** The catalogue's reactions. */
export function addCatalogListeners(startListening: AppStartListening): void {
  // Sorting a large catalogue by name takes a while: do it before the shopper asks.
  startListening({
    matcher: catalogApi.endpoints.getProducts.matchFulfilled,
    effect: (_action, { getState }) => prepareSortOrders(getState(), whenIdle),
  });
}

/**
 * 'Cancelar pedido''s call, injected into the orders' API from the order page's own code (it comes
 * with that page, never in the first download). Its answer is the order as it is now, cancelled
 * with its money back (cancelFlow.ts puts it in the order page's copy).
 */
import type { Order } from '../../api/types';
import type { CancellationReason } from '../../rules/cancellation';
import { ordersApi } from './ordersApi';

/** POST /orders/:id/cancel's body. */
export interface CancelOrderRequest {
  id: string;
  reason: CancellationReason;
}

export const cancelApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<Order, CancelOrderRequest>({
      query: ({ id, reason }) => ({
        url: `/orders/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body: { reason },
      }),
    }),
  }),
});

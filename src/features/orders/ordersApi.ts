import { apiSlice } from '../../api/apiSlice';
import type { Order, OrderSummary, OrderTracking, PixStatus } from '../../api/types';

// The shopper's orders live on the backend (they survive logout, login and reload): each
// page asks again when it opens, and nothing of them is kept once no page shows them.
export const ordersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** 'Meus pedidos', newest first. */
    getOrders: build.query<OrderSummary[], void>({
      query: () => ({ url: '/orders' }),
      keepUnusedDataFor: 0,
    }),
    /** The order placed with an idempotency key (none or one): did an unanswered order go through? */
    findOrderByKey: build.query<OrderSummary[], string>({
      query: (key) => ({ url: '/orders', params: { idempotencyKey: key } }),
      keepUnusedDataFor: 0,
    }),
    getOrder: build.query<Order, string>({
      query: (id) => ({ url: `/orders/${encodeURIComponent(id)}` }),
      keepUnusedDataFor: 0,
    }),
    /** 'Acompanhe seu pedido': the store's steps so far, the invoice's key, the tracking code, the carrier's events. */
    getOrderTracking: build.query<OrderTracking, string>({
      query: (id) => ({ url: `/orders/${encodeURIComponent(id)}/tracking` }),
      keepUnusedDataFor: 0,
    }),
    getPixStatus: build.query<PixStatus, string>({
      query: (id) => ({ url: `/orders/${encodeURIComponent(id)}/pix` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOrdersQuery, useGetOrderQuery, useGetOrderTrackingQuery, useGetPixStatusQuery } = ordersApi;

import { apiSlice } from '../../api/apiSlice';
import type { OpenReturn, OrderReturns, ReturnRequest, ReturnRequestBody } from '../../api/types';

// 'Trocar ou devolver': the backend works out what each line allows and every refund; each page
// asks again when it opens, and nothing is kept once no page shows it.
export const returnsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** A delivered order's lines with what each allows, and its requests, newest first. */
    getOrderReturns: build.query<OrderReturns, string>({
      query: (orderId) => ({ url: `/orders/${encodeURIComponent(orderId)}/returns` }),
      keepUnusedDataFor: 0,
    }),
    /** The shopper's requests still open, for 'Meus pedidos'. */
    getOpenReturns: build.query<OpenReturn[], void>({
      query: () => ({ url: '/returns' }),
      keepUnusedDataFor: 0,
    }),
    /** A request, approved at once with its postage code (201), or refused with the reason (422, `line` when it names one). */
    requestReturn: build.mutation<ReturnRequest, { orderId: string; body: ReturnRequestBody }>({
      query: ({ orderId, body }) => ({ url: `/orders/${encodeURIComponent(orderId)}/returns`, method: 'POST', body }),
    }),
    /** Cancels a request whose parcel is not posted yet. */
    cancelReturn: build.mutation<ReturnRequest, { orderId: string; requestId: string }>({
      query: ({ orderId, requestId }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(requestId)}/cancel`,
        method: 'POST',
      }),
    }),
  }),
});

export const { useGetOrderReturnsQuery, useGetOpenReturnsQuery, useRequestReturnMutation, useCancelReturnMutation } =
  returnsApi;

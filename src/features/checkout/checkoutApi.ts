import { nanoid } from '@reduxjs/toolkit';
import { apiSlice } from '../../api/apiSlice';
import type {
  Address,
  CardDetails,
  CardToken,
  Order,
  PlaceOrderRequest,
  ShippingQuote,
  ShippingQuoteRequest,
} from '../../api/types';

/**
 * The card number, CVV and CPF must never enter Redux (state, actions,
 * DevTools): RTK Query keeps a mutation's argument in both, so the tokeniser
 * takes a one-time handle, as the login does for the password
 * (src/features/session/sessionApi.ts); the card waits here until the request is built.
 */
const pendingCards = new Map<string, CardDetails>();

export function cardHandle(card: CardDetails): string {
  const handle = nanoid();
  pendingCards.set(handle, card);
  return handle;
}

export const checkoutApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    quoteShipping: build.query<ShippingQuote, ShippingQuoteRequest>({
      query: (request) => ({ url: '/shipping', method: 'POST', body: request }),
    }),
    /** The address of the shopper's last order, offered on 'Entrega' (null: none yet). */
    getLastAddress: build.query<Address | null, void>({
      query: () => ({ url: '/address' }),
      keepUnusedDataFor: 0,
    }),
    tokenizeCard: build.mutation<CardToken, string>({
      query: (handle) => {
        const body = pendingCards.get(handle);
        pendingCards.delete(handle);
        return { url: '/card-tokens', method: 'POST', body };
      },
    }),
    /** The same key and body answer the same order: a retry never places a second one. */
    placeOrder: build.mutation<Order, { key: string; order: PlaceOrderRequest }>({
      query: ({ key, order }) => ({ url: '/orders', method: 'POST', body: order, headers: { 'Idempotency-Key': key } }),
    }),
  }),
});

export const { useQuoteShippingQuery, useGetLastAddressQuery, useTokenizeCardMutation } = checkoutApi;

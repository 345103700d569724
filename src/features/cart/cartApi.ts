import { apiSlice } from '../../api/apiSlice';
import type { CartLine } from '../../api/types';

export const cartApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The backend's copy of the shopper's cart; the cart page waits for it (spec §4). */
    getCart: build.query<CartLine[], void>({
      query: () => ({ url: '/cart' }),
      keepUnusedDataFor: 0,
    }),
    saveCart: build.mutation<CartLine[], CartLine[]>({
      query: (lines) => ({ url: '/cart', method: 'PUT', body: { lines } }),
    }),
  }),
});

export const { useGetCartQuery } = cartApi;

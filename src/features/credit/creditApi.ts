import { apiSlice } from '../../api/apiSlice';
import type { StoreCredits } from '../../api/types';

// The shopper's vale-troca lives on the backend: 'Minha conta' and the checkout's review ask again
// each time they open (an order, a cancellation or a return may have moved it since), and nothing
// of it is kept once no page shows it.
export const creditApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** What the shopper's credits can pay now, and each credit with its balance and expiry. */
    getStoreCredits: build.query<StoreCredits, void>({
      query: () => ({ url: '/account/credits' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetStoreCreditsQuery } = creditApi;

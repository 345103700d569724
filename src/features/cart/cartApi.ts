import { apiSlice } from '../../api/apiSlice';
import type { AppliedCoupon, CouponCheckRequest, ServerCart } from '../../api/types';
import { loadedFromServer } from './cartSlice';

export const cartApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The backend's copy of the shopper's cart; the cart page waits for it. */
    getCart: build.query<ServerCart, void>({
      query: () => ({ url: '/cart' }),
      keepUnusedDataFor: 0,
      // The device takes the server's copy, with its own unsaved changes merged in (cartSlice.ts).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(loadedFromServer(answer.data));
      },
    }),
    /** Saves `lines` over the server's `version` of the cart (a stale version gets 412). */
    saveCart: build.mutation<ServerCart, ServerCart>({
      query: ({ lines, version }) => ({
        url: '/cart',
        method: 'PUT',
        body: { lines },
        headers: { 'if-match': `"${version}"` },
      }),
    }),
    /** 'Aplicar': the server checks a typed code for the cart's lines and this shopper. */
    checkCoupon: build.mutation<AppliedCoupon, CouponCheckRequest>({
      query: (body) => ({ url: '/cart/coupon', method: 'POST', body }),
    }),
  }),
});

export const { useGetCartQuery, useCheckCouponMutation } = cartApi;

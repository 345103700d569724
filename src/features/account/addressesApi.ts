import { apiSlice } from '../../api/apiSlice';
import type { Address, AddressBook } from '../../api/types';
import type { RootState } from '../../store/types';

/**
 * 'Meus endereços': the signed-in shopper's address book. Every change answers the
 * whole book, which replaces the list's copy at once; a change that failed marks the list stale
 * (its tag), so every page showing it asks the server again.
 */
const withTags = apiSlice.enhanceEndpoints({ addTagTypes: ['AddressBook'] });

const stale = (_result: unknown, error: unknown) => (error ? (['AddressBook'] as const) : []);

export const addressesApi = withTags.injectEndpoints({
  endpoints: (build) => {
    /** A change of the book: its answer is the book now. */
    const change = <Arg>(request: (arg: Arg) => { url: string; method: string; body?: Address }) =>
      build.mutation<AddressBook, Arg>({
        query: request,
        invalidatesTags: stale,
        onQueryStarted: async (_arg, { dispatch, getState, queryFulfilled }) => {
          const shopper = (getState() as RootState).session.user?.id;
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data && shopper) dispatch(addressesApi.util.upsertQueryData('getAddresses', shopper, data));
        },
      });
    return {
      /**
       * Asked for by the shopper's id (the server knows whose book from the session): each shopper's
       * book is a copy of its own, so another shopper signed in here (in another tab, under a page
       * still open) is never shown the last one's while theirs loads.
       */
      getAddresses: build.query<AddressBook, string>({
        query: () => '/account/addresses',
        providesTags: ['AddressBook'],
        // Another shopper may sign in on this device: the list is not kept once no page shows it.
        keepUnusedDataFor: 0,
      }),
      addAddress: change((address: Address) => ({ url: '/account/addresses', method: 'POST', body: address })),
      editAddress: change(({ id, address }: { id: string; address: Address }) => ({
        url: `/account/addresses/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: address,
      })),
      removeAddress: change((id: string) => ({
        url: `/account/addresses/${encodeURIComponent(id)}`,
        method: 'DELETE',
      })),
      chooseDefaultAddress: change((id: string) => ({
        url: `/account/addresses/${encodeURIComponent(id)}/default`,
        method: 'PUT',
      })),
    };
  },
});

export const { useGetAddressesQuery } = addressesApi;

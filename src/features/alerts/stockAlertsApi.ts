import { apiSlice } from '../../api/apiSlice';

/** An alert as the signed-in shopper's list shows it (GET /stock-alerts). */
export interface StockAlert {
  id: string;
  sku: string;
  size: string;
  productId: string;
  /** The product as the shop names it, and its page with the size chosen; null once it left the catalogue. */
  label: string | null;
  link: string | null;
  createdAt: string;
}

export interface StockAlertList {
  alerts: StockAlert[];
}

/** POST /stock-alerts: a sold-out size's SKU; an anonymous shopper's email and consent to the privacy notice. */
export type StockAlertRequest = { sku: string } | { sku: string; email: string; consent: true };

/** What POST /stock-alerts answers: the alert kept (the whole alert for a signed-in shopper). */
export type StockAlertKept = Pick<StockAlert, 'id' | 'sku' | 'size'> & Partial<StockAlert>;

/**
 * 'Avise-me quando chegar': the signed-in shopper's alerts ('Minha conta'), a new one (the product
 * page, 'Favoritos') and 'Remover'. A new alert marks the list stale; a removal answers the list.
 */
const withTags = apiSlice.enhanceEndpoints({ addTagTypes: ['StockAlerts'] });

export const stockAlertsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** Asked for by the shopper's id, so another shopper signed in here never sees the last one's list. */
    getStockAlerts: build.query<StockAlertList, string>({
      query: () => '/stock-alerts',
      providesTags: ['StockAlerts'],
      keepUnusedDataFor: 0,
    }),
    addStockAlert: build.mutation<StockAlertKept, StockAlertRequest>({
      query: (body) => ({ url: '/stock-alerts', method: 'POST', body }),
      invalidatesTags: ['StockAlerts'],
    }),
    removeStockAlert: build.mutation<StockAlertList, { id: string; shopper: string }>({
      query: ({ id }) => ({ url: `/stock-alerts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      onQueryStarted: async ({ shopper }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(stockAlertsApi.util.upsertQueryData('getStockAlerts', shopper, data));
      },
      // A failed removal: the list is asked for again, as it is on the server.
      invalidatesTags: (_result, error) => (error ? ['StockAlerts'] : []),
    }),
  }),
});

export const { useGetStockAlertsQuery } = stockAlertsApi;

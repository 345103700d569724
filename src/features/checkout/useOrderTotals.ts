import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../store/hooks';
import { useGetProductsQuery } from '../products';
import { useQuoteShippingQuery } from './checkoutApi';
import { selectOrderQuoteRequest, selectTotalsByMethod } from './checkoutSelectors';

/**
 * The totals of the order for each way of paying, with what they wait for:
 * the catalogue's prices and the chosen shipping's. While either is (re)loading
 * there are no totals, so nothing can be sent with a total not yet shown.
 */
export function useOrderTotals() {
  const request = useAppSelector(selectOrderQuoteRequest);
  const catalogue = useGetProductsQuery();
  const quote = useQuoteShippingQuery(request ?? skipToken);
  const byMethod = useAppSelector(selectTotalsByMethod);
  const loading = catalogue.isFetching || quote.isFetching;
  const error = catalogue.isError ? catalogue.error : quote.isError ? quote.error : null;
  const retry = () => {
    if (catalogue.isError) void catalogue.refetch();
    if (request && quote.isError) void quote.refetch();
  };
  return { byMethod: loading || error ? null : byMethod, loading, error, retry };
}

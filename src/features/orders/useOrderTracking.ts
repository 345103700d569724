import { useGetOrderTrackingQuery } from './ordersApi';

/** How often the tracking is asked again while the order's page is open: the backend's clock moves on its own. */
export const TRACKING_REFRESH_MS = 60_000;

/** The order's tracking, asked for when the page opens, then each minute while the tab is in front. */
export function useOrderTracking(orderId: string) {
  return useGetOrderTrackingQuery(orderId, {
    refetchOnMountOrArgChange: true,
    pollingInterval: TRACKING_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
}

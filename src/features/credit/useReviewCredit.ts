import { shownFailure } from '../../api/types';
import { creditToApply } from '../../rules/storeCredit';
import { useGetStoreCreditsQuery } from './creditApi';

/**
 * The vale-troca on the checkout's review: what the shopper's credits pay of the total shown
 * (`totalCents`, null while it loads), asked anew each time the review opens. `settled` is false
 * while the credits load: the order waits for them. When they cannot be loaded, the review says
 * so and the order is sent without credit (the payment method pays it all), unless retried.
 */
export function useReviewCredit(totalCents: number | null) {
  const credits = useGetStoreCreditsQuery(undefined, { refetchOnMountOrArgChange: true });
  const spendable = credits.isError ? 0 : (credits.currentData?.balanceCents ?? null);
  const applied = totalCents !== null && spendable !== null ? creditToApply(totalCents, spendable) : null;
  return {
    /** What the credit pays (0: none), what is left, whether a payment method is needed; null until both are known. */
    applied,
    settled: !credits.isFetching,
    failure: credits.isError ? shownFailure(credits.error) : null,
    retry: () => void credits.refetch(),
  };
}

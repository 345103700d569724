import { useState } from 'react';
import { shownFailure } from '../../api/types';
import { fullDateText } from '../../rules/saoPauloDate';
import { storeCreditText } from '../../rules/storeCredit';
import { useGetStoreCreditsQuery } from './creditApi';

/**
 * 'Vale-troca' in 'Minha conta': the shopper's balance and each credit as the rule states it
 * ('Saldo de R$ 85,50, válido até 31/05/2027', or 'Expirado em …'), asked anew each time the page opens.
 */
export function useStoreCredits() {
  const query = useGetStoreCreditsQuery(undefined, { refetchOnMountOrArgChange: true });
  // When the section opened: a credit expiring while it stays open is said so on the next visit.
  const [now] = useState(Date.now);
  const data = query.currentData;
  return {
    loading: !data && !query.isError,
    failure: query.isError ? shownFailure(query.error) : null,
    retry: () => void query.refetch(),
    balanceCents: data?.balanceCents ?? 0,
    credits: (data?.credits ?? []).map((credit) => ({
      id: credit.id,
      issuedCents: credit.issuedCents,
      issuedOn: fullDateText(credit.issuedOn),
      text: storeCreditText(credit, now),
    })),
  };
}

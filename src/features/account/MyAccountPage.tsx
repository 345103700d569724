import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { shownFailure } from '../../api/types';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { useHeadingFocus } from '../../components/useHeadingFocus';
import { usePageTitle } from '../../components/usePageTitle';
import { StockAlertsSection } from '../alerts/lazy';
import { useGetAccountQuery } from './accountApi';
import { AccountDetailsForm } from './AccountDetailsForm';
import { AddressBookSection } from './AddressBookSection';
import { DeleteAccountForm } from './DeleteAccountForm';
import { MyDataSection } from './MyDataSection';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SignedInDevices } from './SignedInDevices';

/** 'Vale-troca': its code and its call come after the page, with the section. */
const StoreCreditSection = lazy(() =>
  import('./StoreCreditSection').then((m) => ({
    default: m.StoreCreditSection,
  })),
);

const Page = styled.div`
  max-width: 560px;
  margin: 24px auto;
  display: grid;
  gap: 32px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0 24px;
  }
  nav a {
    display: inline-block;
    padding: 8px 0;
    font-weight: 700;
  }
`;

/**
 * What 'Meus dados' takes once drawn (289 px at 320 to 1280 px), kept while it loads: the sections
 * under it do not move when it arrives (the layout-shift browser tests, cls-screens.ts).
 */
const DETAILS_HEIGHT = 289;

/**
 * 'Minha conta' (/conta, signed in only): the shopper's data and name, the address book,
 * the 'Avise-me quando chegar' alerts, a new password, every device signed out, the vale-troca, a copy of the shopper's data and the account's deletion
 * (LGPD), and the way to 'Meus pedidos' and 'Favoritos'. Focus starts on the heading.
 */
export function MyAccountPage() {
  usePageTitle('Minha conta');
  const heading = useHeadingFocus();
  const account = useGetAccountQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page>
      <h1 ref={heading} tabIndex={-1}>
        Minha conta
      </h1>
      <nav aria-label="Minha conta">
        <Link to="/pedidos">Meus pedidos</Link>
        <Link to="/favoritos">Favoritos</Link>
      </nav>
      {account.isError ? (
        <LoadFailed
          title="Não foi possível carregar seus dados."
          reason={shownFailure(account.error)}
          onRetry={account.refetch}
        />
      ) : account.currentData ? (
        <AccountDetailsForm account={account.currentData} />
      ) : (
        <Loading minHeight={DETAILS_HEIGHT} />
      )}
      <AddressBookSection />
      <StockAlertsSection />
      <PasswordChangeForm />
      <SignedInDevices />
      {/* Below the fold: the sections above do not move when it arrives. */}
      <Suspense fallback={<Loading />}>
        <StoreCreditSection />
      </Suspense>
      <MyDataSection />
      <DeleteAccountForm />
    </Page>
  );
}

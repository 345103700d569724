import styled from '@emotion/styled';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { ErrorBoundary } from '../ErrorBoundary';
import { LiveAnnouncer } from '../LiveAnnouncer';
import { RouteError } from '../RouteError';
import { Header } from './Header';
import type { SignedInPages } from './LateChrome';
import { ScrollToTop } from './ScrollToTop';
import { SkipLink } from './SkipLink';

// At least a screen tall: the footer starts below the fold, so a page that arrives taller than
// its loading indicator never pushes a visible footer down (CLS). It is the skip link's target:
// focus lands here, but it is not a control to outline. (Comments stay out of the style
// text, which the first download carries as written.)
const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(10)};
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

// Below the fold or behind a button: fetched right after the first paint, not before it.
const Footer = lazy(() =>
  import(/* webpackChunkName: "chrome" */ '../../components/Footer').then((m) => ({ default: m.Footer })),
);
const LateChrome = lazy(() =>
  import(/* webpackChunkName: "chrome" */ './LateChrome').then((m) => ({ default: m.LateChrome })),
);

/**
 * The routed page. One error boundary for every page, inside the frame: header
 * and footer stay, and a page whose file fails to load (offline, new deploy)
 * still gets the error screen. Moving to another address clears the error.
 */
function Page() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      {/* Shown while a page's file arrives on the first load of that address. */}
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Every page: header (with the promo strip), slide-out menu, content, footer. */
export function Layout({ children, signedIn }: { children?: ReactNode; signedIn?: SignedInPages }) {
  return (
    <>
      <SkipLink target="conteudo" />
      <ScrollToTop />
      <Header />
      <Suspense fallback={null}>
        <LateChrome signedIn={signedIn} />
      </Suspense>
      <Main id="conteudo" tabIndex={-1}>
        {children ?? <Page />}
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <LiveAnnouncer />
    </>
  );
}

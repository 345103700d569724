import styled from '@emotion/styled';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PromoStrip } from '../../components/PromoStrip';
import { LiveAnnouncer } from '../LiveAnnouncer';
import { Header } from './Header';

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(10)};
  flex: 1;
`;

// Below the fold or behind a button: fetched right after the first paint, not before it.
const Footer = lazy(() =>
  import(/* webpackChunkName: "chrome" */ '../../components/Footer').then((m) => ({ default: m.Footer })),
);
const SlideMenu = lazy(() =>
  import(/* webpackChunkName: "chrome" */ './SlideMenu').then((m) => ({ default: m.SlideMenu })),
);

/** Every page (spec §2): promo strip, header, slide-out menu, content, footer. */
export function Layout({ children }: { children?: ReactNode }) {
  return (
    <>
      <PromoStrip />
      <Header />
      <Suspense fallback={null}>
        <SlideMenu />
      </Suspense>
      <Main id="conteudo">{children ?? <Outlet />}</Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <LiveAnnouncer />
    </>
  );
}

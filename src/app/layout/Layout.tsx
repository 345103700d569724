import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../components/Footer';
import { PromoStrip } from '../../components/PromoStrip';
import { LiveAnnouncer } from '../LiveAnnouncer';
import { Header } from './Header';
import { SlideMenu } from './SlideMenu';

export const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(10)};
  flex: 1;
`;

/** Every page (spec §2): promo strip, header, slide-out menu, content, footer. */
export function Layout({ children }: { children?: ReactNode }) {
  return (
    <>
      <PromoStrip />
      <Header />
      <SlideMenu />
      <Main id="conteudo">{children ?? <Outlet />}</Main>
      <Footer />
      <LiveAnnouncer />
    </>
  );
}

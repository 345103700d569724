import styled from '@emotion/styled';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/ExternalLink';
import { IconButton } from '../../components/IconButton';
import { PromoStrip } from '../../components/PromoStrip';
import { BagIcon, MenuIcon } from '../../components/Icons';
import { selectCartCount } from '../../features/cart/cartSlice';
import { selectIsLoggedIn, selectUserName } from '../../features/session/sessionSlice';
import { useLogout } from '../../features/session/useLogout';
import { menuToggled } from '../../features/ui/uiSlice';
import { mq } from '../../theme/theme';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { SearchBox } from '../../features/catalog/SearchBox';

/** The spec's header links: the imitated retailer's pages, opened in a new tab. */
const HEADER_LINKS = [
  { label: 'Nossas Lojas', href: 'https://amaro.com/lojas' },
  { label: 'Cartão Presente', href: 'https://amaro.com/cartao-presente' },
  { label: 'BLOG', href: 'https://amaro.com/blog' },
] as const;

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
// The spec's narrow screens (down to 100px wide): tighter, so nothing leaves the screen.
const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  display: grid;
  /* The account column may shrink below its content: a long name is cut, never pushes the bag out. */
  grid-template-columns: auto auto minmax(0, 1fr) minmax(0, auto) auto;
  grid-template-areas: 'menu logo . account bag' 'search search search search search';
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  ${mq.fromDesktop} {
    grid-template-columns: auto auto minmax(200px, 1fr) minmax(0, auto) auto;
    grid-template-areas: 'menu logo search account bag';
  }
  ${mq.upToNarrowHeader} {
    padding: ${({ theme }) => theme.space(2)};
    column-gap: ${({ theme }) => theme.space(1)};
  }
`;
const MenuButton = styled(IconButton)`
  grid-area: menu;
`;
const Logo = styled(Link)`
  grid-area: logo;
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: 0.28em;
  text-decoration: none;
  ${mq.upToNarrowHeader} {
    font-size: 1.125rem;
    letter-spacing: 0.12em;
  }
`;
const Search = styled.div`
  grid-area: search;
  ${mq.fromDesktop} {
    max-width: 480px;
    justify-self: center;
    width: 100%;
  }
`;
// Narrow headers: the greeting and 'sair' may take two lines; compact, they fit the row's
// 44 px (the bag's height), so the header is as tall as the prerendered one.
const Account = styled.div`
  grid-area: account;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 4px 8px;
  font-size: 0.875rem;
  text-align: right;
  ${mq.upToCompact} {
    gap: 0 8px;
    font-size: 0.75rem;
    line-height: 1.2;
  }
`;
/** One line, cut with an ellipsis: the whole greeting stays in the page's text and its title. */
const Greeting = styled.span`
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
/** The account's text links, each at least 24 px square to press. */
const AccountLink = styled(Link)`
  display: inline-block;
  min-width: 24px;
  min-height: 24px;
  padding: 8px 4px;
  line-height: 1.2;
  ${mq.upToCompact} {
    padding: 4px;
  }
`;
const TextButton = styled.button`
  border: 0;
  background: transparent;
  text-decoration: underline;
  cursor: pointer;
  min-width: 24px;
  min-height: 24px;
  padding: 8px 4px;
  ${mq.upToCompact} {
    padding: 4px;
  }
`;
const LoginLink = styled(Link)`
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: 0.875rem;
`;
const Bag = styled(Link)`
  grid-area: bag;
  position: relative;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
`;
const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.75rem;
  font-weight: 700;
  display: grid;
  place-items: center;
`;
const Outbound = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    list-style: none;
    margin: 0 auto;
    padding: 4px 12px;
    max-width: ${({ theme }) => theme.maxWidth};
    display: flex;
    justify-content: center;
    gap: 20px;
    font-size: 0.75rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  a {
    text-decoration: none;
    display: inline-block;
    padding: 4px 0;
  }
`;

const noSubscription = () => () => {};

/** A link drawn invisibly, out of reach, only to keep its place. */
const PLACE_KEPT = { tabIndex: -1, 'aria-hidden': true, style: { visibility: 'hidden' } } as const;

/**
 * False while the page is drawn without knowing who is there: the build-time
 * prerender and React's adoption of it (hydration uses the server snapshot),
 * true from then on. The shop renders only after the stored session is read.
 */
function useSessionKnown(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The spec's header: promo strip, menu, logo, search, greeting or Login, cart with badge, outbound links. */
export function Header() {
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  const count = useAppSelector(selectCartCount);
  // Until the stored session is read back (the prerendered page, the first
  // moments of a visit) neither 'Login' nor a greeting would be true: keep the
  // place of the link, invisibly, so nothing moves when the answer comes.
  const sessionKnown = useSessionKnown();

  return (
    <Bar>
      {/* The spec's promo strip opens the page's banner landmark, so no content is outside a landmark. */}
      <PromoStrip />
      <Inner>
        <MenuButton
          type="button"
          aria-label="Abrir menu"
          aria-haspopup="dialog"
          onClick={() => dispatch(menuToggled())}
          data-menu-trigger
        >
          <MenuIcon />
        </MenuButton>
        <Logo to="/" aria-label="Vitrine, página inicial">
          VITRINE
        </Logo>
        <Search>
          <SearchBox />
        </Search>
        <Account>
          {sessionKnown && loggedIn ? (
            <>
              <Greeting title={`Bem vindo(a), ${userName}!`}>Bem vindo(a), {userName}!</Greeting>
              <AccountLink to="/conta">Minha conta</AccountLink>
              <TextButton type="button" onClick={logout}>
                sair
              </TextButton>
            </>
          ) : (
            <>
              <AccountLink to="/cadastro" {...(!sessionKnown && PLACE_KEPT)}>
                Criar conta
              </AccountLink>
              <LoginLink to="/login" {...(!sessionKnown && PLACE_KEPT)}>
                Login
              </LoginLink>
            </>
          )}
        </Account>
        <Bag
          to={loggedIn ? '/cart' : '/login'}
          aria-label={count > 0 ? `Sacola, ${count} ${count === 1 ? 'item' : 'itens'}` : 'Sacola'}
        >
          <BagIcon />
          {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
        </Bag>
      </Inner>
      <Outbound aria-label="Links da loja">
        <ul>
          {HEADER_LINKS.map((link) => (
            <li key={link.label}>
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </Outbound>
    </Bar>
  );
}

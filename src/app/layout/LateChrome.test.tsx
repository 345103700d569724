import { Children, type ReactElement, type ReactNode } from 'react';
import { act, screen, within } from '@testing-library/react';
import { AppRoutes, SIGNED_IN_PAGES } from '../routes';
import { DEMO_USER, parseFailSetting, setFailureConfig } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { cartItem, REGATA } from '../../test/products';
import { shopperWith } from '../../test/shopper';
import { findToast } from '../../test/toasts';
import { sessionExpired } from '../../features/session/sessionSlice';

// A session the backend refused: on a page that needs one, the shopper signs in again, told why,
// and comes back to the page they were on; on any other page they stay, signed out, told so.

afterEach(() => setFailureConfig());

const EXPIRED = 'Sua sessão expirou. Entre de novo para continuar.';
const BROWSING = 'Sua sessão expirou. Você pode continuar navegando ou entrar de novo.';

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  const form = await screen.findByRole('form', { name: 'Login' });
  await user.type(within(form).getByLabelText('Email'), DEMO_USER.email);
  await user.type(within(form).getByLabelText('Senha'), DEMO_USER.password);
  await user.click(within(form).getByRole('button', { name: 'Entrar' }));
}

describe('a session the backend refused', () => {
  it('on Meus pedidos (a 401 there): to /login with the reason, and back after signing in', async () => {
    setFailureConfig({ fail: parseFailSetting('orders:401') });
    const { user, router } = renderApp('/pedidos', { store: shopperWith(cartItem(REGATA, 'M')) });
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Tivemos um problema no nosso servidor.')).not.toBeInTheDocument();
    setFailureConfig();
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pedidos');
  });

  it('on a page anyone may see: the shopper stays on it, signed out, and is told once', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    const { router } = renderApp('/product/REGATA%20CANELADA?cor=off-white', { store });
    await screen.findByRole('heading', { level: 1, name: /REGATA CANELADA/ });
    const before = router.state.location;
    act(() => void store.dispatch(sessionExpired({ userId: DEMO_USER.id })));
    expect(await findToast(BROWSING)).toBeInTheDocument();
    expect(router.state.location).toBe(before);
    expect(screen.getByRole('heading', { level: 1, name: /REGATA CANELADA/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
    expect(screen.getAllByText(BROWSING, { selector: '#notistack-snackbar' })).toHaveLength(1);
  });

  it('once: leaving /login without signing in is left alone', async () => {
    setFailureConfig({ fail: parseFailSetting('orders:401') });
    const { user, router } = renderApp('/pedidos', { store: shopperWith(cartItem(REGATA, 'M')) });
    await screen.findByText(EXPIRED);
    await user.click(screen.getByRole('link', { name: 'Vitrine, página inicial' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByText(BROWSING, { selector: '#notistack-snackbar' })).not.toBeInTheDocument();
  });
});

describe('the pages that need a session', () => {
  /** The paths of the routes behind RequireAuth: within the frame's route, the one with neither path nor index wraps them. */
  function guardedPaths(): string[] {
    type Props = { path?: string; index?: boolean; children?: ReactNode };
    const routes = (node: ReactNode) =>
      Children.toArray((node as ReactElement<Props>).props.children) as ReactElement<Props>[];
    const [frame] = routes(AppRoutes());
    const guard = routes(frame).filter(({ props }) => props.path === undefined && !props.index);
    expect(guard).toHaveLength(1);
    return routes(guard[0]).map(({ props }) => props.path ?? '');
  }

  it('are the routes behind RequireAuth, each of them', () => {
    expect([...guardedPaths()].sort()).toEqual(SIGNED_IN_PAGES.map(([path]) => path).sort());
  });
});

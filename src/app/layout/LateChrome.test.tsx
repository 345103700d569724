import { act, screen, within } from '@testing-library/react';
import { DEMO_USER, parseFailSetting, setFailureConfig } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { cartItem, REGATA } from '../../test/products';
import { shopperWith } from '../../test/shopper';
import { sessionExpired } from '../../features/session/sessionSlice';

// Issue 29, item 9: a session the backend refused sends the shopper to sign in again, told why,
// and back to the page they were on.

afterEach(() => setFailureConfig());

const EXPIRED = 'Sua sessão expirou. Entre de novo para continuar.';

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

  it('on a page anyone may see: to /login too, and back to the same address', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    const { user, router } = renderApp('/product/REGATA%20CANELADA?cor=off-white', { store });
    await screen.findByRole('heading', { level: 1, name: /REGATA CANELADA/ });
    act(() => void store.dispatch(sessionExpired({ userId: DEMO_USER.id })));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: /REGATA CANELADA/ })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/product/REGATA%20CANELADA?cor=off-white',
    );
  });

  it('once: leaving /login without signing in is left alone', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    const { user, router } = renderApp('/product/REGATA%20CANELADA?cor=off-white', { store });
    await screen.findByRole('heading', { level: 1, name: /REGATA CANELADA/ });
    act(() => void store.dispatch(sessionExpired({ userId: DEMO_USER.id })));
    await screen.findByText(EXPIRED);
    await user.click(screen.getByRole('link', { name: 'Vitrine, página inicial' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
  });
});

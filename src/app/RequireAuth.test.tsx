import { act, screen } from '@testing-library/react';
import { DEMO_USER, tokenFor } from '../test/fakeBackend';
import { loggedIn } from '../features/session/sessionSlice';
import { renderApp } from '../test/renderApp';
import { makeStore } from './store';

const MARIA = { id: DEMO_USER.id, email: DEMO_USER.email, name: DEMO_USER.name };

describe('cart guard', () => {
  it('sends an anonymous visitor of /cart to /login, replacing the history entry', async () => {
    const { router } = renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: 'Carrinho de compras' })).not.toBeInTheDocument();
  });

  it('leaves no /cart entry behind: Back returns to the page before', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('list', { name: 'Produtos' });
    await act(() => router.navigate('/cart'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('list', { name: 'Produtos' })).toBeInTheDocument();
  });

  it('lets a logged-in shopper into /cart', async () => {
    const store = makeStore();
    store.dispatch(loggedIn({ user: MARIA, token: tokenFor(MARIA), cart: { lines: [], version: 0 } }));
    const { router } = renderApp('/cart', { store });
    expect(await screen.findByRole('heading', { name: 'Carrinho de compras' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });
});

import { screen } from '@testing-library/react';
import { renderApp } from '../test/renderApp';
import { logIn } from '../test/shopper';
import { makeStore } from './store';

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
    await router.navigate('/cart');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();

    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('list', { name: 'Produtos' })).toBeInTheDocument();
  });

  it('lets a logged-in shopper into /cart', async () => {
    const store = makeStore();
    // A session the fake backend issued: the cart page's request with a token it refuses (401) signs out.
    logIn(store);
    const { router } = renderApp('/cart', { store });
    expect(await screen.findByRole('heading', { name: 'Carrinho de compras' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });
});

import { screen } from '@testing-library/react';
import { renderApp } from '../test/renderApp';

describe('error screen', () => {
  it("shows 'Unexpected Application Error!' for an unknown route, with a way back home", async () => {
    const { user, router } = renderApp('/nao-existe/mesmo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Não encontramos esta página.')).toBeInTheDocument();

    const home = screen.getByRole('link', { name: 'Voltar para a página inicial' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('list', { name: 'Produtos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });

  it('keeps the header on the error screen', async () => {
    renderApp('/nao-existe/mesmo');
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(screen.getByRole('combobox', { name: 'Buscar produtos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

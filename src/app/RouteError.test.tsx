import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderApp } from '../test/renderApp';
import { theme } from '../theme/theme';
import { RouteError } from './RouteError';

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

describe('a page file that did not arrive', () => {
  const realFetch = global.fetch;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    global.fetch = realFetch;
    warn.mockRestore();
  });

  function showFor(probe: () => Promise<Partial<Response>>) {
    global.fetch = jest.fn(probe) as unknown as typeof global.fetch;
    const error = Object.assign(new Error('Loading chunk 7 failed.'), {
      name: 'ChunkLoadError',
      request: 'http://localhost/js/login.0123456789.js',
    });
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <RouteError error={error} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    // While the server is asked, the page shows it is loading, not an error.
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[router]'), error);
  }

  it('speaks of the connection only when the server cannot be reached', async () => {
    showFor(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText(/Verifique sua conexão e tente de novo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('does not blame the connection when the server answers', async () => {
    showFor(() => Promise.resolve({ status: 503 }));
    expect(await screen.findByText(/Tente de novo em alguns instantes/)).toBeInTheDocument();
    expect(screen.queryByText(/conexão/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

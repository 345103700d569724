import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/renderApp';
import { FAVORITES_KEY } from './persistence/favoritesKept';
import { RECENT_KEY } from './persistence/recentlyViewed';
import { STORAGE_KEYS } from './persistence/storedSession';

describe("'Privacidade'", () => {
  it('names every key the shop keeps in the browser, and what the server keeps', async () => {
    renderApp('/privacidade');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacidade' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Privacidade | Vitrine');
    const browser = screen.getAllByRole('term').map((term) => term.textContent);
    for (const key of [...Object.values(STORAGE_KEYS), RECENT_KEY, FAVORITES_KEY]) expect(browser).toContain(key);
    expect(browser).toEqual(
      expect.arrayContaining(['Sua conta', 'Suas sessões', 'Seus pedidos', 'Sua sacola', 'Seus favoritos']),
    );
    expect(screen.getByText(/A senha, só como hash/)).toBeInTheDocument();
  });

  it("says how to download or delete the account's data, with the way to 'Minha conta'", async () => {
    renderApp('/privacidade');
    const rights = await screen.findByRole('heading', { level: 2, name: 'Seus dados, seus direitos' });
    const text = rights.nextElementSibling as HTMLElement;
    expect(text).toHaveTextContent(/‘Baixar meus dados’ baixa um arquivo/);
    expect(text).toHaveTextContent(/‘Excluir minha conta’ pede sua senha/);
    expect(within(text).getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/conta');
  });

  it('is linked from the footer, for anyone, and from the consent of Criar conta', async () => {
    const { user, router } = renderApp('/cadastro');
    const consent = await screen.findByRole('link', { name: 'Ler o aviso de privacidade' });
    expect(consent).toHaveAttribute('href', '/privacidade');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Privacidade' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidade' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacidade');
  });
});

import { screen, within } from '@testing-library/react';
import { DEMO_USER } from '../../test/fakeBackend';
import { REGATA_VINHO, VESTIDO } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { productLabel } from '../../lib/text';

/** Maria's favourites on the server, as another device left them. */
function serverFavorites(items: string[]) {
  localStorage.setItem('@context-amaro:server-favorites', JSON.stringify({ [DEMO_USER.id]: { items, version: 1 } }));
}

const row = (list: HTMLElement, name: string) => within(list).getByRole('heading', { name }).closest('li')!;

describe("'Favoritos'", () => {
  it("opens from 'Minha conta': its title, focus on the heading, and says so when empty, with the way to the shop", async () => {
    const { user } = renderApp('/conta', { store: shopperWith() });
    await user.click(await screen.findByRole('link', { name: 'Favoritos' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Favoritos' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Favoritos | Vitrine');
    expect(await screen.findByText(/Você ainda não tem favoritos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver produtos' })).toHaveAttribute('href', '/');
  });

  it('lists each favourite with its price and sizes, a sold-out size shown as such', async () => {
    serverFavorites([VESTIDO.id, 'gone_000']);
    renderApp('/favoritos', { store: shopperWith() });
    const list = await screen.findByRole('list', { name: 'Favoritos' });
    const dress = row(list, productLabel(VESTIDO));
    expect(within(dress).getByRole('link', { name: productLabel(VESTIDO) })).toBeInTheDocument();
    expect(within(dress).getByRole('option', { name: 'PP (esgotado)' })).toBeInTheDocument();
    expect(within(dress).getByRole('option', { name: 'M' })).toBeEnabled();
    expect(within(dress).getByRole('button', { name: 'Adicionar à sacola' })).toBeInTheDocument();
    // A favourite whose product left the catalogue says so, and can be removed.
    const gone = row(list, 'Produto indisponível');
    expect(within(gone).getByText('Este produto saiu do catálogo.')).toBeInTheDocument();
    expect(within(gone).getByRole('button', { name: 'Remover dos favoritos' })).toBeInTheDocument();
  });

  it('asks for a size before adding to the bag, and says when no size can be bought', async () => {
    serverFavorites([VESTIDO.id, REGATA_VINHO.id]);
    const { user } = renderApp('/favoritos', { store: shopperWith() });
    const list = await screen.findByRole('list', { name: 'Favoritos' });
    await user.click(within(row(list, productLabel(VESTIDO))).getByRole('button', { name: 'Adicionar à sacola' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha um tamanho para adicionar à sacola.');
    const soldOut = row(list, productLabel(REGATA_VINHO));
    expect(within(soldOut).getByText('Esgotado em todos os tamanhos')).toBeInTheDocument();
    expect(within(soldOut).queryByRole('button', { name: 'Adicionar à sacola' })).not.toBeInTheDocument();
  });

  it('moves focus to the heading when a favourite is removed', async () => {
    serverFavorites([VESTIDO.id]);
    const { user } = renderApp('/favoritos', { store: shopperWith() });
    const list = await screen.findByRole('list', { name: 'Favoritos' });
    await user.click(within(list).getByRole('button', { name: 'Remover dos favoritos' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Favoritos' })).toHaveFocus();
    expect(await screen.findByText(/Você ainda não tem favoritos/)).toBeInTheDocument();
  });
});

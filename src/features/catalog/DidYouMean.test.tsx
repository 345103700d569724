import { screen, within } from '@testing-library/react';
import { productLabel } from '../../lib/text';
import { CAMISA, VESTIDO, VESTIDO_AZUL } from '../../test/products';
import { renderApp } from '../../test/renderApp';

const searchBox = () => screen.getByRole('combobox', { name: 'Buscar produtos' });
const offer = () => screen.queryByText(/^Você quis dizer/);
const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

async function homeWithGrid() {
  const app = renderApp('/');
  // A file's first render also loads the home page's content, its lazily imported modules: on a busy
  // machine that can outlast the default wait.
  await screen.findByRole('list', { name: 'Produtos' }, { timeout: 15_000 });
  return app;
}

describe("'Você quis dizer…?'", () => {
  it("offers 'vestido' for 'vestdo', with its products beneath, and the link sets the search", async () => {
    const { user, router } = await homeWithGrid();
    await user.type(searchBox(), 'vestdo');
    expect(screen.getByText('Nenhum produto encontrado')).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Resultados para vestido' });
    expect(offer()).toHaveTextContent('Você quis dizer vestido?');
    expect(cardTitles(results)).toEqual([productLabel(VESTIDO), productLabel(VESTIDO_AZUL)]);

    await user.click(screen.getByRole('link', { name: 'vestido' }));
    expect(searchBox()).toHaveValue('vestido');
    const grid = await screen.findByRole('list', { name: 'Produtos' });
    expect(cardTitles(grid)).toEqual([productLabel(VESTIDO), productLabel(VESTIDO_AZUL)]);
    expect(offer()).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=vestido');
    // As a banner's link: the focus goes to the products.
    expect(screen.getByRole('region', { name: 'Produtos' })).toHaveFocus();
  });

  it('keeps the cards on the page when a typo turns the grid into the products offered', async () => {
    const { user } = await homeWithGrid();
    // The correction's file has arrived, as it has after a visit's first typo.
    await user.type(searchBox(), 'vestdo');
    await screen.findByRole('list', { name: 'Resultados para vestido' });
    await user.clear(searchBox());
    await user.type(searchBox(), 'vest');
    const grid = screen.getByRole('list', { name: 'Produtos' });
    const card = within(grid).getByRole('link', { name: new RegExp(`^${productLabel(VESTIDO)}`) });
    await user.type(searchBox(), 'd');
    const results = screen.getByRole('list', { name: 'Resultados para vestido' });
    // The same elements: nothing was drawn again but the list's name (a keystroke's cost at scale).
    expect(results).toBe(grid);
    expect(within(results).getByRole('link', { name: new RegExp(`^${productLabel(VESTIDO)}`) })).toBe(card);
  });

  it("offers 'camisa' for 'camsia', keeping the chosen order in the link", async () => {
    const { user } = await homeWithGrid();
    await user.click(screen.getByRole('button', { name: 'Ordenar menor preço' }));
    await user.type(searchBox(), 'camsia');
    const results = await screen.findByRole('list', { name: 'Resultados para camisa' });
    expect(cardTitles(results)).toEqual([productLabel(CAMISA)]);
    expect(screen.getByRole('link', { name: 'camisa' })).toHaveAttribute(
      'href',
      '/?q=camisa&ordem=menor-preco#produtos',
    );
  });

  it('never offers anything while the spec’s search finds something', async () => {
    const { user } = await homeWithGrid();
    // Its file has arrived: what is not offered below is not merely on its way.
    await user.type(searchBox(), 'vestdo');
    expect(await screen.findByText(/^Você quis dizer/)).toBeInTheDocument();
    await user.clear(searchBox());
    // Each letter of 'vestido' finds products, so none offers anything.
    for (const letter of 'vestido') {
      await user.type(searchBox(), letter);
      expect(screen.getByRole('list', { name: 'Produtos' })).toBeInTheDocument();
      expect(offer()).not.toBeInTheDocument();
    }
    // Found, then filtered out by the size: the grid is empty, and still nothing is offered.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), 'U');
    expect(screen.getByText('Nenhum produto encontrado')).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
  });

  it('offers nothing when the filters leave the close name no product, or no name is close', async () => {
    const { user } = await homeWithGrid();
    await user.type(searchBox(), 'vestdo');
    expect(await screen.findByText(/^Você quis dizer/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), 'U');
    expect(screen.getByText('Nenhum produto encontrado')).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), '');
    expect(offer()).toHaveTextContent('Você quis dizer vestido?');
    await user.clear(searchBox());
    await user.type(searchBox(), 'xyzxyz');
    expect(screen.getByText('Nenhum produto encontrado')).toBeInTheDocument();
    expect(offer()).not.toBeInTheDocument();
  });
});

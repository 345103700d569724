import { act, screen, waitFor, within } from '@testing-library/react';
import { itemAdded, selectCartLines, selectCartSynced } from '../../features/cart/cartSlice';
import { CASACO, cartItem, VESTIDO } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { PAGE_SIZE } from '../../features/catalog/ProductCards';
import { logIn, shopperWith } from '../../test/shopper';
import { findToast } from '../../test/toasts';
import { FREE_SHIPPING_PROMO, PIX_PROMO } from '../../rules/prices';

const VESTIDO_VERDE_M = cartItem(VESTIDO, 'M');
const CASACO_P = cartItem(CASACO, 'P');

async function findGrid() {
  return screen.findByRole('list', { name: 'Produtos' });
}

function headings(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('header search', () => {
  it('filters the grid as the shopper types, ignoring accents and case', async () => {
    const { user } = renderApp('/');
    const grid = await findGrid();
    const search = screen.getByRole('combobox', { name: 'Buscar produtos' });

    await user.type(search, 'calca');
    expect(headings(grid)).toEqual(['CALÇA PANTALONA - PRETO', 'CALÇA JEANS RETA - AZUL JEANS']);

    await user.type(search, ' jeans');
    expect(headings(grid)).toEqual(['CALÇA JEANS RETA - AZUL JEANS']);
  });

  it("shows the 'Limpar busca' button only with text, and clearing restores the full grid", async () => {
    const { user } = renderApp('/');
    const grid = await findGrid();
    const search = screen.getByRole('combobox', { name: 'Buscar produtos' });
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();

    await user.type(search, 'vestido');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(search).toHaveValue('');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();
  });

  it('restores the full grid when the text is deleted by hand', async () => {
    const { user } = renderApp('/');
    const grid = await findGrid();
    const search = screen.getByRole('combobox', { name: 'Buscar produtos' });
    await user.type(search, 'saia');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(search);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();
  });

  it('opens the product page for the typed text on Enter', async () => {
    const { user, router } = renderApp('/');
    await findGrid();
    await user.type(screen.getByRole('combobox', { name: 'Buscar produtos' }), 'vestido{Enter}');
    expect(router.state.location.pathname).toBe('/product/vestido');
    // The first catalogue item whose name contains the text.
    expect(await screen.findByRole('heading', { level: 1, name: 'VESTIDO MIDI FLORAL - VERDE' })).toBeInTheDocument();
  });

  it.each([
    ['empty', ''],
    ['space-only', '   '],
  ])('does nothing on Enter with %s text', async (_label, text) => {
    const { user, router } = renderApp('/');
    await findGrid();
    const search = screen.getByRole('combobox', { name: 'Buscar produtos' });
    await user.click(search);
    if (text) await user.type(search, text);
    const before = router.state.location;

    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.key).toBe(before.key);
    expect(screen.getByRole('list', { name: 'Produtos' })).toBeInTheDocument();
  });
});

describe('header account and bag', () => {
  it("shows a 'Login' link and sends the bag to /login when anonymous", async () => {
    const { user, router } = renderApp('/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'sair' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Minha conta' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Bem vindo\(a\)/)).not.toBeInTheDocument();

    const bag = screen.getByRole('link', { name: 'Sacola' });
    expect(bag).toHaveAttribute('href', '/login');
    await user.click(bag);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("greets the logged-in shopper with 'sair' and sends the bag to /cart", async () => {
    const { store, user, router } = renderApp('/');
    act(() => logIn(store));
    expect(screen.getByText('Bem vindo(a), Maria!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'sair' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/conta');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    const bag = screen.getByRole('link', { name: 'Sacola' });
    expect(bag).toHaveAttribute('href', '/cart');
    await user.click(bag);
    expect(await screen.findByRole('heading', { name: 'Carrinho de compras' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('shows no badge for an empty bag and counts units, not lines', async () => {
    const { store } = renderApp('/');
    await findGrid(); // the catalogue has loaded: nothing updates the page after the test
    act(() => logIn(store));
    const bag = screen.getByRole('link', { name: 'Sacola' });
    expect(bag).toHaveTextContent(/^$/);

    act(() => {
      store.dispatch(itemAdded(VESTIDO_VERDE_M));
    });
    expect(bag).toHaveAccessibleName('Sacola, 1 item');
    expect(bag).toHaveTextContent(/^1$/);

    act(() => {
      store.dispatch(itemAdded(VESTIDO_VERDE_M));
      store.dispatch(itemAdded(CASACO_P));
    });
    expect(bag).toHaveAccessibleName('Sacola, 3 itens');
    expect(bag).toHaveTextContent(/^3$/);
    // The saves end (and their toasts show) before the test does.
    await waitFor(() => expect(selectCartSynced(store.getState()).lines).toEqual(selectCartLines(store.getState())));
    await screen.findAllByText('Produto adicionado ao carrinho!', { selector: '#notistack-snackbar' });
  });

  it('takes the shopper home from the logo', async () => {
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await user.click(screen.getByRole('link', { name: 'Vitrine, página inicial' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await findGrid()).toBeInTheDocument();
  });
});

describe('header outbound links', () => {
  it.each(['Nossas Lojas', 'Cartão Presente', 'BLOG'])(
    '%s opens in a new tab without handing over the window',
    (name) => {
      renderApp('/');
      const nav = screen.getByRole('navigation', { name: 'Links da loja' });
      const link = within(nav).getByRole('link', { name });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );
});

describe('logout', () => {
  it("'sair' says goodbye, goes home, empties the bag and guards /cart again", async () => {
    const store = shopperWith(VESTIDO_VERDE_M, CASACO_P);
    const { user, router } = renderApp('/product/CASACO?cor=camel', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'CASACO DE LÃ - CAMEL' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sacola, 2 itens' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'sair' }));

    expect(await findToast('Logout efetuado com sucesso!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await findGrid()).toBeInTheDocument();
    expect(screen.queryByText('Bem vindo(a), Maria!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'sair' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    const bag = screen.getByRole('link', { name: 'Sacola' });
    expect(bag).toHaveTextContent(/^$/);
    expect(selectCartLines(store.getState())).toEqual([]);

    await router.navigate('/cart');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  // Regression: the /cart guard used to win the race and send the shopper to /login.
  it("'sair' on /cart itself ends on '/', not /login", async () => {
    const store = shopperWith(VESTIDO_VERDE_M);
    const { user, router } = renderApp('/cart', { store });
    expect(await screen.findByRole('list', { name: 'Itens da sacola' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'sair' }));

    expect(await findGrid()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
    expect(await findToast('Logout efetuado com sucesso!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(selectCartLines(store.getState())).toEqual([]);
    // The guard never sent the shopper to /login, not even for a moment.
    expect(router.visited.map((location) => location.pathname)).toEqual(['/cart', '/']);
  });
});

describe('the promo strip', () => {
  it('is inside the banner landmark, so no content is outside a landmark', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText(FREE_SHIPPING_PROMO)).toBeInTheDocument();
    expect(within(banner).getByText(PIX_PROMO)).toBeInTheDocument();
  });
});

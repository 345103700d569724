import { screen, within } from '@testing-library/react';
import { allProducts, DEMO_USER, setLatencyOverride } from '../../test/fakeBackend';
import { selectCartLines } from '../cart/cartSlice';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { cartLine, CASACO as CASACO_PRODUCT, VESTIDO } from '../../test/products';
import { productLabel } from '../../lib/text';

const VESTIDO_VERDE = '/product/VESTIDO%20MIDI%20FLORAL?cor=verde';
const CASACO = '/product/CASACO%20DE%20L%C3%83?cor=camel';

async function findTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

function related() {
  return screen.getByRole('region', { name: 'Você também pode gostar' });
}

function carouselTitles(): string[] {
  return within(related())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('product page details', () => {
  it('shows the loading text, then the image, title, prices and installments', async () => {
    setLatencyOverride(30);
    renderApp(CASACO);
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    const title = await findTitle('CASACO DE LÃ - CAMEL');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();

    const detail = title.closest('article')!;
    expect(within(detail).getByRole('img', { name: 'CASACO DE LÃ - CAMEL' })).toHaveAttribute(
      'src',
      expect.stringContaining('20000876'),
    );
    // Not discounted: one price only.
    expect(within(detail).getAllByText(/^R\$\s[\d.]+,\d\d$/)).toHaveLength(1);
    expect(within(detail).getByText(/^R\$\s1\.299,90$/)).toBeInTheDocument();
    expect(within(detail).getByText(/^(até )?3x (de )?R\$\s433,30 sem juros$/)).toBeInTheDocument();
  });

  it('shows the struck regular price and the current price when discounted', async () => {
    renderApp(VESTIDO_VERDE);
    const detail = (await findTitle('VESTIDO MIDI FLORAL - VERDE')).closest('article')!;
    expect(
      within(detail)
        .getByText(/^R\$\s299,90$/)
        .closest('s'),
    ).not.toBeNull();
    expect(
      within(detail)
        .getByText(/^R\$\s263,91$/)
        .closest('s'),
    ).toBeNull();
    expect(within(detail).getByText(/^(até )?3x (de )?R\$\s87,97 sem juros$/)).toBeInTheDocument();
  });

  it('opens the colour named in the link among same-name products', async () => {
    renderApp('/product/VESTIDO%20MIDI%20FLORAL?cor=azul-marinho');
    expect(await findTitle('VESTIDO MIDI FLORAL - AZUL MARINHO')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'VESTIDO MIDI FLORAL - AZUL MARINHO' })).toBeInTheDocument();
  });

  it('opens the first same-name product when no colour is given', async () => {
    renderApp('/product/VESTIDO%20MIDI%20FLORAL');
    expect(await findTitle('VESTIDO MIDI FLORAL - VERDE')).toBeInTheDocument();
  });

  it("shows the 'Imagem indisponível' placeholder for a product without an image", async () => {
    renderApp('/product/BLAZER%20ALONGADO?cor=preto');
    const detail = (await findTitle('BLAZER ALONGADO - PRETO')).closest('article')!;
    const placeholder = within(detail).getByRole('img', { name: 'BLAZER ALONGADO - PRETO' });
    expect(placeholder).toHaveTextContent('Imagem indisponível');
  });

  it("says 'Produto não está disponivel no momento' and offers no add button when not on sale", async () => {
    renderApp('/product/PULSEIRA%20DOURADA?cor=dourado');
    expect(await findTitle('PULSEIRA DOURADA - DOURADO')).toBeInTheDocument();
    expect(screen.getByText('Produto não está disponivel no momento')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar produto à sacola' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tamanho' })).not.toBeInTheDocument();
  });

  it("says 'Ops! Produto não encontrado' for an unknown product", async () => {
    renderApp('/product/nada-disso');
    expect(await screen.findByRole('heading', { name: 'Ops! Produto não encontrado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar produto à sacola' })).not.toBeInTheDocument();
  });
});

describe('product page size and bag', () => {
  it("offers the sizes after the 'Selecione um tamanho' placeholder, sold-out ones said so (chosen for 'Avise-me')", async () => {
    renderApp(VESTIDO_VERDE);
    await findTitle('VESTIDO MIDI FLORAL - VERDE');
    const select = screen.getByRole('combobox', { name: 'Tamanho' });
    expect(select).toBeRequired();
    expect(select).toHaveDisplayValue('Selecione um tamanho');

    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Selecione um tamanho',
      'PP (esgotado)',
      'P',
      'M',
      'G',
      'GG (esgotado)',
    ]);
    expect(options.map((o) => (o as HTMLOptionElement).disabled)).toEqual([true, false, false, false, false, false]);
  });

  it('asks for a size next to the select when none is chosen, and adds nothing', async () => {
    const store = shopperWith();
    const { user } = renderApp(VESTIDO_VERDE, { store });
    await findTitle('VESTIDO MIDI FLORAL - VERDE');
    const select = screen.getByRole('combobox', { name: 'Tamanho' });

    await user.click(screen.getByRole('button', { name: 'Adicionar produto à sacola' }));

    const alert = within(select.closest('form')!).getByRole('alert');
    expect(alert).toHaveTextContent('Escolha um tamanho para adicionar à sacola.');
    expect(select).toHaveAccessibleDescription('Escolha um tamanho para adicionar à sacola.');
    expect(select).toBeInvalid();
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(screen.queryByText('Produto adicionado ao carrinho!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sacola' })).toBeInTheDocument();

    // Choosing a size takes the message away.
    await user.selectOptions(select, 'M');
    expect(alert).not.toBeInTheDocument();
    expect(select).not.toHaveAccessibleDescription();
  });

  it('adds the chosen size for a logged-in shopper, with a toast and the badge', async () => {
    const store = shopperWith();
    const { user } = renderApp(VESTIDO_VERDE, { store });
    await findTitle('VESTIDO MIDI FLORAL - VERDE');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), 'M');
    await user.click(screen.getByRole('button', { name: 'Adicionar produto à sacola' }));

    expect(await screen.findByText('Produto adicionado ao carrinho!')).toBeInTheDocument();
    const bag = screen.getByRole('link', { name: 'Sacola, 1 item' });
    expect(bag).toHaveTextContent(/^1$/);
    expect(selectCartLines(store.getState())).toEqual([cartLine(VESTIDO, 'M')]);
  });

  it('sends an anonymous shopper to /login, and back to the product after logging in', async () => {
    const { user, router, store } = renderApp('/product/VESTIDO%20MIDI%20FLORAL?cor=azul-marinho');
    await findTitle('VESTIDO MIDI FLORAL - AZUL MARINHO');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), 'M');
    await user.click(screen.getByRole('button', { name: 'Adicionar produto à sacola' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(selectCartLines(store.getState())).toEqual([]);

    await user.type(screen.getByLabelText('Email'), DEMO_USER.email);
    await user.type(screen.getByLabelText('Senha'), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await findTitle('VESTIDO MIDI FLORAL - AZUL MARINHO')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/VESTIDO%20MIDI%20FLORAL');
    expect(router.state.location.search).toBe('?cor=azul-marinho');
  });
});

describe('product page carousel', () => {
  // The carousel shows the other products in file order, five at a time, wrapping around.
  const OTHERS = allProducts()
    .filter((p) => p.id !== CASACO_PRODUCT.id)
    .map((p) => productLabel(p));
  const windowAt = (start: number) => Array.from({ length: 5 }, (_, i) => OTHERS[(start + i) % OTHERS.length]);
  const FIRST = windowAt(0);
  const SECOND = windowAt(5);

  it('shows 5 other products and moves forward by 5', async () => {
    const { user } = renderApp(CASACO);
    await findTitle('CASACO DE LÃ - CAMEL');
    expect(carouselTitles()).toEqual(FIRST);
    await user.click(screen.getByRole('button', { name: 'Próximos produtos' }));
    expect(carouselTitles()).toEqual(SECOND);
    await user.click(screen.getByRole('button', { name: 'Produtos anteriores' }));
    expect(carouselTitles()).toEqual(FIRST);
  });

  it("wraps backwards from the start with 'Produtos anteriores'", async () => {
    const { user } = renderApp(CASACO);
    await findTitle('CASACO DE LÃ - CAMEL');
    await user.click(screen.getByRole('button', { name: 'Produtos anteriores' }));
    expect(carouselTitles()).toEqual(OTHERS.slice(-5));
  });

  it("wraps forwards past the end with 'Próximos produtos'", async () => {
    const { user } = renderApp(CASACO);
    await findTitle('CASACO DE LÃ - CAMEL');
    const next = screen.getByRole('button', { name: 'Próximos produtos' });
    // The last window that starts inside the list runs past its end, back to the first products.
    const steps = Math.ceil(OTHERS.length / 5) - 1;
    for (let i = 0; i < steps; i += 1) await user.click(next);
    const wrapping = windowAt(steps * 5);
    expect(wrapping).toContain(OTHERS.at(-1));
    expect(wrapping).toContain(OTHERS[0]);
    expect(carouselTitles()).toEqual(wrapping);
    await user.click(next);
    expect(carouselTitles()).toEqual(windowAt((steps + 1) * 5));
  });

  it("gives each card a heart named by its title, as the grid's cards", async () => {
    renderApp(CASACO);
    await findTitle('CASACO DE LÃ - CAMEL');
    const hearts = within(related()).getAllByRole('button', { name: 'Adicionar aos favoritos' });
    expect(hearts).toHaveLength(5);
    for (const [i, heart] of hearts.entries()) expect(heart).toHaveAccessibleDescription(FIRST[i]);
  });

  it('opens a carousel product by its colour', async () => {
    const { user, router } = renderApp(CASACO);
    await findTitle('CASACO DE LÃ - CAMEL');
    await user.click(within(related()).getByRole('link', { name: /^VESTIDO MIDI FLORAL - AZUL MARINHO/ }));
    expect(await findTitle('VESTIDO MIDI FLORAL - AZUL MARINHO')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cor=azul-marinho');
    // The carousel now leaves out the product on show.
    expect(carouselTitles()).toEqual([FIRST[0], ...FIRST.slice(2), SECOND[0]]);
  });
});

import { screen, within } from '@testing-library/react';
import { allProducts, catalogueFile, useCatalogue } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { PAGE_SIZE } from './ProductCards';

/** Products with size M in stock, in catalogue order (TOP CROPPED and BLAZER list M but have none). */
const WITH_M = [
  'VESTIDO MIDI FLORAL - VERDE',
  'VESTIDO MIDI FLORAL - AZUL MARINHO',
  'REGATA CANELADA - OFF WHITE',
  'BATA BORDADA - BRANCO',
  'T-SHIRT BÁSICA - CINZA MESCLA',
  'CAMISA DE LINHO - AREIA',
  'MACAQUINHO LISTRADO - AZUL CELESTE',
  'BLUSA OMBRO A OMBRO - VERMELHO',
  'CASACO DE LÃ - CAMEL',
  'KIMONO ESTAMPADO - TERRACOTA',
  'MACACÃO UTILITÁRIO - VERDE MILITAR',
  'SUÉTER DE TRICÔ - LILÁS',
  'CHEMISE DE VISCOSE - MOSTARDA',
  'T-SHIRT BÁSICA - BRANCO',
  'T-SHIRT BÁSICA - TERRACOTA',
  'SUÉTER DE TRICÔ - CINZA MESCLA',
  'MACAQUINHO LISTRADO - VERMELHO',
  'CHEMISE DE VISCOSE - AREIA',
];

/** Discounted, with M in stock, by ascending current price. */
const PROMO_M_CHEAPEST_FIRST = [
  'KIMONO ESTAMPADO - TERRACOTA',
  'MACAQUINHO LISTRADO - AZUL CELESTE',
  'MACAQUINHO LISTRADO - VERMELHO',
  'BATA BORDADA - BRANCO',
  'SUÉTER DE TRICÔ - LILÁS',
  'SUÉTER DE TRICÔ - CINZA MESCLA',
  'VESTIDO MIDI FLORAL - AZUL MARINHO',
  'CAMISA DE LINHO - AREIA',
  'VESTIDO MIDI FLORAL - VERDE',
];

async function findGrid() {
  return screen.findByRole('list', { name: 'Produtos' });
}

function cardNames(): string[] {
  return within(screen.getByRole('list', { name: 'Produtos' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

function controls() {
  const filters = screen.getByRole('group', { name: 'Filtrar produtos' });
  return {
    promo: within(filters).getByRole('checkbox', { name: 'Só promoções' }),
    size: within(filters).getByRole('combobox', { name: 'Tamanho' }),
    search: screen.getByRole('combobox', { name: 'Buscar produtos' }),
    cheapest: screen.getByRole('button', { name: 'Ordenar menor preço' }),
  };
}

describe("'Só promoções'", () => {
  it('shows only the discounted cards and records promocao=1 in the URL', async () => {
    const { user, router } = renderApp('/');
    await findGrid();
    const { promo } = controls();
    expect(promo).not.toBeChecked();

    await user.click(promo);
    expect(promo).toBeChecked();
    const cards = within(screen.getByRole('list', { name: 'Produtos' })).getAllByRole('listitem');
    expect(cards).toHaveLength(allProducts().filter((p) => p.discountPercent > 0).length);
    for (const card of cards) expect(within(card).getByText(/^\d+% Off$/)).toBeInTheDocument();
    expect(cardNames()).not.toContain('CASACO DE LÃ - CAMEL');
    expect(router.state.location.search).toBe('?promocao=1');

    await user.click(promo);
    expect(cardNames()).toHaveLength(PAGE_SIZE);
    expect(router.state.location.search).toBe('');
  });
});

describe("the 'Tamanho' filter", () => {
  afterEach(() => useCatalogue(null));

  it('lists only the sizes some product has in stock, in size order', async () => {
    // The same catalogue with every GG and 36 sold out.
    const file = JSON.parse(JSON.stringify(catalogueFile)) as typeof catalogueFile;
    for (const product of file.products)
      for (const entry of product.sizes) if (entry.size === 'GG' || entry.size === '36') entry.available = false;
    useCatalogue(file);

    renderApp('/');
    await findGrid();
    const options = within(controls().size).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todos', 'PP', 'P', 'M', 'G', '38', '40', '42', '44', 'U']);
  });

  it('offers every size of the real catalogue, since each is in stock somewhere', async () => {
    renderApp('/');
    await findGrid();
    const options = within(controls().size).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Todos',
      ...['PP', 'P', 'M', 'G', 'GG', '36', '38', '40', '42', '44', 'U'],
    ]);
    expect(controls().size).toHaveValue('');
  });

  it('keeps the products with that size available and writes tamanho to the URL', async () => {
    const { user, router } = renderApp('/');
    await findGrid();
    await user.selectOptions(controls().size, 'M');
    expect(cardNames()).toEqual(WITH_M);
    expect(router.state.location.search).toBe('?tamanho=M');

    // 'U' is in stock only on the bag and the sunglasses (the bracelet's is sold out).
    await user.selectOptions(controls().size, 'U');
    expect(cardNames()).toEqual(['BOLSA TRANSVERSAL - CARAMELO', 'ÓCULOS DE SOL GATINHO - TARTARUGA']);

    await user.selectOptions(controls().size, 'Todos');
    expect(cardNames()).toHaveLength(PAGE_SIZE);
    expect(router.state.location.search).toBe('');
  });
});

describe('filters, search and sort together', () => {
  it('combine with the sort, and the URL records all three', async () => {
    const { user, router } = renderApp('/');
    await findGrid();
    const { promo, size, cheapest } = controls();
    await user.click(cheapest);
    await user.selectOptions(size, 'M');
    await user.click(promo);
    expect(cardNames()).toEqual(PROMO_M_CHEAPEST_FIRST);
    expect(router.state.location.search).toBe('?ordem=menor-preco&tamanho=M&promocao=1');
  });

  it('combine with the search box', async () => {
    const { user, router } = renderApp('/');
    await findGrid();
    const { search, size, cheapest } = controls();
    await user.type(search, 'vestido');
    await user.click(cheapest);
    await user.selectOptions(size, 'M');
    expect(cardNames()).toEqual(['VESTIDO MIDI FLORAL - AZUL MARINHO', 'VESTIDO MIDI FLORAL - VERDE']);
    expect(router.state.location.search).toBe('?q=vestido&ordem=menor-preco&tamanho=M');

    // The green dress has no PP in stock.
    await user.selectOptions(size, 'PP');
    expect(cardNames()).toEqual(['VESTIDO MIDI FLORAL - AZUL MARINHO']);
    expect(router.state.location.search).toBe('?q=vestido&ordem=menor-preco&tamanho=PP');
  });
});

describe('the home URL', () => {
  it('restores the search, sort, size and grid when opened', async () => {
    renderApp('/?q=vestido&ordem=menor-preco&tamanho=M');
    await findGrid();
    const { promo, size, search, cheapest } = controls();
    expect(search).toHaveValue('vestido');
    expect(cheapest).toHaveAttribute('aria-pressed', 'true');
    expect(size).toHaveValue('M');
    expect(promo).not.toBeChecked();
    expect(cardNames()).toEqual(['VESTIDO MIDI FLORAL - AZUL MARINHO', 'VESTIDO MIDI FLORAL - VERDE']);
  });

  it('restores the promo flag too', async () => {
    renderApp('/?tamanho=m&promocao=1&ordem=menor-preco');
    await findGrid();
    expect(controls().promo).toBeChecked();
    expect(controls().size).toHaveValue('M');
    expect(cardNames()).toEqual(PROMO_M_CHEAPEST_FIRST);
  });

  it('keeps the filters when the shopper opens a product and comes Back, without extra history entries', async () => {
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await user.click(screen.getByRole('link', { name: 'Vitrine, página inicial' }));
    await findGrid();
    await user.click(controls().cheapest);
    await user.selectOptions(controls().size, 'M');
    await user.click(controls().promo);
    expect(router.state.location.search).toBe('?ordem=menor-preco&tamanho=M&promocao=1');

    await user.click(
      within(screen.getByRole('list', { name: 'Produtos' })).getByRole('link', { name: /^KIMONO ESTAMPADO/ }),
    );
    await screen.findByRole('heading', { level: 1, name: 'KIMONO ESTAMPADO - TERRACOTA' });

    await router.navigate(-1);
    await findGrid();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?ordem=menor-preco&tamanho=M&promocao=1');
    expect(controls().promo).toBeChecked();
    expect(controls().size).toHaveValue('M');
    expect(controls().cheapest).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(PROMO_M_CHEAPEST_FIRST);

    // Changing a control replaced the entry, so one more Back leaves the home page.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('follows Back between two filter states the shopper navigated to', async () => {
    const { router } = renderApp('/?tamanho=U');
    await findGrid();
    await router.navigate('/?q=vestido');
    expect(controls().size).toHaveValue('');
    expect(controls().search).toHaveValue('vestido');
    await router.navigate(-1);
    expect(controls().size).toHaveValue('U');
    expect(controls().search).toHaveValue('');
    expect(cardNames()).toEqual(['BOLSA TRANSVERSAL - CARAMELO', 'ÓCULOS DE SOL GATINHO - TARTARUGA']);
  });

  it.each([
    '/?ordem=barato&tamanho=XG&promocao=sim',
    '/?ordem=&tamanho=&promocao=0&cor=verde',
    '/?tamanho=%3Cscript%3E&ordem=menor-preco%20',
  ])('ignores junk in %s', async (url) => {
    renderApp(url);
    await findGrid();
    const { promo, size, search } = controls();
    expect(promo).not.toBeChecked();
    expect(size).toHaveValue('');
    expect(search).toHaveValue('');
    for (const name of ['Ordenar A | Z', 'Ordenar menor preço', 'Ordenar maior preço']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(cardNames()).toHaveLength(PAGE_SIZE);
  });
});

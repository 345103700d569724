import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FREE_SHIPPING_PROMO, pixOffText } from '../../rules/prices';
import { renderApp } from '../../test/renderApp';
import { allProducts, setLatencyOverride } from '../../test/fakeBackend';
import { productLabel } from '../../lib/text';
import { PAGE_SIZE } from './ProductCards';

/** The file's order in pt-BR collation: 'ÓCULOS' sorts with O, not after Z; one name's colours by colour. */
const BY_NAME = [
  'BATA BORDADA - BRANCO',
  'BLAZER ALONGADO - PRETO',
  'BLUSA OMBRO A OMBRO - VERMELHO',
  'BOLSA TRANSVERSAL - CARAMELO',
  'CALÇA JEANS RETA - AZUL JEANS',
  'CALÇA PANTALONA - PRETO',
  'CAMISA DE LINHO - AREIA',
  'CASACO DE LÃ - CAMEL',
  'CHEMISE DE VISCOSE - AREIA',
  'CHEMISE DE VISCOSE - MOSTARDA',
  'KIMONO ESTAMPADO - TERRACOTA',
  'MACACÃO UTILITÁRIO - VERDE MILITAR',
  'MACAQUINHO LISTRADO - AZUL CELESTE',
  'MACAQUINHO LISTRADO - VERMELHO',
  'ÓCULOS DE SOL GATINHO - TARTARUGA',
  'PULSEIRA DOURADA - DOURADO',
  'REGATA CANELADA - OFF WHITE',
  'REGATA CANELADA - VINHO',
  'SAIA PLISSADA - ROSA',
  'SHORT ALFAIATARIA - BEGE',
  'SUÉTER DE TRICÔ - CINZA MESCLA',
  'SUÉTER DE TRICÔ - LILÁS',
  'T-SHIRT BÁSICA - BRANCO',
  'T-SHIRT BÁSICA - CINZA MESCLA',
  'T-SHIRT BÁSICA - TERRACOTA',
  'TOP CROPPED - PRETO',
  'VESTIDO MIDI FLORAL - AZUL MARINHO',
  'VESTIDO MIDI FLORAL - VERDE',
];

/** Ascending current price; the colours of a style cost the same and keep the file's order. */
const BY_PRICE = [
  'TOP CROPPED - PRETO',
  'T-SHIRT BÁSICA - CINZA MESCLA',
  'T-SHIRT BÁSICA - BRANCO',
  'T-SHIRT BÁSICA - TERRACOTA',
  'REGATA CANELADA - OFF WHITE',
  'REGATA CANELADA - VINHO',
  'ÓCULOS DE SOL GATINHO - TARTARUGA',
  'PULSEIRA DOURADA - DOURADO',
  'BLUSA OMBRO A OMBRO - VERMELHO',
  'KIMONO ESTAMPADO - TERRACOTA',
  'SAIA PLISSADA - ROSA',
  'MACAQUINHO LISTRADO - AZUL CELESTE',
  'MACAQUINHO LISTRADO - VERMELHO',
  'BATA BORDADA - BRANCO',
  'SUÉTER DE TRICÔ - LILÁS',
  'SUÉTER DE TRICÔ - CINZA MESCLA',
  'VESTIDO MIDI FLORAL - AZUL MARINHO',
  'CAMISA DE LINHO - AREIA',
  'SHORT ALFAIATARIA - BEGE',
  'CHEMISE DE VISCOSE - MOSTARDA',
  'CHEMISE DE VISCOSE - AREIA',
  'VESTIDO MIDI FLORAL - VERDE',
  'CALÇA PANTALONA - PRETO',
  'CALÇA JEANS RETA - AZUL JEANS',
  'BOLSA TRANSVERSAL - CARAMELO',
  'MACACÃO UTILITÁRIO - VERDE MILITAR',
  'BLAZER ALONGADO - PRETO',
  'CASACO DE LÃ - CAMEL',
];

/** Descending current price; equal prices keep the file's order here too. */
const BY_PRICE_DESC = [
  'CASACO DE LÃ - CAMEL',
  'BLAZER ALONGADO - PRETO',
  'MACACÃO UTILITÁRIO - VERDE MILITAR',
  'BOLSA TRANSVERSAL - CARAMELO',
  'CALÇA JEANS RETA - AZUL JEANS',
  'CALÇA PANTALONA - PRETO',
  'VESTIDO MIDI FLORAL - VERDE',
  'CHEMISE DE VISCOSE - MOSTARDA',
  'CHEMISE DE VISCOSE - AREIA',
  'SHORT ALFAIATARIA - BEGE',
  'CAMISA DE LINHO - AREIA',
  'VESTIDO MIDI FLORAL - AZUL MARINHO',
  'SUÉTER DE TRICÔ - LILÁS',
  'SUÉTER DE TRICÔ - CINZA MESCLA',
  'BATA BORDADA - BRANCO',
  'MACAQUINHO LISTRADO - AZUL CELESTE',
  'MACAQUINHO LISTRADO - VERMELHO',
  'SAIA PLISSADA - ROSA',
  'KIMONO ESTAMPADO - TERRACOTA',
  'BLUSA OMBRO A OMBRO - VERMELHO',
  'PULSEIRA DOURADA - DOURADO',
  'ÓCULOS DE SOL GATINHO - TARTARUGA',
  'REGATA CANELADA - OFF WHITE',
  'REGATA CANELADA - VINHO',
  'T-SHIRT BÁSICA - CINZA MESCLA',
  'T-SHIRT BÁSICA - BRANCO',
  'T-SHIRT BÁSICA - TERRACOTA',
  'TOP CROPPED - PRETO',
];

async function findGrid() {
  return screen.findByRole('list', { name: 'Produtos' });
}

function cardHeadings(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

/** Every card, the pages after the first included ('Carregar mais'). */
async function allCardHeadings(grid: HTMLElement, user: UserEvent): Promise<string[]> {
  const more = screen.queryByRole('button', { name: 'Carregar mais' });
  if (more) await user.click(more);
  return cardHeadings(grid);
}

function card(grid: HTMLElement, label: string): HTMLElement {
  return within(grid).getByRole('link', { name: new RegExp(`^${label}`) });
}

describe('home page', () => {
  it('shows the loading text, then the catalogue as cards', async () => {
    setLatencyOverride(30);
    renderApp('/');
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    const grid = await findGrid();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    expect(within(grid).getByRole('link', { name: /VESTIDO MIDI FLORAL - VERDE/ })).toHaveAttribute(
      'href',
      '/product/VESTIDO%20MIDI%20FLORAL?cor=verde',
    );
  });

  it("shows a first page of cards, and the rest on 'Carregar mais': one card per catalogue entry", async () => {
    const { user } = renderApp('/');
    const grid = await findGrid();
    const total = allProducts().length;
    expect(total).toBeGreaterThan(PAGE_SIZE);
    expect(screen.getByText(`Mostrando ${PAGE_SIZE} de ${total} produtos`)).toHaveRole('status');
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(cardHeadings(grid)).toEqual(allProducts().map((p) => productLabel(p)));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it("Back from a card opened after 'Carregar mais' shows as many cards, scrolled as before, focus on that card", async () => {
    const { user, router } = renderApp('/');
    const grid = await findGrid();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const last = allProducts().at(-1)!;
    window.scrollTo(0, 2400);
    await user.click(card(grid, productLabel(last)));
    await screen.findByRole('button', { name: 'Adicionar produto à sacola' });
    window.scrollTo(0, 0);
    await router.navigate(-1);
    const again = await findGrid();
    expect(within(again).getAllByRole('listitem')).toHaveLength(allProducts().length);
    expect(card(again, productLabel(last))).toHaveFocus();
    expect(window.scrollY).toBe(2400);
  });

  it('a new visit to the home page (a link, not Back) starts again from the first page', async () => {
    const { user, router } = renderApp('/');
    const grid = await findGrid();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const last = allProducts().at(-1)!;
    await user.click(card(grid, productLabel(last)));
    await screen.findByRole('button', { name: 'Adicionar produto à sacola' });
    await router.navigate('/');
    expect(within(await findGrid()).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
  });

  // Each colour keeps its card, which says how many other colours there are.
  it("says '+1 cor' or '+2 cores' on the cards of a product in several colours, nothing on the others", async () => {
    renderApp('/');
    const grid = await findGrid();
    expect(within(card(grid, 'VESTIDO MIDI FLORAL - VERDE')).getByText('+1 cor')).toBeInTheDocument();
    expect(within(card(grid, 'VESTIDO MIDI FLORAL - AZUL MARINHO')).getByText('+1 cor')).toBeInTheDocument();
    expect(within(card(grid, 'T-SHIRT BÁSICA - CINZA MESCLA')).getByText('+2 cores')).toBeInTheDocument();
    expect(within(card(grid, 'CASACO DE LÃ - CAMEL')).queryByText(/cor/)).not.toBeInTheDocument();
  });

  it('keeps the catalogue order until a sort is chosen', async () => {
    renderApp('/');
    const grid = await findGrid();
    expect(cardHeadings(grid).slice(0, 3)).toEqual([
      'VESTIDO MIDI FLORAL - VERDE',
      'VESTIDO MIDI FLORAL - AZUL MARINHO',
      'REGATA CANELADA - OFF WHITE',
    ]);
    for (const name of ['Ordenar A | Z', 'Ordenar menor preço', 'Ordenar maior preço']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it("sorts by name with pt-BR collation on 'Ordenar A | Z'", async () => {
    const { user } = renderApp('/');
    const grid = await findGrid();
    await user.click(screen.getByRole('button', { name: 'Ordenar A | Z' }));
    expect(await allCardHeadings(grid, user)).toEqual(BY_NAME);
    expect(screen.getByRole('button', { name: 'Ordenar A | Z' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("sorts by ascending current price on 'Ordenar menor preço'", async () => {
    const { user } = renderApp('/');
    const grid = await findGrid();
    await user.click(screen.getByRole('button', { name: 'Ordenar menor preço' }));
    expect(await allCardHeadings(grid, user)).toEqual(BY_PRICE);
  });

  it("sorts by descending current price on 'Ordenar maior preço'", async () => {
    const { user } = renderApp('/');
    const grid = await findGrid();
    await user.click(screen.getByRole('button', { name: 'Ordenar maior preço' }));
    expect(await allCardHeadings(grid, user)).toEqual(BY_PRICE_DESC);
    expect(screen.getByRole('button', { name: 'Ordenar menor preço' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows the '{n}% Off' tag only on discounted cards", async () => {
    renderApp('/');
    const grid = await findGrid();
    // Every discounted product on the first page, from 12% to 55%.
    const discounted = allProducts()
      .slice(0, PAGE_SIZE)
      .filter((p) => p.discountPercent > 0);
    expect(within(grid).getAllByText(/^\d+% Off$/)).toHaveLength(discounted.length);
    expect(within(card(grid, 'VESTIDO MIDI FLORAL - VERDE')).getByText('12% Off')).toBeInTheDocument();
    expect(within(card(grid, 'TOP CROPPED - PRETO')).getByText('55% Off')).toBeInTheDocument();
    expect(within(card(grid, 'REGATA CANELADA - OFF WHITE')).queryByText(/% Off/)).not.toBeInTheDocument();
    expect(within(card(grid, 'CASACO DE LÃ - CAMEL')).queryByText(/% Off/)).not.toBeInTheDocument();
  });

  it('shows the struck old price and the current price when discounted, else a single price', async () => {
    renderApp('/');
    const grid = await findGrid();

    const discounted = card(grid, 'VESTIDO MIDI FLORAL - VERDE');
    const old = within(discounted).getByText(/^R\$\s299,90$/);
    expect(old.closest('s')).not.toBeNull();
    const current = within(discounted).getByText(/^R\$\s263,91$/);
    expect(current.closest('s')).toBeNull();

    const regular = card(grid, 'CASACO DE LÃ - CAMEL');
    expect(within(regular).getAllByText(/^R\$\s[\d.]+,\d\d$/)).toHaveLength(1);
    expect(
      within(regular)
        .getByText(/R\$\s1\.299,90/)
        .closest('s'),
    ).toBeNull();
  });

  it('opens the product page when a card is clicked', async () => {
    const { user, router } = renderApp('/');
    const grid = await findGrid();
    await user.click(card(grid, 'CASACO DE LÃ - CAMEL'));
    expect(await screen.findByRole('heading', { level: 1, name: 'CASACO DE LÃ - CAMEL' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/CASACO%20DE%20L%C3%83');
    expect(router.state.location.search).toBe('?cor=camel');
  });
});

describe('home banner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  function advance(ms: number) {
    act(() => {
      jest.advanceTimersByTime(ms);
    });
  }

  it('has 4 slides and advances every 3 s, wrapping around', async () => {
    renderApp('/');
    const banner = screen.getByRole('region', { name: 'Destaques' });
    const dots = within(banner).getAllByRole('button', { name: /^Mostrar destaque \d de 4$/ });
    expect(dots).toHaveLength(4);

    // The banners that state a price rule say it as the rule does (src/rules/prices.ts).
    const alts = ['Nova coleção', 'Até 55% off', FREE_SHIPPING_PROMO, `${pixOffText()} no PIX`, 'Nova coleção'];
    expect(within(banner).getByRole('img', { name: alts[0] })).toBeInTheDocument();
    for (const next of alts.slice(1)) {
      advance(2999);
      expect(within(banner).queryByRole('img', { name: next })).not.toBeInTheDocument();
      advance(1);
      expect(within(banner).getByRole('img', { name: next })).toBeInTheDocument();
      // Only the visible slide is exposed.
      expect(within(banner).getAllByRole('img')).toHaveLength(1);
    }
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/');
    const banner = screen.getByRole('region', { name: 'Destaques' });

    await user.hover(banner);
    advance(9000);
    expect(within(banner).getByRole('img', { name: 'Nova coleção' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Mostrar destaque 1 de 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.unhover(banner);
    advance(3000);
    expect(within(banner).getByRole('img', { name: 'Até 55% off' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Mostrar destaque 2 de 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('home banner: its pause button, words and calls to action', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  const advance = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
    });
  const banner = () => screen.getByRole('region', { name: 'Destaques' });
  const showing = () => within(banner()).getByRole('img').getAttribute('alt');

  it("'Pausar destaques' stops it for good, 'Retomar destaques' starts it again", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/');
    const pause = within(banner()).getByRole('button', { name: 'Pausar destaques' });
    await user.click(pause);
    // Pointer and focus leave the banner: it stays where the shopper stopped it.
    await user.unhover(banner());
    act(() => pause.blur());
    advance(9000);
    expect(showing()).toBe('Nova coleção');

    await user.click(within(banner()).getByRole('button', { name: 'Retomar destaques' }));
    await user.unhover(banner());
    act(() => pause.blur());
    advance(3000);
    expect(showing()).toBe('Até 55% off');
    expect(within(banner()).getByRole('button', { name: 'Pausar destaques' })).toBeInTheDocument();
  });
});

describe('home banner: its words', () => {
  it("tells each slide's message in words under the picture, the sale's with a link to the promotions", async () => {
    const { user, router } = renderApp('/');
    expect(
      within(screen.getByRole('region', { name: 'Destaques' })).getByText(/^Peças leves para todas as estações/),
    ).toBeVisible();
    // Only the slide shown is readable: the others are hidden, links included.
    expect(within(screen.getByRole('region', { name: 'Destaques' })).getAllByRole('link')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Destaques' })).getByRole('link', { name: 'Confira a coleção' }),
    ).toHaveAttribute('href', '/#produtos');

    await user.click(
      within(screen.getByRole('region', { name: 'Destaques' })).getByRole('button', {
        name: 'Mostrar destaque 2 de 4',
      }),
    );
    expect(
      within(screen.getByRole('region', { name: 'Destaques' })).getByText(/^Liquida Vitrine, em peças selecionadas/),
    ).toBeVisible();
    await user.click(
      within(screen.getByRole('region', { name: 'Destaques' })).getByRole('link', { name: 'Ver promoções' }),
    );
    expect(router.state.location.search).toBe('?promocao=1');
    expect(await screen.findByRole('checkbox', { name: 'Só promoções' })).toBeChecked();
    // Where the link promised: the grid, which takes the focus.
    expect(screen.getByRole('region', { name: 'Produtos' })).toHaveFocus();
  });
});

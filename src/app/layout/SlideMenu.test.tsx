import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';

/** Alphabetical by name (pt-BR), name capitalised, then ' - ' and the colour. */
const MENU = [
  'Bata bordada - Branco',
  'Blazer alongado - Preto',
  'Blusa ombro a ombro - Vermelho',
  'Bolsa transversal - Caramelo',
  'Calça jeans reta - Azul jeans',
  'Calça pantalona - Preto',
  'Camisa de linho - Areia',
  'Casaco de lã - Camel',
  'Chemise de viscose - Areia',
  'Chemise de viscose - Mostarda',
  'Kimono estampado - Terracota',
  'Macacão utilitário - Verde militar',
  'Macaquinho listrado - Azul celeste',
  'Macaquinho listrado - Vermelho',
  'Óculos de sol gatinho - Tartaruga',
  'Pulseira dourada - Dourado',
  'Regata canelada - Off white',
  'Regata canelada - Vinho',
  'Saia plissada - Rosa',
  'Short alfaiataria - Bege',
  'Suéter de tricô - Cinza mescla',
  'Suéter de tricô - Lilás',
  'T-shirt básica - Branco',
  'T-shirt básica - Cinza mescla',
  'T-shirt básica - Terracota',
  'Top cropped - Preto',
  'Vestido midi floral - Azul marinho',
  'Vestido midi floral - Verde',
];

async function openMenu() {
  const utils = renderApp('/');
  await screen.findByRole('list', { name: 'Produtos' });
  const opener = screen.getByRole('button', { name: 'Abrir menu' });
  await utils.user.click(opener);
  const menu = screen.getByRole('dialog', { name: 'Novidades' });
  return { ...utils, opener, menu };
}

describe('slide menu', () => {
  it('is on the page but closed at first', async () => {
    renderApp('/');
    await screen.findByRole('list', { name: 'Produtos' });
    // Hidden, so found among the inaccessible elements (its name is hidden with it).
    const menu = await screen.findByRole('dialog', { hidden: true });
    expect(menu).toHaveTextContent(/^Novidades/);
    expect(menu).not.toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Novidades' })).not.toBeInTheDocument();
  });

  it("opens as the 'Novidades' dialog listing products alphabetically as 'Name - Colour'", async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByRole('heading', { name: 'Novidades' })).toBeInTheDocument();
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual(MENU);
  });

  it('slides in and out in 0.4 s, and is hidden only once it has slid out', async () => {
    const { menu, user } = await openMenu();
    expect(getComputedStyle(menu).transition).toBe('transform 400ms ease,opacity 400ms ease,visibility 0s linear 0s');
    await user.click(within(menu).getByRole('button', { name: 'Fechar menu' }));
    expect(getComputedStyle(menu).transition).toBe(
      'transform 400ms ease,opacity 400ms ease,visibility 0s linear 400ms',
    );
  });

  it('moves focus into the menu when it opens', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByRole('button', { name: 'Fechar menu' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Novidades' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes with 'Fechar menu' and gives focus back to the opener", async () => {
    const { user, opener, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Fechar menu' }));
    expect(screen.queryByRole('dialog', { name: 'Novidades' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens the chosen product, in the chosen colour, and closes', async () => {
    const { user, router, menu } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: 'Vestido midi floral - Azul marinho' }));
    expect(router.state.location.pathname).toBe('/product/VESTIDO%20MIDI%20FLORAL');
    expect(router.state.location.search).toBe('?cor=azul-marinho');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'VESTIDO MIDI FLORAL - AZUL MARINHO' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Novidades' })).not.toBeInTheDocument();
  });
});

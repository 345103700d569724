import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';

async function openHome() {
  const utils = renderApp('/');
  await screen.findByRole('list', { name: 'Produtos' });
  return { ...utils, search: screen.getByRole('combobox', { name: 'Buscar produtos' }) };
}

function suggestions() {
  return screen.getByRole('listbox', { name: 'Sugestões' });
}

function optionNames(): string[] {
  return within(suggestions())
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/** The highlighted parts of an option, in order. */
function marks(option: HTMLElement): string[] {
  return Array.from(option.querySelectorAll('mark'), (mark) => mark.textContent ?? '');
}

describe('search suggestions', () => {
  it('lists no suggestions until something is typed', async () => {
    const { search, user } = await openHome();
    await user.click(search);
    expect(screen.queryByRole('listbox', { name: 'Sugestões' })).not.toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  it("offers CALÇA products for 'calca', with the matched part marked in the original spelling", async () => {
    const { search, user } = await openHome();
    await user.type(search, 'calca');
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(search).toHaveAttribute('aria-controls', suggestions().id);
    expect(optionNames()).toEqual(['CALÇA PANTALONA - PRETO', 'CALÇA JEANS RETA - AZUL JEANS']);
    for (const option of within(suggestions()).getAllByRole('option')) {
      expect(marks(option)).toEqual(['CALÇA']);
    }
  });

  it("finds ÓCULOS for 'oculos'", async () => {
    const { search, user } = await openHome();
    await user.type(search, 'oculos');
    const option = within(suggestions()).getByRole('option', { name: 'ÓCULOS DE SOL GATINHO - TARTARUGA' });
    expect(marks(option)).toEqual(['ÓCULOS']);
    expect(within(suggestions()).getAllByRole('option')).toHaveLength(1);
  });

  it("matches the colour too ('preto'), marking it", async () => {
    const { search, user } = await openHome();
    await user.type(search, 'preto');
    expect(optionNames()).toEqual(['TOP CROPPED - PRETO', 'CALÇA PANTALONA - PRETO', 'BLAZER ALONGADO - PRETO']);
    const option = within(suggestions()).getByRole('option', { name: 'BLAZER ALONGADO - PRETO' });
    expect(marks(option)).toEqual(['PRETO']);
  });

  it('moves the active option with ArrowDown/ArrowUp, wrapping through the typed text', async () => {
    const { search, user } = await openHome();
    await user.type(search, 'calca');
    const [pantalona, jeans] = within(suggestions()).getAllByRole('option');
    expect(search).not.toHaveAttribute('aria-activedescendant');
    expect(pantalona).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', pantalona!.id);
    expect(pantalona).toHaveAttribute('aria-selected', 'true');
    expect(jeans).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', jeans!.id);
    expect(jeans).toHaveAttribute('aria-selected', 'true');
    expect(pantalona).toHaveAttribute('aria-selected', 'false');

    // Past the last option: back to the typed text, nothing active.
    await user.keyboard('{ArrowDown}');
    expect(search).not.toHaveAttribute('aria-activedescendant');
    expect(within(suggestions()).queryAllByRole('option', { selected: true })).toHaveLength(0);

    await user.keyboard('{ArrowUp}');
    expect(search).toHaveAttribute('aria-activedescendant', jeans!.id);
    await user.keyboard('{ArrowUp}');
    expect(search).toHaveAttribute('aria-activedescendant', pantalona!.id);
    expect(search).toHaveValue('calca');
  });

  it('opens the active option’s product, colour included, on Enter', async () => {
    const { search, user, router } = await openHome();
    await user.type(search, 'calca');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/product/CAL%C3%87A%20JEANS%20RETA');
    expect(router.state.location.search).toBe('?cor=azul-jeans');
    expect(await screen.findByRole('heading', { level: 1, name: 'CALÇA JEANS RETA - AZUL JEANS' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'Sugestões' })).not.toBeInTheDocument();
  });

  it('opens /product/<text> on Enter when no option is active', async () => {
    const { search, user, router } = await openHome();
    await user.type(search, 'calca{Enter}');
    expect(router.state.location.pathname).toBe('/product/calca');
    expect(router.state.location.search).toBe('');
  });

  it('opens a product when an option is clicked', async () => {
    const { search, user, router } = await openHome();
    await user.type(search, 'vestido');
    await user.click(within(suggestions()).getByRole('option', { name: 'VESTIDO MIDI FLORAL - AZUL MARINHO' }));
    expect(router.state.location.pathname).toBe('/product/VESTIDO%20MIDI%20FLORAL');
    expect(router.state.location.search).toBe('?cor=azul-marinho');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'VESTIDO MIDI FLORAL - AZUL MARINHO' }),
    ).toBeInTheDocument();
  });

  it('closes the list on Escape, keeping the text, and Enter then searches the text', async () => {
    const { search, user, router } = await openHome();
    await user.type(search, 'calca{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Sugestões' })).not.toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).not.toHaveAttribute('aria-activedescendant');
    expect(search).toHaveValue('calca');

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/product/calca');
  });

  it('closes the list when the box loses focus', async () => {
    const { search, user } = await openHome();
    await user.type(search, 'saia');
    expect(suggestions()).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('listbox', { name: 'Sugestões' })).not.toBeInTheDocument();
  });
});

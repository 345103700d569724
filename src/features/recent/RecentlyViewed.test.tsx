import { screen, waitFor, within } from '@testing-library/react';
import { productLabel } from '../../lib/text';
import { memoryStorage } from '../../test/memoryStorage';
import { BATA, cartItem, REGATA, TOP, VESTIDO, VESTIDO_AZUL } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { makeStore } from '../../app/store';
import { logIn, shopperWith } from '../../test/shopper';
import { productPath } from '../products/productPath';
import { RECENT_KEY } from '../../app/persistence/recentlyViewed';
import { productViewed } from './recentSlice';

const shelf = () => screen.findByRole('region', { name: 'Vistos recentemente' });
const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Opens a product the way a shopper does: its card's link in the carousel under the page. */
async function openFromCarousel(user: ReturnType<typeof renderApp>['user'], product: typeof VESTIDO) {
  const related = await screen.findByRole('region', { name: 'Você também pode gostar' });
  let link = within(related).queryByRole('link', { name: new RegExp(`^${productLabel(product)}`) });
  // The carousel shows five at a time: move on until the card is there.
  while (!link) {
    await user.click(within(related).getByRole('button', { name: 'Próximos produtos' }));
    link = within(related).queryByRole('link', { name: new RegExp(`^${productLabel(product)}`) });
  }
  await user.click(link);
  await screen.findByRole('heading', { level: 1, name: productLabel(product) });
}

describe("'Vistos recentemente'", () => {
  it('lists the products opened before, newest first, without the one on screen; a reload keeps them', async () => {
    const storage = memoryStorage();
    const first = renderApp(productPath(VESTIDO), { storage });
    await screen.findByRole('heading', { level: 1, name: productLabel(VESTIDO) });
    // Nothing viewed before the first product: no shelf.
    expect(screen.queryByRole('region', { name: 'Vistos recentemente' })).not.toBeInTheDocument();

    await openFromCarousel(first.user, REGATA);
    await openFromCarousel(first.user, TOP);
    await waitFor(async () => expect(titles(await shelf())).toEqual([productLabel(REGATA), productLabel(VESTIDO)]));
    const top = within(await shelf()).getByRole('link', { name: new RegExp(`^${productLabel(REGATA)}`) });
    expect(top).toHaveAttribute('href', productPath(REGATA));
    expect(storage.getItem(RECENT_KEY)).toContain(TOP.id);
    first.unmount();

    // A reload: a new store on the same storage, another product opened.
    renderApp(productPath(BATA), { storage });
    await screen.findByRole('heading', { level: 1, name: productLabel(BATA) });
    await waitFor(async () =>
      expect(titles(await shelf())).toEqual([productLabel(TOP), productLabel(REGATA), productLabel(VESTIDO)]),
    );
  });

  it('keeps a product once however many of its colours were tried, and shows none of them on its own page', async () => {
    const storage = memoryStorage();
    const { user } = renderApp(productPath(REGATA), { storage });
    await screen.findByRole('heading', { level: 1, name: productLabel(REGATA) });
    await openFromCarousel(user, VESTIDO);
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Cor' })).getByRole('radio', { name: 'AZUL MARINHO' }),
    );
    await screen.findByRole('heading', { level: 1, name: productLabel(VESTIDO_AZUL) });
    // Neither colour of the dress on its own page: only the product before it.
    await waitFor(async () => expect(titles(await shelf())).toEqual([productLabel(REGATA)]));
    await waitFor(() =>
      expect(JSON.parse(storage.getItem(RECENT_KEY)!)).toMatchObject({ ids: [VESTIDO_AZUL.id, REGATA.id] }),
    );

    await openFromCarousel(user, TOP);
    // The dress once, in the colour seen last, with its other colour on its card.
    await waitFor(async () =>
      expect(titles(await shelf())).toEqual([productLabel(VESTIDO_AZUL), productLabel(REGATA)]),
    );
    expect(
      within(await shelf()).getByRole('link', { name: new RegExp(`^${productLabel(VESTIDO_AZUL)}`) }),
    ).toHaveTextContent('+1 cor');
  });

  it('shows on an empty cart, read back from the device', async () => {
    const storage = memoryStorage();
    storage.setItem(RECENT_KEY, JSON.stringify({ version: 1, ids: [TOP.id, 'gone_000', REGATA.id] }));
    const store = makeStore({ storage });
    await store.restored;
    logIn(store);
    renderApp('/cart', { store });
    await screen.findByText('Carrinho vazio!');
    // A product the catalogue no longer has is left out.
    await waitFor(async () => expect(titles(await shelf())).toEqual([productLabel(TOP), productLabel(REGATA)]));
  });

  it('waits beside lines in the cart until the last one is removed', async () => {
    const store = shopperWith(cartItem(VESTIDO, 'M'));
    store.dispatch(productViewed({ productId: TOP.id }));
    const { user } = renderApp('/cart', { store });
    const lines = await screen.findByRole('list', { name: 'Itens da sacola' });
    expect(screen.queryByRole('region', { name: 'Vistos recentemente' })).not.toBeInTheDocument();
    await user.click(within(lines).getByRole('button', { name: /^Remover/ }));
    await screen.findByText('Carrinho vazio!');
    expect(titles(await shelf())).toEqual([productLabel(TOP)]);
  });
});

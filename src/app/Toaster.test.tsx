import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { selectCartLines } from '../features/cart/cartSlice';
import { selectPendingToasts, toastShown } from '../features/ui/uiSlice';
import { CASACO, cartItem, REGATA, VESTIDO, type CartItem } from '../test/products';
import { renderApp } from '../test/renderApp';
import { shopperWith } from '../test/shopper';

const VESTIDO_M = cartItem(VESTIDO, 'M');
const REGATA_M = cartItem(REGATA, 'M');
const CASACO_P = cartItem(CASACO, 'P');

function cartWith(...items: CartItem[]) {
  const store = shopperWith(...items);
  // Only the toasts of what happens on screen: drop the set-up's login and 'adicionado' ones.
  for (const { id } of selectPendingToasts(store.getState())) store.dispatch(toastShown({ id }));
  return store;
}

function lineTitles(): string[] {
  return within(screen.getByRole('list', { name: 'Itens da sacola' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe("undoing a deletion with 'Desfazer'", () => {
  it('puts the line back in the same place, with its quantity', async () => {
    const { user, store } = renderApp('/cart', { store: cartWith(VESTIDO_M, REGATA_M, REGATA_M, CASACO_P) });
    await screen.findByRole('list', { name: 'Itens da sacola' });
    const before = lineTitles();
    expect(before).toEqual(['VESTIDO MIDI FLORAL - VERDE', 'REGATA CANELADA - OFF WHITE', 'CASACO DE LÃ - CAMEL']);

    await user.click(screen.getByRole('button', { name: 'Remover REGATA CANELADA - OFF WHITE, tamanho M' }));
    expect(lineTitles()).toEqual(['VESTIDO MIDI FLORAL - VERDE', 'CASACO DE LÃ - CAMEL']);
    expect(await screen.findByText('Produto removido da sacola.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sacola, 2 itens' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(lineTitles()).toEqual(before);
    expect(
      screen.getByRole('group', { name: 'Quantidade de REGATA CANELADA - OFF WHITE, tamanho M' }),
    ).toHaveTextContent(/^−2\+$/);
    expect(screen.getByRole('link', { name: 'Sacola, 4 itens' })).toBeInTheDocument();
    expect(selectCartLines(store.getState()).map((line) => line.sku)).toEqual([
      VESTIDO_M.sku,
      REGATA_M.sku,
      CASACO_P.sku,
    ]);
  });

  it('brings an emptied cart back from the last deletion', async () => {
    const { user } = renderApp('/cart', { store: cartWith(CASACO_P) });
    await screen.findByRole('list', { name: 'Itens da sacola' });
    await user.click(screen.getByRole('button', { name: 'Remover CASACO DE LÃ - CAMEL, tamanho P' }));
    expect(screen.getByText('Carrinho vazio!')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Desfazer' }));
    expect(lineTitles()).toEqual(['CASACO DE LÃ - CAMEL']);
    expect(screen.queryByText('Carrinho vazio!')).not.toBeInTheDocument();
  });

  it("the toast goes away once 'Desfazer' is used", async () => {
    const { user } = renderApp('/cart', { store: cartWith(VESTIDO_M, CASACO_P) });
    await screen.findByRole('list', { name: 'Itens da sacola' });
    await user.click(screen.getByRole('button', { name: 'Remover CASACO DE LÃ - CAMEL, tamanho P' }));
    const undo = await screen.findByRole('button', { name: 'Desfazer' });
    await user.click(undo);
    await waitForElementToBeRemoved(undo, { timeout: 3000 });
    expect(screen.queryByText('Produto removido da sacola.')).not.toBeInTheDocument();
  });
});

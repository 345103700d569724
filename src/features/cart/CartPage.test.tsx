import { screen, within } from '@testing-library/react';
import { setLatencyOverride } from '../../test/fakeBackend';
import { CASACO, cartItem, VESTIDO } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { selectCartLines } from './cartSlice';

const VESTIDO_VERDE_M = cartItem(VESTIDO, 'M'); // R$ 263,91
const VESTIDO_VERDE_G = cartItem(VESTIDO, 'G');
const CASACO_P = cartItem(CASACO, 'P'); // R$ 1.299,90

async function findLines() {
  return screen.findByRole('list', { name: 'Itens da sacola' });
}

function summary() {
  return screen.getByRole('region', { name: 'Resumo do Pedido' });
}

function lineFor(list: HTMLElement, title: string, size: string): HTMLElement {
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: title }) && within(li).queryByText(`Tamanho - ${size}`));
  if (!item) throw new Error(`no cart line for ${title}, size ${size}`);
  return item;
}

describe('cart page', () => {
  it('shows the loading text while the cart is fetched', async () => {
    setLatencyOverride(30);
    renderApp('/cart', { store: shopperWith(VESTIDO_VERDE_M) });
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(await findLines()).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  });

  it('lists each line with its price, installments and size, and sums the order', async () => {
    renderApp('/cart', { store: shopperWith(VESTIDO_VERDE_M, CASACO_P) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrinho de compras' })).toBeInTheDocument();
    const list = await findLines();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const vestido = lineFor(list, 'VESTIDO MIDI FLORAL - VERDE', 'M');
    expect(within(vestido).getByRole('img', { name: 'VESTIDO MIDI FLORAL - VERDE' })).toBeInTheDocument();
    expect(within(vestido).getByText(/^R\$\s263,91$/)).toBeInTheDocument();
    expect(within(vestido).getByText(/^(até )?3x (de )?R\$\s87,97 sem juros$/)).toBeInTheDocument();

    const casaco = lineFor(list, 'CASACO DE LÃ - CAMEL', 'P');
    expect(within(casaco).getByText(/^R\$\s1\.299,90$/)).toBeInTheDocument();
    expect(within(casaco).getByText(/^(até )?3x (de )?R\$\s433,30 sem juros$/)).toBeInTheDocument();

    const resumo = summary();
    expect(within(resumo).getByRole('heading', { name: 'Resumo do Pedido' })).toBeInTheDocument();
    expect(within(resumo).getByText('Total de items no carrinho: 2')).toBeInTheDocument();
    // 263,91 + 1.299,90
    expect(within(resumo).getByText(/^Valor total: R\$\s1\.563,81$/)).toBeInTheDocument();
    expect(screen.queryByText('Carrinho vazio!')).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum produto selecionado')).not.toBeInTheDocument();
  });

  it('counts units and sums every unit of a repeated line', async () => {
    renderApp('/cart', { store: shopperWith(VESTIDO_VERDE_M, VESTIDO_VERDE_M) });
    const list = await findLines();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(summary()).getByText('Total de items no carrinho: 2')).toBeInTheDocument();
    expect(within(summary()).getByText(/^Valor total: R\$\s527,82$/)).toBeInTheDocument();
  });

  it('deletes exactly the chosen line, even beside another size of the same product', async () => {
    const store = shopperWith(VESTIDO_VERDE_M, VESTIDO_VERDE_G, CASACO_P);
    const { user } = renderApp('/cart', { store });
    const list = await findLines();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remover VESTIDO MIDI FLORAL - VERDE, tamanho M' }));

    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByText('Tamanho - M')).not.toBeInTheDocument();
    expect(lineFor(list, 'VESTIDO MIDI FLORAL - VERDE', 'G')).toBeInTheDocument();
    expect(lineFor(list, 'CASACO DE LÃ - CAMEL', 'P')).toBeInTheDocument();
    expect(within(summary()).getByText('Total de items no carrinho: 2')).toBeInTheDocument();
    expect(within(summary()).getByText(/^Valor total: R\$\s1\.563,81$/)).toBeInTheDocument();
    expect(selectCartLines(store.getState()).map((line) => line.sku)).toEqual([VESTIDO_VERDE_G.sku, CASACO_P.sku]);
    expect(screen.getByRole('link', { name: 'Sacola, 2 itens' })).toBeInTheDocument();
  });

  it("shows 'Carrinho vazio!' and 'Nenhum produto selecionado' for an empty cart", async () => {
    renderApp('/cart', { store: shopperWith() });
    expect(await screen.findByText('Nenhum produto selecionado')).toBeInTheDocument();
    expect(within(summary()).getByText('Carrinho vazio!')).toBeInTheDocument();
    expect(within(summary()).getByText('Total de items no carrinho: 0')).toBeInTheDocument();
    expect(within(summary()).getByText(/^Valor total: R\$\s0,00$/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Itens da sacola' })).not.toBeInTheDocument();
  });

  it('becomes empty when the last line is deleted', async () => {
    const { user } = renderApp('/cart', { store: shopperWith(CASACO_P) });
    await findLines();
    await user.click(screen.getByRole('button', { name: 'Remover CASACO DE LÃ - CAMEL, tamanho P' }));
    expect(screen.getByText('Carrinho vazio!')).toBeInTheDocument();
    expect(screen.getByText('Nenhum produto selecionado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sacola' })).toHaveTextContent(/^$/);
  });
});

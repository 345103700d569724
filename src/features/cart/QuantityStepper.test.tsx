import { ThemeProvider } from '@emotion/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartItem, REGATA, VESTIDO } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { theme } from '../../theme/theme';
import { MAX_QUANTITY } from './cartLines';
import { quantityChanged, selectCartLines } from './cartSlice';
import { QuantityStepper } from './QuantityStepper';

const VESTIDO_VERDE_M = cartItem(VESTIDO, 'M'); // R$ 263,91
const REGATA_M = cartItem(REGATA, 'M'); // R$ 89,90

const VESTIDO_GROUP = 'Quantidade de VESTIDO MIDI FLORAL - VERDE, tamanho M';

/** The page's one polite region; the only status element on the cart page. */
const announcer = () => screen.getByRole('status');

function summary() {
  return screen.getByRole('region', { name: 'Resumo do Pedido' });
}

async function findStepper(name: string) {
  const group = await screen.findByRole('group', { name });
  return {
    group,
    quantity: () => within(group).getByText(/^\d+$/).textContent,
    minus: within(group).getByRole('button', { name: 'Diminuir quantidade' }),
    plus: within(group).getByRole('button', { name: 'Aumentar quantidade' }),
  };
}

describe('QuantityStepper on its own', () => {
  function renderStepper(quantity: number, max = 5) {
    const onChange = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <QuantityStepper
          label="SAIA - ROSA, tamanho 38"
          quantity={quantity}
          max={max}
          limitText="Limite de 5 unidades por produto"
          onChange={onChange}
        />
      </ThemeProvider>,
    );
    return { onChange, user: userEvent.setup() };
  }

  it('asks for one more and one less than the quantity shown', async () => {
    const { onChange, user } = renderStepper(3);
    const group = screen.getByRole('group', { name: 'Quantidade de SAIA - ROSA, tamanho 38' });
    expect(group).toHaveTextContent(/^−3\+$/);
    // Not a live region of its own: the page's announcer reads the change, once, with the line's name.
    expect(within(group).queryByRole('status')).not.toBeInTheDocument();
    expect(group.querySelector('[aria-live]')).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(within(group).getByRole('button', { name: 'Diminuir quantidade' }));
    expect(onChange.mock.calls).toEqual([[4], [2]]);
  });

  it('explains the limit only once it is reached', () => {
    renderStepper(4);
    expect(screen.getByRole('group')).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Limite de 5 unidades por produto')).not.toBeInTheDocument();
  });

  it('disables − at 1 and + at the maximum, and asks nothing of them', async () => {
    const { onChange, user } = renderStepper(1, 1);
    const minus = screen.getByRole('button', { name: 'Diminuir quantidade' });
    const plus = screen.getByRole('button', { name: 'Aumentar quantidade' });
    expect(minus).toBeDisabled();
    expect(plus).toBeDisabled();
    await user.click(minus);
    await user.click(plus);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('cart quantities', () => {
  it('adding the same product and size twice on the product page gives one line of 2', async () => {
    const { user, store } = renderApp('/product/VESTIDO%20MIDI%20FLORAL?cor=verde', { store: shopperWith() });
    await screen.findByRole('heading', { level: 1, name: 'VESTIDO MIDI FLORAL - VERDE' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), 'M');
    const add = screen.getByRole('button', { name: 'Adicionar produto à sacola' });
    await user.click(add);
    await user.click(add);
    expect(screen.getByRole('link', { name: 'Sacola, 2 itens' })).toHaveTextContent(/^2$/);

    await user.click(screen.getByRole('link', { name: 'Sacola, 2 itens' }));
    const list = await screen.findByRole('list', { name: 'Itens da sacola' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const stepper = await findStepper(VESTIDO_GROUP);
    expect(stepper.quantity()).toBe('2');
    expect(within(summary()).getByText('Total de items no carrinho: 2')).toBeInTheDocument();
    expect(within(summary()).getByText(/^Valor total: R\$\s527,82$/)).toBeInTheDocument();
    expect(selectCartLines(store.getState())).toEqual([
      { productId: VESTIDO_VERDE_M.productId, size: 'M', sku: VESTIDO_VERDE_M.sku, quantity: 2 },
    ]);
  });

  it("'+' and '−' change the line, the badge, the unit count and the total to the cent", async () => {
    const { user } = renderApp('/cart', { store: shopperWith(VESTIDO_VERDE_M, REGATA_M) });
    const stepper = await findStepper(VESTIDO_GROUP);
    expect(stepper.quantity()).toBe('1');
    expect(within(summary()).getByText(/^Valor total: R\$\s353,81$/)).toBeInTheDocument();

    await user.click(stepper.plus);
    await user.click(stepper.plus);
    expect(stepper.quantity()).toBe('3');
    // Read out once, with the line it belongs to.
    expect(announcer()).toHaveTextContent(/^VESTIDO MIDI FLORAL - VERDE, tamanho M: 3 unidades$/);
    expect(screen.getByRole('link', { name: 'Sacola, 4 itens' })).toHaveTextContent(/^4$/);
    expect(within(summary()).getByText('Total de items no carrinho: 4')).toBeInTheDocument();
    // 3 × 263,91 + 89,90
    expect(within(summary()).getByText(/^Valor total: R\$\s881,63$/)).toBeInTheDocument();

    await user.click(stepper.minus);
    expect(stepper.quantity()).toBe('2');
    expect(announcer()).toHaveTextContent(/^VESTIDO MIDI FLORAL - VERDE, tamanho M: 2 unidades$/);
    expect(screen.getByRole('link', { name: 'Sacola, 3 itens' })).toBeInTheDocument();
    expect(within(summary()).getByText('Total de items no carrinho: 3')).toBeInTheDocument();
    expect(within(summary()).getByText(/^Valor total: R\$\s617,72$/)).toBeInTheDocument();

    // The other line is untouched.
    const regata = await findStepper('Quantidade de REGATA CANELADA - OFF WHITE, tamanho M');
    expect(regata.quantity()).toBe('1');
  });

  it("disables '−' at 1, so the line is only removed by its delete button", async () => {
    const { user, store } = renderApp('/cart', { store: shopperWith(VESTIDO_VERDE_M, VESTIDO_VERDE_M) });
    const stepper = await findStepper(VESTIDO_GROUP);
    expect(stepper.minus).toBeEnabled();
    await user.click(stepper.minus);
    expect(stepper.quantity()).toBe('1');
    expect(stepper.minus).toBeDisabled();
    await user.click(stepper.minus);
    expect(selectCartLines(store.getState())).toEqual([
      expect.objectContaining({ sku: VESTIDO_VERDE_M.sku, quantity: 1 }),
    ]);
    expect(screen.getByRole('list', { name: 'Itens da sacola' })).toBeInTheDocument();
  });

  it(`disables '+' at MAX_QUANTITY (${MAX_QUANTITY})`, async () => {
    const store = shopperWith(REGATA_M);
    act(() => {
      store.dispatch(quantityChanged({ sku: REGATA_M.sku, quantity: MAX_QUANTITY - 1, label: 'REGATA' }));
    });
    const { user } = renderApp('/cart', { store });
    const stepper = await findStepper('Quantidade de REGATA CANELADA - OFF WHITE, tamanho M');
    expect(stepper.plus).toBeEnabled();
    await user.click(stepper.plus);
    expect(stepper.quantity()).toBe(String(MAX_QUANTITY));
    expect(stepper.plus).toBeDisabled();
    // Why '+' is off, in words, and read with the stepper.
    expect(stepper.group).toHaveAccessibleDescription('Limite de 10 unidades por produto');
    expect(stepper.plus).toHaveAccessibleDescription('Limite de 10 unidades por produto');
    expect(screen.getByText('Limite de 10 unidades por produto')).toBeVisible();
    await user.click(stepper.plus);
    expect(within(summary()).getByText(`Total de items no carrinho: ${MAX_QUANTITY}`)).toBeInTheDocument();
    expect(within(summary()).getByText(/^Valor total: R\$\s899,00$/)).toBeInTheDocument();
  });
});

import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../rules/prices';
import { cartItem, REGATA } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { theme } from '../../theme/theme';
import { CartSummary } from './CartSummary';

/** Accessible names keep the no-break space Intl puts after R$. */
const brl = (text: string) => text.replace('R$ ', 'R$\u00a0');

function renderSummary(totalCents: number, count = 1) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <CartSummary count={count} totalCents={totalCents} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return screen.getByRole('region', { name: 'Resumo do Pedido' });
}

describe("'Finalizar compra' (issue 23)", () => {
  it('leads to /checkout when the cart has lines', () => {
    const link = within(renderSummary(8990)).getByRole('link', { name: 'Finalizar compra' });
    expect(link).toHaveAttribute('href', '/checkout');
  });

  it('is absent when the cart has none', () => {
    expect(within(renderSummary(0, 0)).queryByRole('link', { name: 'Finalizar compra' })).not.toBeInTheDocument();
  });
});

describe('free-shipping progress in the summary', () => {
  it('shows no shipping progress for an empty cart', () => {
    const summary = renderSummary(0, 0);
    expect(within(summary).queryByText(/^Faltam/)).not.toBeInTheDocument();
    expect(within(summary).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    [8990, 1, 'Faltam R$ 109,11 para frete grátis'],
    [17980, 2, 'Faltam R$ 19,21 para frete grátis'],
  ])('at %i cents (%i items) says %p', (total, count, text) => {
    const summary = renderSummary(total, count);
    expect(within(summary).getByText(text)).toBeInTheDocument();
    expect(within(summary).queryByText('Frete grátis!')).not.toBeInTheDocument();
  });

  it.each([
    [0, '0'],
    [8990, '45'],
    [17980, '90'],
  ])('fills the progress bar, named by the missing amount, to %i cents → %s%%', (total, value) => {
    const summary = renderSummary(total, 1);
    const bar = within(summary).getByRole('progressbar', { name: /^Faltam R\$\s[\d,.]+ para frete grátis$/ });
    expect(bar).toHaveAttribute('max', '100');
    expect(bar).toHaveAttribute('value', value);
  });

  it('still charges shipping at exactly R$ 199,00 (free is above R$ 199)', () => {
    const summary = renderSummary(FREE_SHIPPING_THRESHOLD_CENTS);
    expect(within(summary).getByText('Faltam R$ 0,01 para frete grátis')).toBeInTheDocument();
    expect(within(summary).getByRole('progressbar')).toHaveAttribute('value', '100');
    expect(within(summary).queryByText('Frete grátis!')).not.toBeInTheDocument();
  });

  it("says 'Frete grátis!' from R$ 199,01, with no progress bar", () => {
    const summary = renderSummary(FREE_SHIPPING_THRESHOLD_CENTS + 1);
    expect(within(summary).getByText('Frete grátis!')).toBeInTheDocument();
    expect(within(summary).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(summary).queryByText(/^Faltam/)).not.toBeInTheDocument();
  });
});

describe('free-shipping progress in the cart', () => {
  it('follows the quantity until shipping is free', async () => {
    // REGATA CANELADA - OFF WHITE, R$ 89,90
    const { user } = renderApp('/cart', { store: shopperWith(cartItem(REGATA, 'M')) });
    const group = await screen.findByRole('group', { name: 'Quantidade de REGATA CANELADA - OFF WHITE, tamanho M' });
    const summary = screen.getByRole('region', { name: 'Resumo do Pedido' });
    const plus = within(group).getByRole('button', { name: 'Aumentar quantidade' });

    expect(
      within(summary).getByRole('progressbar', { name: brl('Faltam R$ 109,11 para frete grátis') }),
    ).toHaveAttribute('value', '45');

    await user.click(plus); // R$ 179,80
    expect(
      within(summary).getByRole('progressbar', { name: brl('Faltam R$ 19,21 para frete grátis') }),
    ).toHaveAttribute('value', '90');

    await user.click(plus); // R$ 269,70
    expect(within(summary).getByText('Frete grátis!')).toBeInTheDocument();
    expect(within(summary).queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Diminuir quantidade' }));
    expect(within(summary).getByText('Faltam R$ 19,21 para frete grátis')).toBeInTheDocument();
  });
});

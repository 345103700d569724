import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { formatCents } from '../../lib/money';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../rules/prices';
import { asShown } from '../../test/figures';
import { cartItem, REGATA } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { theme } from '../../theme/theme';
import { CartSummary } from './CartSummary';

const THRESHOLD = FREE_SHIPPING_THRESHOLD_CENTS;
const REGATA_CENTS = REGATA.actualPriceCents;
/** How many units of REGATA (M) pass the threshold: one fewer still pays shipping. */
const UNITS_TO_FREE = Math.floor(THRESHOLD / REGATA_CENTS) + 1;
/** 'Faltam R$ 109,11 para frete grátis': shipping is free above the threshold, so one cent past it. */
const missing = (totalCents: number) => `Faltam ${formatCents(THRESHOLD + 1 - totalCents)} para frete grátis`;
/** The bar's value: how far the total is towards the threshold, in whole percent. */
const percent = (totalCents: number) => String(Math.round((100 * totalCents) / THRESHOLD));
/** Totals of 1 unit of REGATA and of the most units still under the threshold. */
const UNDER = [1, UNITS_TO_FREE - 1].map((units) => [units * REGATA_CENTS, units] as const);

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

describe("'Finalizar compra'", () => {
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

  it.each(UNDER)('at %i cents (%i items) says what is missing', (total, count) => {
    const summary = renderSummary(total, count);
    expect(within(summary).getByText(asShown(missing(total)))).toBeInTheDocument();
    expect(within(summary).queryByText('Frete grátis!')).not.toBeInTheDocument();
  });

  it.each([0, ...UNDER.map(([total]) => total)])(
    'fills the progress bar, named by the missing amount, to %i cents',
    (total) => {
      const summary = renderSummary(total, 1);
      const bar = within(summary).getByRole('progressbar', { name: /^Faltam R\$\s[\d,.]+ para frete grátis$/ });
      expect(bar).toHaveAttribute('max', '100');
      expect(bar).toHaveAttribute('value', percent(total));
    },
  );

  it('still charges shipping at exactly the threshold (free is above it)', () => {
    const summary = renderSummary(FREE_SHIPPING_THRESHOLD_CENTS);
    expect(within(summary).getByText('Faltam R$ 0,01 para frete grátis')).toBeInTheDocument();
    expect(within(summary).getByRole('progressbar')).toHaveAttribute('value', '100');
    expect(within(summary).queryByText('Frete grátis!')).not.toBeInTheDocument();
  });

  it("says 'Frete grátis!' one cent above the threshold, with no progress bar", () => {
    const summary = renderSummary(FREE_SHIPPING_THRESHOLD_CENTS + 1);
    expect(within(summary).getByText('Frete grátis!')).toBeInTheDocument();
    expect(within(summary).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(summary).queryByText(/^Faltam/)).not.toBeInTheDocument();
  });
});

describe('free-shipping progress in the cart', () => {
  it('follows the quantity until shipping is free', async () => {
    const { user } = renderApp('/cart', { store: shopperWith(cartItem(REGATA, 'M')) });
    const group = await screen.findByRole('group', { name: 'Quantidade de REGATA CANELADA - OFF WHITE, tamanho M' });
    const summary = screen.getByRole('region', { name: 'Resumo do Pedido' });
    const plus = within(group).getByRole('button', { name: 'Aumentar quantidade' });

    // Accessible names keep the no-break space Intl puts after R$, as missing() writes it.
    for (let units = 1; units < UNITS_TO_FREE; units += 1) {
      const total = units * REGATA_CENTS;
      expect(within(summary).getByRole('progressbar', { name: missing(total) })).toHaveAttribute(
        'value',
        percent(total),
      );
      await user.click(plus);
    }
    expect(within(summary).getByText('Frete grátis!')).toBeInTheDocument();
    expect(within(summary).queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Diminuir quantidade' }));
    const under = (UNITS_TO_FREE - 1) * REGATA_CENTS;
    expect(within(summary).getByText(asShown(missing(under)))).toBeInTheDocument();
  });
});

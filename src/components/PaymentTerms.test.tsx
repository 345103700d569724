import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import { formatCents } from '../lib/money';
import { pixOffText } from '../rules/prices';
import { pixPriceCents } from '../rules/totals';
import { asShown } from '../test/figures';
import { cartItem, REGATA, VESTIDO } from '../test/products';
import { renderApp } from '../test/renderApp';
import { shopperWith } from '../test/shopper';
import { theme } from '../theme/theme';
import { PaymentTerms } from './PaymentTerms';

/** 'R$ 250,71 no PIX (5% off)': a price at the rule's PIX discount, as the page reads. */
const pixTerms = (cents: number) => asShown(`${formatCents(pixPriceCents(cents))} no PIX (${pixOffText()})`);

/** VESTIDO MIDI FLORAL - VERDE costs R$ 263,91, in 3x R$ 87,97 by the catalogue. */
const VESTIDO_INSTALLMENTS = 'até 3x de R$ 87,97 sem juros';
const VESTIDO_PIX = pixTerms(VESTIDO.actualPriceCents);

describe('PaymentTerms', () => {
  it('shows the installments and the PIX price, rounded to the cent', () => {
    render(
      <ThemeProvider theme={theme}>
        <PaymentTerms priceCents={129990} installments={{ count: 3, amountCents: 43330 }} />
      </ThemeProvider>,
    );
    expect(screen.getByText('até 3x de R$ 433,30 sem juros')).toBeInTheDocument();
    // Rounded to the cent as the rule rounds (src/rules/totals.test.ts: 1.234,905 → 1.234,91 at 5%).
    expect(screen.getByText(pixTerms(129990))).toBeInTheDocument();
  });

  it('says one payment as Brazilian shops do: à vista, not 1x sem juros', () => {
    render(
      <ThemeProvider theme={theme}>
        <PaymentTerms priceCents={8990} installments={{ count: 1, amountCents: 8990 }} />
      </ThemeProvider>,
    );
    expect(screen.getByText('R$ 89,90 à vista')).toBeInTheDocument();
    expect(screen.queryByText(/1x|sem juros/)).not.toBeInTheDocument();
  });

  it('never rounds a one-cent price down to nothing', () => {
    render(
      <ThemeProvider theme={theme}>
        <PaymentTerms priceCents={1} installments={{ count: 1, amountCents: 1 }} />
      </ThemeProvider>,
    );
    expect(screen.getByText('R$ 0,01 à vista')).toBeInTheDocument();
    expect(screen.getByText(pixTerms(1))).toBeInTheDocument();
    expect(screen.queryByText(/R\$\s0,00/)).not.toBeInTheDocument();
  });
});

describe('installments and PIX everywhere', () => {
  it('on the product card', async () => {
    renderApp('/');
    const grid = await screen.findByRole('list', { name: 'Produtos' });
    const card = within(grid).getByRole('link', { name: /^VESTIDO MIDI FLORAL - VERDE/ });
    expect(within(card).getByText(VESTIDO_INSTALLMENTS)).toBeInTheDocument();
    expect(within(card).getByText(VESTIDO_PIX)).toBeInTheDocument();
    // Not on sale: nothing to pay in installments.
    const pulseira = within(grid).getByRole('link', { name: /^PULSEIRA DOURADA - DOURADO/ });
    expect(within(pulseira).queryByText(/no PIX/)).not.toBeInTheDocument();
  });

  it('on the product page', async () => {
    renderApp('/product/VESTIDO%20MIDI%20FLORAL?cor=verde');
    const title = await screen.findByRole('heading', { level: 1, name: 'VESTIDO MIDI FLORAL - VERDE' });
    const detail = title.closest('article')!;
    expect(within(detail).getByText(VESTIDO_INSTALLMENTS)).toBeInTheDocument();
    expect(within(detail).getByText(VESTIDO_PIX)).toBeInTheDocument();
  });

  it('on a cart line, with the PIX total in the summary', async () => {
    const vestidoM = cartItem(VESTIDO, 'M');
    renderApp('/cart', { store: shopperWith(vestidoM, vestidoM, cartItem(REGATA, 'M')) });

    const list = await screen.findByRole('list', { name: 'Itens da sacola' });
    const vestido = within(list)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('heading', { name: 'VESTIDO MIDI FLORAL - VERDE' }))!;
    // The line shows the unit's terms, whatever the quantity.
    expect(within(vestido).getByText(VESTIDO_INSTALLMENTS)).toBeInTheDocument();
    expect(within(vestido).getByText(VESTIDO_PIX)).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Resumo do Pedido' });
    const total = 2 * VESTIDO.actualPriceCents + REGATA.actualPriceCents;
    expect(within(summary).getByText(asShown(`Valor total: ${formatCents(total)}`))).toBeInTheDocument();
    expect(within(summary).getByText(`ou ${pixTerms(total)}`)).toBeInTheDocument();
  });

  it('offers no PIX total for an empty cart', async () => {
    renderApp('/cart', { store: shopperWith() });
    const summary = await screen.findByRole('region', { name: 'Resumo do Pedido' });
    expect(within(summary).getByText('Carrinho vazio!')).toBeInTheDocument();
    expect(within(summary).queryByText(/no PIX/)).not.toBeInTheDocument();
  });
});

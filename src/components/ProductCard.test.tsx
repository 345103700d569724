import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Product } from '../api/types';
import { formatCents } from '../lib/money';
import { pixOffText } from '../rules/prices';
import { pixPriceCents } from '../rules/totals';
import { exactly } from '../test/figures';
import { REGATA, VESTIDO } from '../test/products';
import { theme } from '../theme/theme';
import { ProductCard } from './ProductCard';

function renderCard(product: Product, colourCount?: number) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <ProductCard product={product} to="/produto" colourCount={colourCount} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return screen.getByRole('link');
}

// The card's heading names its link; the picture inside says nothing more.
describe('a product card read by a screen reader', () => {
  it('says the product once, first, then its discount and prices', () => {
    const link = renderCard(VESTIDO);
    const pix = `${formatCents(pixPriceCents(VESTIDO.actualPriceCents))} no PIX (${pixOffText()})`;
    expect(link).toHaveAccessibleName(
      exactly(`VESTIDO MIDI FLORAL - VERDE 12% Off De R$ 299,90 por R$ 263,91 até 3x de R$ 87,97 sem juros ${pix}`),
    );
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });

  it('keeps a missing picture’s placeholder out of the name too', () => {
    const link = renderCard({ ...REGATA, image: '' });
    expect(link).toHaveAccessibleName(/^REGATA CANELADA - OFF WHITE R\$\s89,90 R\$\s89,90 à vista/);
    expect(link).not.toHaveAccessibleName(/Imagem indisponível/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

// A card says how many other colours its product comes in.
describe("a card's other colours", () => {
  it.each([
    [2, '+1 cor'],
    [3, '+2 cores'],
  ])('says %i colours as %j, after the name', (count, text) => {
    const link = renderCard(REGATA, count);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(link).toHaveAccessibleName(new RegExp(`^REGATA CANELADA - OFF WHITE \\${text} R\\$`));
  });

  it('says nothing of colours for a product in one colour', () => {
    const link = renderCard(REGATA, 1);
    expect(link).not.toHaveTextContent(/\+\d+ cor/);
    expect(link).toHaveAccessibleName(/^REGATA CANELADA - OFF WHITE R\$/);
  });
});

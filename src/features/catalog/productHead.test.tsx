import { screen, waitFor, within } from '@testing-library/react';
import { SHOP_DESCRIPTION } from '../../components/usePageDescription';
import { SHOP_TITLE } from '../../components/usePageTitle';
import { formatCents } from '../../lib/money';
import { productLabel } from '../../lib/text';
import { renderApp } from '../../test/renderApp';
import { CASACO, PULSEIRA, VESTIDO } from '../../test/products';
import { productDescription } from './productHead';
import { productPath } from '../products/productPath';

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('a product page’s head in the browser', () => {
  beforeEach(() => {
    // As public/index.html has it (the template test below pins the text).
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = SHOP_DESCRIPTION;
    document.head.append(meta);
  });
  afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

  it('names the product opened, then the next one opened from the carousel, then the shop again', async () => {
    const { user } = renderApp(productPath(CASACO));
    await screen.findByRole('heading', { level: 1, name: productLabel(CASACO) });
    expect(document.title).toBe(`${productLabel(CASACO)} | Vitrine`);
    expect(description()).toBe(productDescription(CASACO));

    const related = screen.getByRole('region', { name: 'Você também pode gostar' });
    await user.click(within(related).getAllByRole('link', { name: new RegExp(`^${productLabel(VESTIDO)}`) })[0]!);
    await screen.findByRole('heading', { level: 1, name: productLabel(VESTIDO) });
    expect(document.title).toBe(`${productLabel(VESTIDO)} | Vitrine`);
    expect(description()).toBe(productDescription(VESTIDO));

    await user.click(screen.getByRole('link', { name: 'Vitrine, página inicial' }));
    await waitFor(() => expect(document.title).toBe(SHOP_TITLE));
    expect(description()).toBe(SHOP_DESCRIPTION);
  });

  it('gives an unknown product the shop’s description', async () => {
    renderApp('/product/nada-disso');
    await screen.findByRole('heading', { level: 1, name: 'Ops! Produto não encontrado' });
    expect(description()).toBe(SHOP_DESCRIPTION);
  });
});

describe('productDescription', () => {
  it('states the price, parcels and the sizes that can be bought', () => {
    const text = productDescription(VESTIDO);
    expect(text.startsWith(`${productLabel(VESTIDO)} por ${formatCents(VESTIDO.actualPriceCents)}, `)).toBe(true);
    const { count, amountCents } = VESTIDO.installments;
    expect(text).toContain(`até ${count}x de ${formatCents(amountCents)} sem juros`);
    const sizes = VESTIDO.sizes.filter((size) => size.available).map((size) => size.size);
    expect(text.endsWith(`Tamanhos: ${sizes.join(', ')}.`)).toBe(true);
  });

  it('says a product off sale is not available, and a sold-out one is sold out', () => {
    expect(productDescription(PULSEIRA)).toBe(`${productLabel(PULSEIRA)}: Produto não está disponivel no momento.`);
    const soldOut = { ...CASACO, sizes: CASACO.sizes.map((size) => ({ ...size, available: false })) };
    expect(productDescription(soldOut).endsWith('Esgotado.')).toBe(true);
  });
});

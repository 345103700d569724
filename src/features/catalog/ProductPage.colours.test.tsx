import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../../api/types';
import { formatCents } from '../../lib/money';
import { productLabel } from '../../lib/text';
import { allProducts, setLatencyOverride } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { CASACO, REGATA, TSHIRT, VESTIDO, VESTIDO_AZUL } from '../../test/products';
import { catalogApi } from '../products/catalogApi';
import { productPath } from '../products/productPath';

// Products that share a style are one product in several colours, chosen on its page.

const colourOf = (product: Product, color: string) =>
  allProducts().find((p) => p.style === product.style && p.color === color)!;
const TSHIRT_BRANCO = colourOf(TSHIRT, 'BRANCO');
const TSHIRT_TERRACOTA = colourOf(TSHIRT, 'TERRACOTA');

const colourGroup = () => screen.getByRole('radiogroup', { name: 'Cor' });
const colourRadio = (name: string) => within(colourGroup()).getByRole('radio', { name });
const sizeSelect = () => screen.getByRole('combobox', { name: 'Tamanho' });
const detail = () => screen.getByRole('heading', { level: 1 }).closest('article')!;
/** A price as the page reads it: Testing Library's text matching makes the no-break space a space. */
const price = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

async function openProduct(product: Product) {
  const rendered = renderApp(productPath(product));
  await screen.findByRole('heading', { level: 1, name: productLabel(product) });
  return rendered;
}

describe("a product's colours on its page", () => {
  it('offers every colour of the product, the one shown checked', async () => {
    await openProduct(TSHIRT);
    const radios = within(colourGroup()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['cinza-mescla', 'branco', 'terracota']);
    expect(colourRadio('CINZA MESCLA')).toBeChecked();
  });

  it('offers no colour choice for a product in one colour', async () => {
    await openProduct(CASACO);
    expect(screen.queryByRole('radiogroup', { name: 'Cor' })).not.toBeInTheDocument();
  });

  it('switches the image, prices and address at once, keeps the size, and asks the server in the background', async () => {
    const { user, router, store } = await openProduct(VESTIDO);
    await user.selectOptions(sizeSelect(), 'M');
    // Every answer now takes a while: a loading screen would show.
    setLatencyOverride(50);

    await user.click(colourRadio('AZUL MARINHO'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(productLabel(VESTIDO_AZUL));
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    expect(within(detail()).getByRole('img', { name: productLabel(VESTIDO_AZUL) })).toHaveAttribute(
      'src',
      VESTIDO_AZUL.image,
    );
    expect(within(detail()).getByText(price(VESTIDO_AZUL.actualPriceCents))).toBeInTheDocument();
    expect(within(detail()).queryByText(price(VESTIDO.actualPriceCents))).not.toBeInTheDocument();
    expect(sizeSelect()).toHaveValue('M');
    expect(colourRadio('AZUL MARINHO')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/product/VESTIDO%20MIDI%20FLORAL');
    expect(router.state.location.search).toBe('?cor=azul-marinho');

    // The server's answer for the new address arrives later and changes nothing on screen.
    const asked = catalogApi.endpoints.getProduct.select({ name: VESTIDO_AZUL.name, color: 'azul-marinho' });
    await waitFor(() => expect(asked(store.getState()).data?.id).toBe(VESTIDO_AZUL.id));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(productLabel(VESTIDO_AZUL));
    expect(sizeSelect()).toHaveValue('M');
  });

  it('leaves the size unchosen in a colour that has it sold out, and brings it back with a colour that has it', async () => {
    const { user } = await openProduct(VESTIDO);
    expect(VESTIDO_AZUL.sizes.find((s) => s.size === 'P')?.available).toBe(false);
    await user.selectOptions(sizeSelect(), 'P');
    await user.click(colourRadio('AZUL MARINHO'));
    expect(sizeSelect()).toHaveDisplayValue('Selecione um tamanho');
    await user.click(colourRadio('VERDE'));
    expect(sizeSelect()).toHaveValue('P');
  });

  it("says 'Esgotado' for a colour sold out in every size, offers the others and 'Avise-me', and no add to the bag", async () => {
    const { user } = await openProduct(REGATA);
    await user.click(colourRadio('VINHO (esgotado)'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('REGATA CANELADA - VINHO');
    const others = allProducts()
      .filter((p) => p.style === REGATA.style && p.color !== 'VINHO')
      .map((p) => p.color);
    const notice = within(detail()).getByRole('status');
    expect(notice).toHaveTextContent(/^Esgotado nesta cor\./);
    for (const colour of others) expect(notice).toHaveTextContent(colour);
    expect(screen.queryByRole('button', { name: 'Adicionar produto à sacola' })).not.toBeInTheDocument();
    // Its sizes can still be chosen, each to be told when it comes back.
    const sizes = screen.getByRole('combobox', { name: 'Tamanho' });
    await user.selectOptions(sizes, within(sizes).getAllByRole('option')[1]!);
    expect(await screen.findByRole('button', { name: 'Avise-me quando chegar' })).toBeInTheDocument();
    await user.click(colourRadio(others[0]!));
    expect(screen.getByRole('button', { name: 'Adicionar produto à sacola' })).toBeInTheDocument();
  });
});

describe('Back after choosing colours', () => {
  it('returns to the colour the page was opened in, however many were tried', async () => {
    const { user, router } = await openProduct(TSHIRT);
    const opened = router.state.location;
    await user.click(colourRadio('BRANCO'));
    expect(router.state.historyAction).toBe('PUSH');
    await user.click(colourRadio('TERRACOTA'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe(`?cor=${TSHIRT_TERRACOTA.colorSlug}`);

    await router.navigate(-1);
    expect(router.state.location.key).toBe(opened.key);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(productLabel(TSHIRT));
    expect(colourRadio('CINZA MESCLA')).toBeChecked();
  });

  it('is where choosing the opened colour again goes, so Back then leaves the product', async () => {
    const { user, router } = renderApp('/');
    await router.navigate(productPath(TSHIRT));
    await screen.findByRole('heading', { level: 1, name: productLabel(TSHIRT) });
    const opened = router.state.location;
    await user.click(colourRadio('BRANCO'));
    expect(router.state.location.search).toBe(`?cor=${TSHIRT_BRANCO.colorSlug}`);
    await user.click(colourRadio('CINZA MESCLA'));
    await waitFor(() => expect(router.state.location.key).toBe(opened.key));
    expect(colourRadio('CINZA MESCLA')).toBeChecked();

    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
  });
});

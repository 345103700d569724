import { screen, waitFor, within } from '@testing-library/react';
import type { AppStore } from '../../app/store';
import { formatCents } from '../../lib/money';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../rules/prices';
import { deliveryText } from '../../rules/shipping';
import { exactly, shippingTo } from '../../test/figures';
import { renderApp } from '../../test/renderApp';
import { cartItem, REGATA, VESTIDO } from '../../test/products';
import { ADDRESS, cartSaved, regataPixOrder, shopperWith } from '../../test/shopper';
import { parseFailSetting, setFailureConfig } from '../../test/fakeBackend';
import { checkoutApi } from './checkoutApi';
import { shippingQuoteAsked } from './checkoutSlice';

/** An earlier order of Maria's: the backend keeps its address as her last one. */
async function placedBefore(store: AppStore) {
  await cartSaved(store); // the order names the cart's version: once the bag's addition is saved
  const order = regataPixOrder();
  const answer = await store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key: 'earlier-order-1', order }));
  expect(answer.data?.id).toBe('100001');
}

const field = (name: string) => screen.getByRole('textbox', { name });
const FIELD_OF: Record<string, string> = { Rua: 'street', Bairro: 'district', Cidade: 'city' };

describe('Entrega', () => {
  it('fills the address from a known CEP, moves focus to Número, and continues with a shipping option', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    const { user, router } = renderApp('/checkout', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrega' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/checkout/entrega');
    await user.type(field('Nome do destinatário'), 'Maria Souza');
    await user.type(field('CEP'), '01310100');
    expect(field('CEP')).toHaveValue('01310-100');
    await screen.findByDisplayValue('Avenida Paulista');
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('SP');
    expect(field('Número')).toHaveFocus();
    await user.type(field('Número'), '1000');
    const shipping = screen.getByRole('group', { name: 'Frete' });
    await user.click(await within(shipping).findByRole('radio', { name: /Econômica/ }));
    const { days } = shippingTo('economica', REGATA.actualPriceCents);
    expect(within(shipping).getByText(deliveryText(days))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento' })).toHaveFocus();
    expect(store.getState().checkout!.address).toMatchObject({ cep: '01310100', number: '1000', state: 'SP' });
  });
});

describe('Entrega: a pasted CEP', () => {
  it.each(['01.310-100', ' 01310-100'])('cleans %p before cutting it, then looks it up', async (pasted) => {
    const { user } = renderApp('/checkout/entrega', { store: shopperWith(cartItem(REGATA, 'M')) });
    await screen.findByRole('heading', { level: 1, name: 'Entrega' });
    await user.click(field('CEP'));
    await user.paste(pasted);
    expect(field('CEP')).toHaveValue('01310-100');
    await screen.findByDisplayValue('Avenida Paulista');
  });
});

describe('Entrega: messages and what the backend says', () => {
  it('says what is missing under each field, and why the address cannot go on', async () => {
    const { user } = renderApp('/checkout/entrega', { store: shopperWith(cartItem(REGATA, 'M')) });
    await screen.findByRole('heading', { level: 1, name: 'Entrega' });
    await user.type(field('Nome do destinatário'), 'M4ria');
    await user.type(field('Número'), 'doze');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const recipient = 'Informe o nome de quem vai receber (só letras, de 2 a 60).';
    expect(await screen.findByText(recipient)).toBeInTheDocument();
    expect(field('Nome do destinatário')).toHaveAccessibleDescription(recipient);
    expect(field('Nome do destinatário')).toHaveFocus();
    expect(field('Número')).toHaveAccessibleDescription('Informe o número (ou S/N, se não houver).');
    expect(field('Rua')).toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveAccessibleDescription('Selecione a UF.');
    expect(screen.getByText('Escolha uma opção de frete')).toBeInTheDocument();
    expect(screen.getByText('Informe o CEP para ver as opções de frete.')).toBeInTheDocument();
  });

  it('an unknown CEP is said, and the address can be typed by hand; a CEP of another UF is refused', async () => {
    const { user } = renderApp('/checkout/entrega', { store: shopperWith(cartItem(REGATA, 'M')) });
    await screen.findByRole('heading', { level: 1, name: 'Entrega' });
    await user.click(field('CEP'));
    await user.paste('99990000');
    expect(field('CEP')).toHaveValue('99990-000');
    expect(await screen.findByText('CEP não encontrado. Preencha o endereço.')).toBeInTheDocument();
    expect(field('Rua')).toHaveValue('');
    await user.type(field('Rua'), 'Rua das Flores');
    await user.selectOptions(screen.getByRole('combobox', { name: 'UF' }), 'SP');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('O CEP não pertence a esta UF.')).toBeInTheDocument();
  });

  // The form runs the server's own rule, so what the server would refuse at the last
  // step is refused where it is typed, in the server's words.
  it.each([
    ['Rua', 'R'],
    ['Bairro', 'X'],
    ['Cidade', 'Y'],
  ])('refuses a one-letter %s here, with the server’s message', async (label, typed) => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    const order = { ...regataPixOrder(), address: { ...ADDRESS, [FIELD_OF[label]!]: typed } };
    const byServer = await store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key: 'one-letter-1', order }));
    expect(byServer.error).toMatchObject({ status: 422 });
    const { message } = (byServer.error as { data: { message: string } }).data;
    const { user } = renderApp('/checkout/entrega', { store });
    await screen.findByRole('heading', { level: 1, name: 'Entrega' });
    await user.type(field(label), typed);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
  });

  it('the shipping options for the CEP: name, price or Grátis, and days; free economy above the threshold', async () => {
    // Enough units of VESTIDO to pass the free-shipping threshold.
    const units = Math.floor(FREE_SHIPPING_THRESHOLD_CENTS / VESTIDO.actualPriceCents) + 1;
    const store = shopperWith(...Array.from({ length: units }, () => cartItem(VESTIDO, 'M')));
    const { user } = renderApp('/checkout/entrega', { store });
    await screen.findByRole('heading', { level: 1, name: 'Entrega' });
    await user.type(field('CEP'), '01310100');
    const shipping = screen.getByRole('group', { name: 'Frete' });
    const economy = await within(shipping).findByRole('radio', { name: /Econômica/ });
    const express = shippingTo('expressa', 0);
    expect(economy.closest('label')).toHaveTextContent(
      `EconômicaGrátis${deliveryText(shippingTo('economica', 0).days)}`,
    );
    expect(
      within(shipping)
        .getByRole('radio', { name: /Expressa/ })
        .closest('label'),
    ).toHaveTextContent(exactly(`Expressa${formatCents(express.priceCents)}${deliveryText(express.days)}`));
    await user.click(economy);
    expect(store.getState().checkout!.shippingId).toBe('economica');
  });

  it("offers the last order's address while nothing is typed, and fills it in", async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    await placedBefore(store);
    const { user } = renderApp('/checkout/entrega', { store });
    await user.click(await screen.findByRole('button', { name: 'Usar endereço do último pedido' }));
    expect(field('Nome do destinatário')).toHaveValue(ADDRESS.recipient);
    expect(field('CEP')).toHaveValue('01310-100');
    expect(field('Número')).toHaveValue(ADDRESS.number);
    expect(store.getState().checkout!.draft).toMatchObject({ recipient: ADDRESS.recipient, cep: '01310-100' });
    expect(screen.queryByRole('button', { name: 'Usar endereço do último pedido' })).not.toBeInTheDocument();
  });

  it("opens with the product page's CEP looked up, focus staying on the heading; typed again, it moves on", async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    store.dispatch(shippingQuoteAsked({ cep: '01310100' }));
    const { user } = renderApp('/checkout/entrega', { store });
    expect(await screen.findByDisplayValue('Avenida Paulista')).toBeInTheDocument();
    expect(field('CEP')).toHaveValue('01310-100');
    expect(screen.getByRole('heading', { level: 1, name: 'Entrega' })).toHaveFocus();
    await user.clear(field('CEP'));
    await user.type(field('CEP'), '01310100');
    await waitFor(() => expect(field('Número')).toHaveFocus());
  });

  it('the last address failing to load offers nothing, and the form works as for a first order', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    await placedBefore(store);
    setFailureConfig({ fail: parseFailSetting('address:500') });
    try {
      const { user } = renderApp('/checkout/entrega', { store });
      await screen.findByRole('heading', { level: 1, name: 'Entrega' });
      await user.type(field('CEP'), '01310100');
      expect(await screen.findByDisplayValue('Avenida Paulista')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Usar endereço do último pedido' })).not.toBeInTheDocument();
    } finally {
      setFailureConfig();
    }
  });
});

import { act, screen, within } from '@testing-library/react';
import { formatCents } from '../../lib/money';
import { PIX_DISCOUNT_PERCENT, pixDiscountLabel } from '../../rules/prices';
import { shippingOptionText } from '../../rules/shipping';
import { installmentsText, pixPriceCents } from '../../rules/totals';
import { productLabel } from '../../lib/text';
import { itemAdded } from '../cart/cartSlice';
import { asShown, shippingCents, shippingTo } from '../../test/figures';
import { onlySlow, parseFailSetting, setFailureConfig, storedOrders } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { cartItem, REGATA, VESTIDO } from '../../test/products';
import { ADDRESS, cartSaved, shopperWith } from '../../test/shopper';
import { checkoutApi } from './checkoutApi';
import { selectOrderRequest } from './checkoutSelectors';
import { addressConfirmed, paymentChosen, shippingChosen } from './checkoutSlice';
import { type ChosenPayment } from './checkoutState';

afterEach(() => setFailureConfig());

const CARD: ChosenPayment = { method: 'card', token: 'tok_1', last4: '1111', brand: 'visa', installments: 3 };
/** The line of the totals once they have loaded, by PIX. */
const PIX_DISCOUNT_LINE = pixDiscountLabel(PIX_DISCOUNT_PERCENT);

function atReview(payment: ChosenPayment) {
  const store = shopperWith(cartItem(REGATA, 'M'));
  store.dispatch(addressConfirmed(ADDRESS));
  store.dispatch(shippingChosen({ id: 'economica' }));
  store.dispatch(paymentChosen(payment));
  return renderApp('/checkout/revisao', { store });
}

describe('Revisão do pedido', () => {
  it('shows the lines, the address, the shipping, the payment and the totals, each step with its link', async () => {
    atReview(CARD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisão do pedido' })).toHaveFocus();
    const items = screen.getByRole('list', { name: 'Itens do pedido' });
    expect(await within(items).findByText('REGATA CANELADA - OFF WHITE')).toBeInTheDocument();
    expect(within(items).getByText('Tamanho - M')).toBeInTheDocument();
    expect(within(items).getByText('Quantidade: 1')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Entrega' });
    expect(delivery).toHaveTextContent('Avenida Paulista, 1000');
    const economy = shippingTo('economica', REGATA.actualPriceCents);
    expect(await within(delivery).findByText(asShown(shippingOptionText(economy)))).toBeInTheDocument();
    // By card: the product and its shipping, in the parcels chosen.
    const total = REGATA.actualPriceCents + shippingCents('economica', REGATA.actualPriceCents);
    expect(screen.getByText(asShown(`Visa final 1111, ${installmentsText(total, 3)}`))).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe(formatCents(total));
    expect(screen.getByRole('link', { name: 'Alterar a entrega' })).toHaveAttribute('href', '/checkout/entrega');
    expect(screen.getByRole('link', { name: 'Alterar o pagamento' })).toHaveAttribute('href', '/checkout/pagamento');
    expect(screen.getByRole('link', { name: 'Alterar a sacola' })).toHaveAttribute('href', '/cart');
  });

  it("'Finalizar pedido' cannot be pressed before the totals it sends have loaded", async () => {
    onlySlow('shipping', 2_500); // the shipping quote the total needs
    const { user, store } = atReview({ method: 'pix' });
    const button = await screen.findByRole('button', { name: 'Finalizar pedido' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Calculando os valores...')).toBeInTheDocument();
    await user.click(button);
    expect(store.getState().checkout!.pendingKey).toBeNull(); // nothing sent
    await screen.findByText(PIX_DISCOUNT_LINE, {}, { timeout: 6_000 });
    expect(button).toHaveAttribute('aria-disabled', 'false');
  });

  it('an order not placed says why, that nothing was charged, and takes focus', async () => {
    const { user } = atReview({ method: 'pix' });
    const button = await screen.findByRole('button', { name: 'Finalizar pedido' });
    await screen.findByText(PIX_DISCOUNT_LINE);
    setFailureConfig({ fail: parseFailSetting('placeOrder:offline') });
    await user.click(button);
    const heading = await screen.findByRole('heading', { name: 'Seu pedido não foi feito' });
    expect(heading.parentElement).toHaveFocus();
    expect(heading.parentElement).toHaveTextContent(
      'Parece que você está sem conexão. Confira sua internet. Nada foi cobrado. Você pode finalizar de novo com segurança: não haverá pedido em dobro.',
    );
    expect(button).toHaveAccessibleName('Finalizar pedido');
  });

  it('a card that can no longer pay: back on Pagamento with the card form open and empty', async () => {
    // CARD's token is unknown to the server: past its 15 minutes, or made before a restart.
    const { user, router } = atReview(CARD);
    await screen.findByText(/^Visa final 1111, 3x de/);
    await user.click(await screen.findByRole('button', { name: 'Finalizar pedido' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/checkout/pagamento');
    expect(screen.getByRole('alert')).toHaveTextContent('Dados do cartão expirados. Digite o cartão de novo.');
    expect(screen.queryByText(/Visa final 1111/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cartão de crédito/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('');
    expect(storedOrders()).toHaveLength(0);
  });

  it('a cart another device made an order: says so, charges nothing, and shows the cart as it is now', async () => {
    const { user, router, store } = atReview({ method: 'pix' });
    const button = await screen.findByRole('button', { name: 'Finalizar pedido' });
    await screen.findByText(PIX_DISCOUNT_LINE);
    await cartSaved(store);
    // Another device places the order of this very cart first.
    const elsewhere = await store.dispatch(
      checkoutApi.endpoints.placeOrder.initiate({
        key: 'other-device-1',
        order: selectOrderRequest(store.getState())!,
      }),
    );
    expect(elsewhere.data?.id).toBe('100001');
    await user.click(button);
    const heading = await screen.findByRole('heading', { name: 'Sua sacola mudou em outro aparelho' });
    expect(heading.parentElement).toHaveFocus();
    expect(heading.parentElement).toHaveTextContent(/^Sua sacola mudou em outro aparelhoNada foi cobrado\./);
    expect(within(heading.parentElement!).getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute(
      'href',
      '/pedidos',
    );
    expect(screen.getByText('Sua sacola está vazia.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(router.state.location.pathname).toBe('/checkout/revisao');
    expect(storedOrders()).toHaveLength(1);
  });

  it('a bag changed in another tab: the review keeps what it showed, says what changed and the new total, and asks', async () => {
    const { user, store } = atReview({ method: 'pix' });
    await screen.findByText(PIX_DISCOUNT_LINE);
    const regataTotal = pixPriceCents(REGATA.actualPriceCents) + shippingCents('economica', REGATA.actualPriceCents);
    const both = REGATA.actualPriceCents + VESTIDO.actualPriceCents;
    const bothTotal = pixPriceCents(both) + shippingCents('economica', both);
    act(() => void store.dispatch(itemAdded(cartItem(VESTIDO, 'M'))));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'Sua sacola mudou' })).toBeInTheDocument();
    expect(notice).toHaveTextContent(`${productLabel(VESTIDO)} (M): entrou na sacola (1 unidade).`);
    expect(notice).toHaveTextContent(asShown(`Novo total: ${formatCents(bothTotal)}`));
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe(formatCents(regataTotal));
    expect(within(screen.getByRole('list', { name: 'Itens do pedido' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Finalizar pedido' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(notice).getByRole('button', { name: 'Revisar sacola atualizada' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Itens' })).toHaveFocus();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe(formatCents(bothTotal));
    expect(within(screen.getByRole('list', { name: 'Itens do pedido' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Finalizar pedido' })).toHaveAttribute('aria-disabled', 'false');
  });
});

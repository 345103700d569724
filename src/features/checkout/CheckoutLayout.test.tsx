import { PIX_DISCOUNT_PERCENT, pixDiscountLabel } from '../../rules/prices';
import { screen } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { renderApp } from '../../test/renderApp';
import { cartItem, REGATA, VESTIDO } from '../../test/products';
import { ADDRESS, cartSaved, regataPixOrder, shopperWith } from '../../test/shopper';
import { itemRemoved } from '../cart/cartSlice';
import { checkoutApi } from './checkoutApi';
import { addressConfirmed, orderSubmitted, paymentChosen, shippingChosen } from './checkoutSlice';
import { orderPlaced } from './checkoutState';

describe("the checkout's addresses", () => {
  it('/checkout goes to the first step not done, replacing the address', async () => {
    const { router } = renderApp('/checkout', { store: shopperWith(cartItem(REGATA, 'M')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrega' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/entrega');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('navigation', { name: 'Etapas da compra' })).toHaveTextContent(
      '1. Entrega2. Pagamento3. Revisão',
    );
  });

  it('a deep link to a later step whose earlier steps are not done goes to the first one not done', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    store.dispatch(addressConfirmed(ADDRESS));
    store.dispatch(shippingChosen({ id: 'economica' }));
    const { router } = renderApp('/checkout/revisao', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/checkout/pagamento');
    expect(screen.getByText('2. Pagamento')).toHaveAttribute('aria-current', 'step');
  });

  it('an empty cart goes back to /cart', async () => {
    const { router } = renderApp('/checkout/entrega', { store: shopperWith() });
    expect(await screen.findByRole('heading', { name: 'Carrinho de compras' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('right after the order is placed, the review goes to its confirmation', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    const { lines, cartVersion, expectedTotalCents: totalCents } = regataPixOrder();
    store.dispatch(orderPlaced({ id: '100001', status: 'paid', totalCents, lines, cartVersion }));
    const { router } = renderApp('/checkout/revisao', { store });
    await screen.findByText(/Pedido não encontrado|Carregando/);
    expect(router.state.location.pathname).toBe('/pedido/100001');
  });

  it('goes to the confirmation though another tab added a line meanwhile; a new order’s steps do not', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'), cartItem(VESTIDO, 'M'));
    const { lines, cartVersion, expectedTotalCents: totalCents } = regataPixOrder(); // the order of REGATA alone
    store.dispatch(orderPlaced({ id: '100001', status: 'paid', totalCents, lines, cartVersion }));
    const { router } = renderApp('/checkout/revisao', { store });
    await screen.findByText(/Pedido não encontrado|Carregando/);
    expect(router.state.location.pathname).toBe('/pedido/100001');
    store.dispatch(addressConfirmed(ADDRESS)); // the next order begins
    expect(store.getState().checkout!.placedOrderId).toBeNull();
  });

  it('after the order, Back from its confirmation leaves the checkout in one press', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    store.dispatch(addressConfirmed(ADDRESS));
    store.dispatch(shippingChosen({ id: 'economica' }));
    await cartSaved(store);
    const { user, router } = renderApp('/cart', { store });
    await user.click(await screen.findByRole('link', { name: 'Finalizar compra' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisão do pedido' })).toHaveFocus();
    await screen.findByText(pixDiscountLabel(PIX_DISCOUNT_PERCENT));
    await user.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pedido/100001');
    // The review was never replaced by the confirmation: it went back to the checkout's first entry.
    expect(router.visited.map((location) => location.pathname)).toEqual([
      '/cart',
      '/checkout',
      '/checkout/pagamento',
      '/checkout/revisao',
      '/checkout/pagamento',
      '/pedido/100001',
    ]);
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrinho de compras' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('an empty cart with an unanswered order (the backend emptied it): the review asks, then confirms', async () => {
    const store = shopperWith(cartItem(REGATA, 'M'));
    store.dispatch(addressConfirmed(ADDRESS));
    store.dispatch(shippingChosen({ id: 'economica' }));
    store.dispatch(paymentChosen({ method: 'pix' }));
    await cartSaved(store);
    const order = regataPixOrder();
    await store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key: 'reloaded-key-1', order }));
    store.dispatch(orderSubmitted({ key: 'reloaded-key-1' }));
    // As after a reload: the session check brought the server's empty cart, nothing answered the order.
    store.dispatch(itemRemoved({ sku: cartItem(REGATA, 'M').sku, label: '' }));
    const reloaded = makeStore({
      preloadedState: {
        ...store.getState(),
        checkout: { ...store.getState().checkout!, placement: { status: 'idle' } },
      },
    });
    const { router } = renderApp('/checkout/entrega', { store: reloaded });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pedido/100001');
  });

  it('is for signed-in shoppers, as /cart', async () => {
    const { router } = renderApp('/checkout/entrega', { store: makeStore() });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

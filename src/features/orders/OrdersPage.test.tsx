import { screen, waitFor, within } from '@testing-library/react';
import { formatCents } from '../../lib/money';
import { checkoutApi } from '../checkout/checkoutApi';
import { renderApp } from '../../test/renderApp';
import { regataPixOrder, shopperWith } from '../../test/shopper';

describe("'Meus pedidos'", () => {
  it('says when there is none yet, with a way back to the shop', async () => {
    renderApp('/pedidos', { store: shopperWith() });
    expect(await screen.findByText('Você ainda não fez nenhum pedido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conheça a loja' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Meus pedidos | Vitrine');
    // 'Sair de todos os aparelhos' moved to 'Minha conta' (MyAccountPage.test.tsx).
    expect(screen.queryByRole('button', { name: 'Sair de todos os aparelhos' })).not.toBeInTheDocument();
  });

  it('lists the orders newest first: number, date, status and total, each opening its page', async () => {
    const store = shopperWith();
    const place = (key: string, units: number) =>
      store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key, order: regataPixOrder(units) }));
    await place('first-order-1', 1);
    const second = await place('second-order-1', 2);
    const { user, router } = renderApp('/pedidos', { store });
    const rows = within(await screen.findByRole('list', { name: 'Pedidos' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Pedido nº 100002',
      'Pedido nº 100001',
    ]);
    const today = new Intl.DateTimeFormat('pt-BR').format(new Date());
    expect(rows[0]).toHaveTextContent(`${today} · 2 itens`);
    // Every delay is 0 here: the PIX is paid at once, and orderStep at 0 stands the order's clock still.
    expect(rows[0]).toHaveTextContent('Pagamento aprovado');
    expect(rows[0]).toHaveTextContent(formatCents(second.data!.totalCents).replace('\u00a0', ' '));
    await user.click(within(rows[1]!).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pedidos/100001');
  });
});

describe("'Meus pedidos' with many orders", () => {
  it("shows ten, then ten more per 'Carregar mais', focus on the first order added, the count read out", async () => {
    const store = shopperWith();
    for (let i = 1; i <= 23; i += 1) {
      await store.dispatch(
        checkoutApi.endpoints.placeOrder.initiate({ key: `many-orders-${i}`, order: regataPixOrder() }),
      );
    }
    const { user } = renderApp('/pedidos', { store });
    const list = await screen.findByRole('list', { name: 'Pedidos' });
    const links = () =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(links()).toEqual(Array.from({ length: 10 }, (_, i) => `Pedido nº ${100023 - i}`));
    const count = screen.getByText(/^Mostrando/);
    expect(count).toHaveAttribute('role', 'status');
    expect(count).toHaveTextContent('Mostrando 10 de 23 pedidos');

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getByRole('link', { name: 'Pedido nº 100013' })).toHaveFocus();
    expect(count).toHaveTextContent('Mostrando 20 de 23 pedidos');

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(links()).toHaveLength(23);
    expect(within(list).getByRole('link', { name: 'Pedido nº 100003' })).toHaveFocus();
    expect(count).toHaveTextContent('Mostrando 23 de 23 pedidos');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it("Back from an order opened after 'Carregar mais' shows as many orders, focus on that order", async () => {
    const store = shopperWith();
    for (let i = 1; i <= 23; i += 1) {
      await store.dispatch(
        checkoutApi.endpoints.placeOrder.initiate({ key: `back-orders-${i}`, order: regataPixOrder() }),
      );
    }
    const { user, router } = renderApp('/pedidos', { store });
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    window.scrollTo(0, 900);
    await user.click(screen.getByRole('link', { name: 'Pedido nº 100008' }));
    await screen.findByRole('heading', { level: 1, name: /100008/ });
    window.scrollTo(0, 0);
    await router.navigate(-1);
    const list = await screen.findByRole('list', { name: 'Pedidos' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(within(list).getByRole('link', { name: 'Pedido nº 100008' })).toHaveFocus();
    expect(window.scrollY).toBe(900);
  });

  it('shows no count and no button for one page of orders', async () => {
    const store = shopperWith();
    await store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key: 'one-order-1', order: regataPixOrder() }));
    renderApp('/pedidos', { store });
    expect(await screen.findByRole('link', { name: 'Pedido nº 100001' })).toBeInTheDocument();
    expect(screen.queryByText(/^Mostrando/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });
});

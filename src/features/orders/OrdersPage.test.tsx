import { screen, within } from '@testing-library/react';
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
    expect(rows[0]).toHaveTextContent('Pagamento aprovado'); // every call, pixPaid too, is instant here
    expect(rows[0]).toHaveTextContent(formatCents(second.data!.totalCents).replace('\u00a0', ' '));
    await user.click(within(rows[1]!).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 100001' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pedidos/100001');
  });
});

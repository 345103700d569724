import { screen, within } from '@testing-library/react';
import type { AppStore } from '../../app/store';
import { AFTER_PURCHASE_REFUSAL } from '../../rules/afterPurchaseRefusals';
import { advanceOrder, orderStepEvery } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { regataPixOrder, shopperWith } from '../../test/shopper';
import { checkoutApi } from '../checkout/checkoutApi';
import { returnsApi } from './returnsApi';

const STEP_MS = 600_000;
const DAY = 86_400_000;

/** A delivered PIX order of Maria's with a withdrawal of its line, approved. */
async function orderWithRequest(store: AppStore) {
  orderStepEvery(STEP_MS);
  const order = (
    await store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key: 'return-order-2', order: regataPixOrder() }))
  ).data!;
  for (let i = 0; i < 5; i += 1) advanceOrder(order.id, { now: Date.now(), pixPaidMs: 0, orderStepMs: STEP_MS });
  const request = await store.dispatch(
    returnsApi.endpoints.requestReturn.initiate({
      orderId: order.id,
      body: { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 1 }] },
    }),
  );
  return { order, request: request.data! };
}

const requestItem = async () =>
  within(await screen.findByRole('list', { name: 'Solicitações de troca e devolução' })).getAllByRole('listitem')[0]!;

describe("the order page's 'Trocas e devoluções'", () => {
  it("offers 'Trocar ou devolver', and cancels a request before it is posted", async () => {
    const store = shopperWith();
    const { order, request } = await orderWithRequest(store);
    const { user } = renderApp(`/pedidos/${order.id}`, { store });
    expect(await screen.findByRole('link', { name: 'Trocar ou devolver' })).toHaveAttribute(
      'href',
      `/pedidos/${order.id}/trocar-ou-devolver`,
    );
    const item = await requestItem();
    expect(within(item).getByText('Aprovada')).toBeInTheDocument();
    expect(within(item).getByText(request.postageCode)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Copiar código de postagem' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Cancelar solicitação' }));
    expect(await within(await requestItem()).findByText('Cancelada')).toBeInTheDocument();
    expect(within(await requestItem()).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(store.getState().ui.announcement?.text).toBe(`Solicitação nº ${request.id} cancelada.`);
    expect(screen.queryByRole('button', { name: 'Cancelar solicitação' })).not.toBeInTheDocument();
  });

  it('shows a request whose code lapsed unused as expired, without its code', async () => {
    const store = shopperWith();
    const { order, request } = await orderWithRequest(store);
    // The clock stands still (nobody posts the parcel) while eleven days go by.
    orderStepEvery(0);
    const later = Date.now() + 11 * DAY;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    renderApp(`/pedidos/${order.id}`, { store });
    const item = await requestItem();
    expect(within(item).getByText('Expirada')).toBeInTheDocument();
    expect(within(item).getByText(AFTER_PURCHASE_REFUSAL.postageCodeLapsed)).toBeInTheDocument();
    expect(within(item).queryByText(request.postageCode)).not.toBeInTheDocument();
  });

  it('shows the devolução by PIX once refunded, on the order clock', async () => {
    const store = shopperWith();
    const { order, request } = await orderWithRequest(store);
    // Posted, received and refunded, one step each.
    const later = Date.now() + 3 * STEP_MS + 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    renderApp(`/pedidos/${order.id}`, { store });
    const item = await requestItem();
    expect(within(item).getByText('Reembolsada')).toBeInTheDocument();
    expect(within(item).getByText(/^Devolução de R\$\s[\d,]+ por PIX: em processamento\.$/)).toBeInTheDocument();
    expect(request.refundRoute).toBe('pix');
  });

  it('shows nothing before the delivery', async () => {
    const store = shopperWith();
    orderStepEvery(STEP_MS);
    const order = (
      await store.dispatch(
        checkoutApi.endpoints.placeOrder.initiate({ key: 'return-order-3', order: regataPixOrder() }),
      )
    ).data!;
    renderApp(`/pedidos/${order.id}`, { store });
    expect(await screen.findByRole('heading', { level: 2, name: 'Acompanhe seu pedido' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Trocas e devoluções' })).not.toBeInTheDocument();
  });
});

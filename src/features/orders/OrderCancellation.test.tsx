import { screen, waitFor, within } from '@testing-library/react';
import type { AppStore } from '../../app/store';
import type { Order } from '../../api/types';
import { formatCents as cents } from '../../lib/money';
import { AFTER_PURCHASE_REFUSAL } from '../../rules/afterPurchaseRefusals';
import { orderTotals } from '../../rules/totals';
import { cardHandle, checkoutApi } from '../checkout/checkoutApi';
import { devToolsTimeline } from '../../test/devToolsTimeline';
import {
  advanceOrder,
  onlySlow,
  orderStepEvery,
  parseFailSetting,
  pixPaidAfter,
  setFailureConfig,
} from '../../test/fakeBackend';
import { shippingCents } from '../../test/figures';
import { REGATA } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { CARD, regataPixOrder, shopperWith } from '../../test/shopper';
import { nextEvents } from '../../test/shopStory';

const STEP_MS = 600_000;

/** An amount as the page's text is matched (testing-library reads a no-break space as a space). */
const money = (amount: number) => cents(amount).replace(/\u00a0/g, ' ');

async function place(store: AppStore, order = regataPixOrder(), key = 'cancel-order-01'): Promise<Order> {
  return (await store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key, order }))).data!;
}

/** A PIX order of Maria's, left unpaid. */
async function unpaidPix(store: AppStore) {
  pixPaidAfter(STEP_MS);
  return place(store);
}

/** A card order of Maria's in 3 parcels, paid at once; its steps move only when advanced. */
async function cardOrder(store: AppStore) {
  orderStepEvery(STEP_MS);
  const token = (await store.dispatch(checkoutApi.endpoints.tokenizeCard.initiate(cardHandle(CARD)))).data!.token;
  const subtotalCents = REGATA.actualPriceCents;
  const { totalCents } = orderTotals({
    subtotalCents,
    shippingCents: shippingCents('economica', subtotalCents),
    method: 'card',
  });
  return place(store, {
    ...regataPixOrder(),
    payment: { method: 'card', token, installments: 3 },
    expectedTotalCents: totalCents,
  });
}

const advance = (id: string, times: number) => {
  for (let i = 0; i < times; i += 1) advanceOrder(id, { now: Date.now(), pixPaidMs: 0, orderStepMs: STEP_MS });
};

/** What the announcer read out (its live region's spans). */
const announced = (text: string) => screen.queryAllByText(text, { selector: '[role="status"] span' });

/** The cancellation's result is on the page, focus on its heading (moved once the answer is drawn). */
const resultFocused = () =>
  waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Pedido cancelado' })).toHaveFocus());

afterEach(() => setFailureConfig());

describe("'Cancelar pedido' on an unpaid PIX", () => {
  it('asks for a reason, cancels, shows nothing was charged, focuses the result and says it once', async () => {
    const store = shopperWith();
    const order = await unpaidPix(store);
    const { user } = renderApp(`/pedidos/${order.id}`, { store });
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const reasons = screen.getByRole('group', { name: 'Por que você quer cancelar?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);
    expect(within(reasons).getByRole('radio', { name: 'Comprei por engano' })).toHaveFocus();
    expect(screen.getByText('O pagamento ainda não foi feito: nada será cobrado.')).toBeInTheDocument();

    // Without a reason: the rule's words under the list, focus back on it, nothing sent.
    devToolsTimeline.splice(0);
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(screen.getByText('Escolha o motivo do cancelamento.')).toBeInTheDocument();
    expect(reasons).toHaveAccessibleDescription('Escolha o motivo do cancelamento.');
    expect(within(reasons).getByRole('radio', { name: 'Comprei por engano' })).toHaveFocus();
    expect(nextEvents()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Encontrei um preço melhor' }));
    expect(screen.queryByText('Escolha o motivo do cancelamento.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));

    await resultFocused();
    const result = screen.getByRole('region', { name: 'Pedido cancelado' });
    expect(within(result).getByText('Nenhum valor foi cobrado.')).toBeInTheDocument();
    expect(
      within(result).getByText(/^Motivo: Encontrei um preço melhor\. Cancelado em \d\d\/\d\d\/\d{4} às/),
    ).toBeInTheDocument();
    expect(screen.getByText('Pedido cancelado', { selector: 'p' })).toBeInTheDocument();
    // Not an expiry: the PIX box is gone, and the expiry's words are neither shown nor said.
    expect(screen.queryByRole('button', { name: 'Copiar código' })).not.toBeInTheDocument();
    expect(screen.queryByText(/O prazo para pagar o PIX terminou/)).not.toBeInTheDocument();
    expect(announced('Pedido cancelado. Nenhum valor foi cobrado.')).toHaveLength(1);
    expect(nextEvents()).toEqual(['orders/cancelRequested', 'orders/cancelled']);
    expect(devToolsTimeline).toEqual([]);
  });

  it("'Voltar' closes the form and gives focus back to 'Cancelar pedido'", async () => {
    const store = shopperWith();
    const order = await unpaidPix(store);
    const { user } = renderApp(`/pedidos/${order.id}`, { store });
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('group', { name: 'Por que você quer cancelar?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toHaveFocus();
  });

  it('says it is cancelling while the server works, then shows the designed failure; trying again works', async () => {
    const store = shopperWith();
    const order = await unpaidPix(store);
    const { user } = renderApp(`/pedidos/${order.id}`, { store });
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    await user.click(screen.getByRole('radio', { name: 'Comprei por engano' }));
    setFailureConfig({ fail: parseFailSetting('cancelOrder') });
    const confirm = screen.getByRole('button', { name: 'Confirmar cancelamento' });
    await user.click(confirm);
    const failed = 'Não foi possível cancelar o pedido. Tivemos um problema no nosso servidor.';
    expect(await screen.findByText(failed, { selector: 'p' })).toBeInTheDocument();
    expect(confirm).toHaveFocus();
    expect(announced(failed)).toHaveLength(1);
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();

    // Meanwhile the shopper paid the PIX (every delay but the cancellation's is 0 now): trying again
    // cancels a paid order, its money given back by PIX.
    setFailureConfig();
    onlySlow('cancelOrder', 300);
    await user.click(confirm);
    expect(await screen.findByRole('button', { name: 'Cancelando…' })).toHaveAttribute('aria-disabled', 'true');
    await resultFocused();
    expect(screen.queryByText(failed, { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getByText(`Devolução de ${money(order.totalCents)} por PIX: em processamento.`)).toBeInTheDocument();
  });
});

describe("'Cancelar pedido' on a paid card order", () => {
  it('shows the estorno and each cancelled parcel', async () => {
    const store = shopperWith();
    const order = await cardOrder(store);
    const parcels = order.payment.method === 'card' ? order.payment.parcelsCents : [];
    const { user } = renderApp(`/pedidos/${order.id}`, { store });
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    expect(
      screen.getByText(
        `A compra de ${money(order.totalCents)} será estornada no cartão, e as parcelas futuras serão canceladas.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Outro motivo' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    await resultFocused();
    const estorno = `Estorno de ${money(order.totalCents)} no cartão; 3 parcelas futuras canceladas.`;
    expect(screen.getByText(estorno)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Parcelas canceladas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(parcels.map((amount, i) => `Parcela ${i + 1} de 3: ${cents(amount)}`));
    expect(announced(`Pedido cancelado. ${estorno}`)).toHaveLength(1);
    // The tracking is gone with the order.
    expect(screen.queryByRole('heading', { name: 'Acompanhe seu pedido' })).not.toBeInTheDocument();
  });

  it('is not offered once the order has shipped', async () => {
    const store = shopperWith();
    const order = await cardOrder(store);
    advance(order.id, 3);
    renderApp(`/pedidos/${order.id}`, { store });
    expect(await screen.findByRole('heading', { level: 2, name: 'Acompanhe seu pedido' })).toBeInTheDocument();
    await screen.findByText('Enviado', { selector: '[aria-current="step"] span' }).catch(() => undefined);
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal where the shopper acted when the order shipped meanwhile, and the form goes', async () => {
    const store = shopperWith();
    const order = await cardOrder(store);
    const { user } = renderApp(`/pedidos/${order.id}`, { store });
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    await user.click(screen.getByRole('radio', { name: 'Comprei por engano' }));
    advance(order.id, 3);
    devToolsTimeline.splice(0);
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    const section = screen.getByRole('region', { name: 'Cancelar pedido' });
    expect(await within(section).findByText(AFTER_PURCHASE_REFUSAL.orderAlreadyShipped)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cancelar pedido' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Por que você quer cancelar?' })).not.toBeInTheDocument();
    expect(announced(AFTER_PURCHASE_REFUSAL.orderAlreadyShipped)).toHaveLength(1);
    expect(nextEvents()).toEqual(['orders/cancelRequested', 'orders/cancelRefused']);
    // The page asks again: the order still paid, on its way.
    expect(await screen.findByText('Enviado', { selector: '[aria-current="step"] *' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });
});

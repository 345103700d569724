import { screen, within } from '@testing-library/react';
import type { AppStore } from '../../app/store';
import { formatCents } from '../../lib/money';
import { EXCHANGE_FEE_CENTS, exchangeFeeNotice } from '../../rules/exchangeFee';
import { advanceOrder, advanceReturn, grantDemoCredit, orderStepEvery, pixPaidAfter } from '../../test/fakeBackend';
import { skuOf, REGATA } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { regataPixOrder, shopperWith } from '../../test/shopper';
import { checkoutApi } from '../checkout/checkoutApi';
import { returnsApi } from './returnsApi';

const STEP_MS = 600_000;
const FEE = formatCents(EXCHANGE_FEE_CENTS);
const RECEIVED = 'REGATA CANELADA - OFF WHITE (G), recebido na troca nº 1';

/** The page's text: the currency's no-break space read as a space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** Maria's PIX order of one regata M, delivered, exchanged for a G, and the G delivered. */
async function exchangedOnce(store: AppStore) {
  orderStepEvery(STEP_MS);
  const clock = () => ({ now: Date.now(), pixPaidMs: 0, orderStepMs: STEP_MS });
  const order = (
    await store.dispatch(
      checkoutApi.endpoints.placeOrder.initiate({ key: 'exchange-again-1', order: regataPixOrder() }),
    )
  ).data!;
  for (let i = 0; i < 5; i += 1) advanceOrder(order.id, clock());
  const body = {
    kind: 'exchange' as const,
    resolution: 'exchange' as const,
    lines: [{ index: 0, quantity: 1, wantedSku: skuOf(REGATA, 'G') }],
  };
  const first = (await store.dispatch(returnsApi.endpoints.requestReturn.initiate({ orderId: order.id, body }))).data!;
  for (let i = 0; i < 4; i += 1) advanceReturn(first.id, clock());
  return order;
}

describe("'Trocar ou devolver', the piece received in an exchange", () => {
  it('states the fee before sending, how it is paid, and the order page shows it charged', async () => {
    const store = shopperWith();
    const order = await exchangedOnce(store);
    grantDemoCredit(5000);
    const { user } = renderApp(`/pedidos/${order.id}/trocar-ou-devolver`, { store });
    const deadlines = await screen.findByRole('list', { name: `Prazos de ${RECEIVED}` });
    const fee = spaced(FEE).replace(/[$]/g, '\\$');
    expect(within(deadlines).getByText(/^Troca:/)).toHaveTextContent(
      new RegExp(`^Troca: Você pode trocar até \\d\\d/\\d\\d \\(com frete de ${fee}\\)$`),
    );
    await user.click(screen.getByRole('radio', { name: 'Troca' }));
    expect(screen.queryByText(/custo de frete/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: `Incluir ${RECEIVED}` }));
    expect(screen.getByText(/^Esta troca tem custo de frete/)).toHaveTextContent(
      spaced(`Esta troca tem custo de frete: ${FEE}, pago com o seu vale-troca.`),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Novo tamanho ou cor' }), 'Tamanho P');
    await user.click(screen.getByRole('button', { name: 'Confirmar solicitação' }));

    const requests = await screen.findByRole('list', { name: 'Solicitações de troca e devolução' });
    const second = within(requests).getAllByRole('listitem')[0]!;
    expect(second).toHaveTextContent('REGATA CANELADA (Tamanho G), recebido na troca nº 1 × 1 → Tamanho P');
    expect(within(second).getByText(/^Frete da troca:/)).toHaveTextContent(
      spaced(`Frete da troca: ${FEE}, pago com o seu vale-troca.`),
    );
    expect(store.getState().ui.announcement?.text).toContain('Frete da troca:');
  });

  it('asks an order paid by PIX without enough vale-troca for a PIX of its own, shown on the order page', async () => {
    const store = shopperWith();
    const order = await exchangedOnce(store);
    pixPaidAfter(3_600_000);
    const { user } = renderApp(`/pedidos/${order.id}/trocar-ou-devolver`, { store });
    await user.click(await screen.findByRole('radio', { name: 'Troca' }));
    // The order's own row had the free exchange already: its unit went back.
    expect(screen.queryByRole('checkbox', { name: /^Incluir REGATA CANELADA - OFF WHITE \(M\)/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: `Incluir ${RECEIVED}` }));
    expect(screen.getByText(/custo de frete/)).toHaveTextContent(
      spaced(exchangeFeeNotice(EXCHANGE_FEE_CENTS, { method: 'pix' })),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Novo tamanho ou cor' }), 'Tamanho P');
    await user.click(screen.getByRole('button', { name: 'Confirmar solicitação' }));

    const requests = await screen.findByRole('list', { name: 'Solicitações de troca e devolução' });
    const second = within(requests).getAllByRole('listitem')[0]!;
    expect(within(second).getByText('Solicitada')).toBeInTheDocument();
    expect(within(second).getByText(/^Frete da troca:/)).toHaveTextContent(
      spaced(`Frete da troca: ${FEE} por PIX, aguardando o pagamento.`),
    );
    expect(within(second).getByText(/^000201/)).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: /Copiar/ })).toBeInTheDocument();
    expect(within(second).queryByText(/^LR\d{9}BR$/)).toBeNull();
    expect(store.getState().ui.announcement?.text).toMatch(/recebida\. .* Pague o PIX no pedido/);
  });
});

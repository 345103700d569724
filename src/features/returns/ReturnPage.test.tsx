import { screen, waitFor, within } from '@testing-library/react';
import type { AppStore } from '../../app/store';
import { AFTER_PURCHASE_REFUSAL } from '../../rules/afterPurchaseRefusals';
import { STORE_CREDIT_CHOICE_TEXT, STORE_CREDIT_VALID_DAYS } from '../../rules/storeCredit';
import { isValidTrackingCode } from '../../rules/trackingCode';
import { advanceOrder, orderStepEvery, parseFailSetting, setFailureConfig } from '../../test/fakeBackend';
import { FAILURE_TEXT } from '../../components/LoadFailed';
import { renderApp } from '../../test/renderApp';
import { regataPixOrder, shopperWith } from '../../test/shopper';
import { checkoutApi } from '../checkout/checkoutApi';
import { returnsApi } from './returnsApi';

const STEP_MS = 600_000;
const REGATA_LINE = 'Incluir REGATA CANELADA - OFF WHITE (M)';

/** A PIX order of Maria's (two regatas M), paid and then delivered by hand. */
async function deliveredOrder(store: AppStore) {
  orderStepEvery(STEP_MS);
  const order = (
    await store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key: 'return-order-1', order: regataPixOrder(2) }))
  ).data!;
  for (let i = 0; i < 5; i += 1) advanceOrder(order.id, { now: Date.now(), pixPaidMs: 0, orderStepMs: STEP_MS });
  return order;
}

afterEach(() => setFailureConfig());

describe("'Trocar ou devolver'", () => {
  it('shows each deadline, sends a withdrawal, and the order page shows the request with its code and refund', async () => {
    const store = shopperWith();
    const order = await deliveredOrder(store);
    const { user } = renderApp(`/pedidos/${order.id}/trocar-ou-devolver`, { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trocar ou devolver' })).toHaveFocus();
    expect(document.title).toBe(`Trocar ou devolver: pedido nº ${order.id} | Vitrine`);
    const deadlines = await screen.findByRole('list', { name: 'Prazos de REGATA CANELADA - OFF WHITE (M)' });
    expect(
      within(deadlines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Desistência: Você pode desistir até \d\d\/\d\d$/),
      expect.stringMatching(/^Troca: Você pode trocar até \d\d\/\d\d$/),
      expect.stringMatching(/^Defeito: Você pode relatar um defeito até \d\d\/\d\d$/),
    ]);

    await user.click(screen.getByRole('radio', { name: 'Desistência' }));
    await user.click(screen.getByRole('checkbox', { name: REGATA_LINE }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantidade' }), '2');
    await user.click(screen.getByRole('button', { name: 'Confirmar solicitação' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Pedido/ })).toBeInTheDocument();
    const requests = await screen.findByRole('list', { name: 'Solicitações de troca e devolução' });
    expect(within(requests).getByRole('heading', { level: 3 })).toHaveTextContent('Solicitação nº 1: Desistência');
    expect(within(requests).getByText('Aprovada')).toBeInTheDocument();
    const code = within(requests).getByText(/^LR\d{9}BR$/).textContent!;
    expect(isValidTrackingCode(code)).toBe(true);
    // The whole order came back: every cent paid, the shipping included, by PIX.
    expect(within(requests).getByText(/^Reembolso: R\$/)).toHaveTextContent(
      /^Reembolso: R\$\s[\d.,]+, incluindo o frete de R\$\s[\d.,]+, por PIX\.$/,
    );
    expect(store.getState().ui.announcement?.text).toBe(
      'Solicitação nº 1 aprovada. Enviamos o código de postagem por e-mail.',
    );
  });

  it('offers the vale-troca instead of the money, with its rule, and the order page shows it', async () => {
    const store = shopperWith();
    const order = await deliveredOrder(store);
    const { user } = renderApp(`/pedidos/${order.id}/trocar-ou-devolver`, { store });
    await user.click(await screen.findByRole('radio', { name: 'Desistência' }));
    const how = screen.getByRole('group', { name: 'Como você quer receber o valor?' });
    expect(within(how).getByRole('radio', { name: 'Reembolso do valor pago' })).toBeChecked();
    const credit = within(how).getByRole('radio', { name: 'Vale-troca' });
    expect(credit).toHaveAccessibleDescription(STORE_CREDIT_CHOICE_TEXT);
    expect(STORE_CREDIT_CHOICE_TEXT).toContain(`${STORE_CREDIT_VALID_DAYS} dias`);
    await user.click(credit);
    await user.click(screen.getByRole('checkbox', { name: REGATA_LINE }));
    await user.click(screen.getByRole('button', { name: 'Confirmar solicitação' }));

    const requests = await screen.findByRole('list', { name: 'Solicitações de troca e devolução' });
    expect(within(requests).getByText(/^Vale-troca: R\$/)).toHaveTextContent(
      /^Vale-troca: R\$\s[\d.,]+, em Minha conta\.$/,
    );
    expect(within(requests).queryByText(/^Reembolso:/)).not.toBeInTheDocument();
  });

  it('says what is missing, with the focus there, before sending anything', async () => {
    const store = shopperWith();
    const order = await deliveredOrder(store);
    const { user } = renderApp(`/pedidos/${order.id}/trocar-ou-devolver`, { store });
    await user.click(await screen.findByRole('button', { name: 'Confirmar solicitação' }));
    expect(screen.getByText('Escolha o que você quer fazer.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Desistência' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Troca' }));
    await user.click(screen.getByRole('checkbox', { name: REGATA_LINE }));
    await user.click(screen.getByRole('button', { name: 'Confirmar solicitação' }));
    expect(screen.getByRole('combobox', { name: 'Novo tamanho ou cor' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Novo tamanho ou cor' })).toHaveAccessibleDescription(
      'Escolha o novo tamanho ou cor.',
    );
    expect(screen.getByRole('option', { name: 'Tamanho GG (esgotado)' })).toBeDisabled();
  });

  it("shows the server's refusal beside the line: another device asked for it first", async () => {
    const store = shopperWith();
    const order = await deliveredOrder(store);
    const { user } = renderApp(`/pedidos/${order.id}/trocar-ou-devolver`, { store });
    await user.click(await screen.findByRole('radio', { name: 'Defeito' }));
    await user.click(screen.getByRole('checkbox', { name: REGATA_LINE }));
    await user.type(screen.getByRole('textbox', { name: 'Descreva o defeito' }), 'A costura abriu.');
    await user.click(screen.getByRole('radio', { name: 'Receber outra peça igual' }));
    await store.dispatch(
      returnsApi.endpoints.requestReturn.initiate({
        orderId: order.id,
        body: { kind: 'withdrawal', resolution: 'refund', lines: [{ index: 0, quantity: 2 }] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar solicitação' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: REGATA_LINE })).toHaveAccessibleDescription(
        AFTER_PURCHASE_REFUSAL.lineAlreadyReturned,
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Trocar ou devolver' })).toBeInTheDocument();
    expect(store.getState().ui.announcement?.text).toBe(AFTER_PURCHASE_REFUSAL.lineAlreadyReturned);
  });

  it('says a failed call wrote nothing, by the button, and keeps what was chosen', async () => {
    const store = shopperWith();
    const order = await deliveredOrder(store);
    const { user } = renderApp(`/pedidos/${order.id}/trocar-ou-devolver`, { store });
    await user.click(await screen.findByRole('radio', { name: 'Desistência' }));
    await user.click(screen.getByRole('checkbox', { name: REGATA_LINE }));
    setFailureConfig({ fail: parseFailSetting('returnRequest') });
    await user.click(screen.getByRole('button', { name: 'Confirmar solicitação' }));
    const said = `Não foi possível confirmar. Veja no pedido se a solicitação entrou. ${FAILURE_TEXT.server}`;
    expect((await screen.findAllByText(said)).length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: REGATA_LINE })).toBeChecked();
    setFailureConfig();
    const answer = await store.dispatch(returnsApi.endpoints.getOrderReturns.initiate(order.id));
    expect(answer.data!.requests).toEqual([]);
  });
});

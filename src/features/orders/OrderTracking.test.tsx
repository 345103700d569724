import { screen, within } from '@testing-library/react';
import type { AppStore } from '../../app/store';
import { isValidNfeKey } from '../../rules/nfe';
import { isValidTrackingCode } from '../../rules/trackingCode';
import { checkoutApi } from '../checkout/checkoutApi';
import { advanceOrder, orderStepEvery, parseFailSetting, setFailureConfig } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { regataPixOrder, shopperWith } from '../../test/shopper';

const STEP_MS = 600_000;

/** A PIX order of Maria's, paid at once; its steps move only when advanced. */
async function paidOrder(store: AppStore) {
  orderStepEvery(STEP_MS);
  const order = regataPixOrder();
  return (await store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key: 'track-order-01', order }))).data!;
}

const advance = (id: string, times: number) => {
  for (let i = 0; i < times; i += 1) advanceOrder(id, { now: Date.now(), pixPaidMs: 0, orderStepMs: STEP_MS });
};

function clipboard(writeText: (() => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText && { writeText }, configurable: true });
}

const steps = async () =>
  within(await screen.findByRole('list', { name: 'Etapas do pedido' })).getAllByRole('listitem');

afterEach(() => setFailureConfig());

describe("'Acompanhe seu pedido'", () => {
  it('lists every step in order, the reached ones with their São Paulo date and time, the others waiting', async () => {
    const store = shopperWith();
    const order = await paidOrder(store);
    renderApp(`/pedidos/${order.id}`, { store });
    expect(await screen.findByRole('heading', { level: 2, name: 'Acompanhe seu pedido' })).toBeInTheDocument();
    const items = await steps();
    // The tick is the reached mark seen (hidden from screen readers, which hear 'concluído').
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^✓Pedido recebido: concluído\d\d\/\d\d\/\d{4} às \d\d:\d\d$/),
      expect.stringMatching(/^✓Pagamento aprovado: concluído\d\d\/\d\d\/\d{4} às \d\d:\d\d$/),
      'Nota fiscal emitida: pendenteAguardando',
      'Em separação: pendenteAguardando',
      'Enviado: pendenteAguardando',
      'Saiu para entrega: pendenteAguardando',
      'Entregue: pendenteAguardando',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: /^Copiar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Eventos dos Correios' })).not.toBeInTheDocument();
  });

  it('shows the NF-e key in fours and the tracking code, each with Copiar, and the carrier’s events apart', async () => {
    const store = shopperWith();
    const order = await paidOrder(store);
    advance(order.id, 5);
    const { user } = renderApp(`/pedidos/${order.id}`, { store });
    const items = await steps();
    expect(items[6]).toHaveAttribute('aria-current', 'step');
    expect(items[6]).toHaveTextContent(/^✓Entregue: concluído/);
    const key = within(items[2]!).getByText(/^\d{4}( \d{4}){10}$/);
    expect(isValidNfeKey(key.textContent!)).toBe(true);
    const code = within(items[4]!).getByText(/^OB\d{9}BR$/);
    expect(isValidTrackingCode(code.textContent!)).toBe(true);
    const events = within(screen.getByRole('list', { name: 'Eventos dos Correios' })).getAllByRole('listitem');
    expect(events.map((event) => event.firstChild?.textContent)).toEqual([
      'Objeto postado',
      'Em trânsito',
      'Saiu para entrega ao destinatário',
      'Entregue ao destinatário',
    ]);
    expect(events[0]).toHaveTextContent('Barueri - SP');

    const writeText = jest.fn(() => Promise.resolve());
    clipboard(writeText); // after user-event's own stand-in
    const copy = screen.getByRole('button', { name: 'Copiar código de rastreamento' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(code.textContent);
    expect(await within(items[4]!).findByText('Copiado')).toBeInTheDocument();
    expect(screen.getAllByText('Copiado', { selector: '[role="status"] span' })).toHaveLength(1);
    expect(copy).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Copiar chave de acesso' }));
    expect(writeText).toHaveBeenLastCalledWith(key.textContent!.replace(/ /g, ''));
  });

  it("'Meus pedidos' tells the step each paid order is at", async () => {
    const store = shopperWith();
    const order = await paidOrder(store);
    advance(order.id, 3);
    renderApp('/pedidos', { store });
    const rows = within(await screen.findByRole('list', { name: 'Pedidos' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Enviado');
  });

  it('says so when the browser refuses to copy', async () => {
    const store = shopperWith();
    const order = await paidOrder(store);
    advance(order.id, 3);
    const { user } = renderApp(`/pedidos/${order.id}`, { store });
    await steps();
    clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copiar código de rastreamento' }));
    expect(await screen.findByText('Não foi possível copiar. Selecione e copie.')).toBeInTheDocument();
  });

  it('fails with its reason and Tentar novamente, the rest of the order still shown', async () => {
    const store = shopperWith();
    const order = await paidOrder(store);
    setFailureConfig({ fail: parseFailSetting('tracking') });
    const { user } = renderApp(`/pedidos/${order.id}`, { store });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o acompanhamento.');
    expect(screen.getByRole('region', { name: 'Entrega' })).toBeInTheDocument();
    setFailureConfig();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await steps()).toHaveLength(7);
  });
});

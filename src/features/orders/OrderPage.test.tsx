import { screen, waitFor, within } from '@testing-library/react';
import type { AppStore } from '../../app/store';
import { checkoutApi } from '../checkout/checkoutApi';
import { makeStore } from '../../app/store';
import {
  catalogueFile,
  DEMO_USER,
  forcePix,
  otherShopper,
  pixPaidAfter,
  readCart,
  useCatalogue,
} from '../../test/fakeBackend';
import { formatCents } from '../../lib/money';
import { lineLabel } from '../../lib/text';
import { cartLine, REGATA } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { logIn, regataPixOrder, shopperWith } from '../../test/shopper';

/** A PIX order of Maria's, placed on the backend; a PIX is paid only when told. */
async function pixOrder(store: AppStore, key = 'pix-order-0001') {
  pixPaidAfter(600_000);
  const order = regataPixOrder();
  return (await store.dispatch(checkoutApi.endpoints.placeOrder.initiate({ key, order }))).data!;
}

/** The browser's Clipboard API: one that copies, one that refuses, or none. */
function clipboard(writeText: (() => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText && { writeText }, configurable: true });
}

describe('the confirmation of a PIX order', () => {
  it('shows the order, the QR code, the copia e cola code and its expiry', async () => {
    const store = shopperWith();
    const order = await pixOrder(store);
    renderApp(`/pedido/${order.id}`, { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido confirmado' })).toHaveFocus();
    expect(screen.getByText(/^Pedido nº 100001, feito em \d\d\/\d\d\/\d{4}$/)).toBeInTheDocument();
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code do PIX' });
    expect(qr.querySelectorAll('path')).toHaveLength(1);
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(screen.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue(
      order.payment.method === 'pix' ? order.payment.code : '',
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/^Expira em (30:00|29:5\d)$/);
    const items = screen.getByRole('list', { name: 'Itens do pedido' });
    expect(within(items).getByText('REGATA CANELADA - OFF WHITE')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Entrega' })).getByText(/Avenida Paulista, 1000/),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Trocas e devoluções' })).toHaveAttribute(
      'href',
      '/trocas-e-devolucoes',
    );
  });

  it('the countdown ticks', async () => {
    const store = shopperWith();
    renderApp(`/pedido/${(await pixOrder(store)).id}`, { store });
    const timer = await screen.findByRole('timer');
    const first = timer.textContent;
    await screen.findByText((text) => text.startsWith('Expira em') && text !== first, {}, { timeout: 3_000 });
  });

  it("'Copiar código' copies and says so, on the page and to screen readers", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    const store = shopperWith();
    const order = await pixOrder(store);
    const { user } = renderApp(`/pedido/${order.id}`, { store });
    clipboard(writeText); // after user-event's own stand-in
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código copiado!', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Código copiado!', { selector: '[role="status"] span' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(order.payment.method === 'pix' && order.payment.code);
  });

  it.each([
    ['refused', () => Promise.reject(new DOMException('denied', 'NotAllowedError'))],
    ['absent', undefined],
  ])('copying %s: the code is selected in its field, to copy by hand', async (_label, writeText) => {
    const store = shopperWith();
    const { user } = renderApp(`/pedido/${(await pixOrder(store)).id}`, { store });
    clipboard(writeText); // after user-event's own stand-in
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Selecione o código e copie', { selector: 'p' })).toBeInTheDocument();
    const code = screen.getByRole<HTMLInputElement>('textbox', { name: 'PIX copia e cola' });
    expect(code).toHaveFocus();
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, code.value.length]);
  });

  it("another shopper's order number is 'Pedido não encontrado'", async () => {
    const ana = otherShopper('Ana');
    const anas = makeStore();
    logIn(anas, { user: ana.user, secret: ana.token });
    expect((await pixOrder(anas)).id).toBe('100001');
    renderApp('/pedidos/100001', { store: shopperWith() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' })).toBeInTheDocument();
    expect(document.title).toBe('Pedido não encontrado | Vitrine');
  });
});

describe('a PIX that expired unpaid', () => {
  const EXPIRED = 'O prazo para pagar o PIX terminou e nada foi cobrado.';
  const expire = (id: string) => forcePix('expire', id, Date.now(), 600_000);

  it("opened after it expired, the confirmation says 'Pedido cancelado' in its heading and title", async () => {
    const store = shopperWith();
    const order = await pixOrder(store);
    expire(order.id);
    renderApp(`/pedido/${order.id}`, { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido cancelado' })).toHaveFocus();
    expect(document.title).toBe('Pedido cancelado | Vitrine');
    expect(screen.queryByText('Pedido confirmado')).not.toBeInTheDocument();
    expect(screen.getByText(EXPIRED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar código' })).not.toBeInTheDocument();
  });

  it("expiring with focus on 'Copiar código': focus moves to the new heading, and it is read out once", async () => {
    const store = shopperWith();
    const order = await pixOrder(store);
    const { user } = renderApp(`/pedido/${order.id}`, { store });
    clipboard(() => Promise.resolve()); // after user-event's own stand-in
    const copy = await screen.findByRole('button', { name: 'Copiar código' });
    await user.click(copy);
    expect(copy).toHaveFocus();
    expire(order.id);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pedido cancelado' }, { timeout: 5_000 });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Pedido cancelado | Vitrine');
    expect(screen.getAllByText(EXPIRED, { selector: '[role="status"] span' })).toHaveLength(1);
  });

  it('expiring with focus elsewhere on the page leaves focus where the shopper put it', async () => {
    const store = shopperWith();
    const order = await pixOrder(store);
    renderApp(`/pedidos/${order.id}`, { store });
    const link = await screen.findByRole('link', { name: 'Continuar comprando' });
    link.focus();
    expire(order.id);
    expect(await screen.findByText('Pedido cancelado', { selector: 'p' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: `Pedido ${order.id}` })).toBeInTheDocument();
    expect(screen.getAllByText(EXPIRED, { selector: '[role="status"] span' })).toHaveLength(1);
  });
});

describe("'Comprar novamente' on a cancelled order", () => {
  afterEach(() => useCatalogue(null));

  it("puts the order's lines back in the bag at today's price, says what changed, and links to the bag", async () => {
    const store = shopperWith();
    const order = await pixOrder(store);
    forcePix('expire', order.id, Date.now(), 600_000);
    // The tank top costs R$ 10 more today.
    const dearer = REGATA.actualPriceCents + 1000;
    const price = formatCents(dearer);
    const { products } = catalogueFile as { products: Array<{ code_color: string }> };
    useCatalogue({
      products: products.map((p) =>
        p.code_color === REGATA.id ? { ...p, regular_price: price, actual_price: price } : p,
      ),
    });
    const { user } = renderApp(`/pedido/${order.id}`, { store });
    await user.click(await screen.findByRole('button', { name: 'Comprar novamente' }));
    const outcome = await screen.findByText('1 item voltou para a sua sacola.');
    expect(outcome.closest('[role="status"]')).toHaveTextContent(
      `${lineLabel(REGATA, 'M')} agora custa ${formatCents(dearer)} (era ${formatCents(REGATA.actualPriceCents)}).`.replace(
        /\u00a0/g,
        ' ',
      ),
    );
    expect(screen.getByRole('link', { name: 'Sacola, 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver sacola' })).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(readCart(DEMO_USER.id).lines).toEqual([cartLine(REGATA, 'M')]));
  });

  it('says the items are already in the bag when pressed again, counting nothing', async () => {
    const store = shopperWith();
    const order = await pixOrder(store);
    forcePix('expire', order.id, Date.now(), 600_000);
    const { user } = renderApp(`/pedido/${order.id}`, { store });
    const press = async () => user.click(await screen.findByRole('button', { name: 'Comprar novamente' }));
    await press();
    expect(await screen.findByText('1 item voltou para a sua sacola.')).toBeInTheDocument();
    await press();
    expect(await screen.findByText('Os itens deste pedido já estão na sua sacola.')).toBeInTheDocument();
    expect(screen.queryByText('1 item voltou para a sua sacola.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sacola, 1 item' })).toBeInTheDocument();
  });
});

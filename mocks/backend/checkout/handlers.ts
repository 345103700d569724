/**
 * What the checkout's routes do (issue 23), by call name; routes.ts says which
 * method and path each answers. Every one needs the shopper's token but `cep`
 * and `shipping`, which a product page may ask anonymously.
 */
import type { OrderSummary, PixStatus, ShippingQuote } from '../../../src/api/types';
import { ufForCep } from '../../../src/rules/cep';
import { shippingOptions } from '../../../src/rules/shipping';
import { allProducts, servedProducts } from '../catalogue';
import type { CallName } from '../calls';
import { created, fail, ok, SESSION_EXPIRED, type MockRequest, type Route } from '../route';
import { shopperOf } from '../accounts/shopper';
import { tokenizeCard } from './cardTokens';
import { lookupCep } from './cepTable';
import { isIdempotencyKey, isRecord, isRefusal, strictCep } from './input';
import { priceLines, readLines } from './lines';
import { lastAddress, publicOrder, type StoredOrder } from './orderStore';
import { pixPaidMs, settledOrders } from './pixStatus';
import { placeOrder } from './placeOrder';

const ORDER_NOT_FOUND = 'Pedido não encontrado';

/** The shopper's orders, statuses brought up to now. */
function ordersOf(userId: string, request: MockRequest): StoredOrder[] {
  return settledOrders(Date.now(), pixPaidMs(request), userId);
}

/** This shopper's order; another shopper's is as unknown as a missing one. */
function ownOrder(request: MockRequest): StoredOrder | null {
  const user = shopperOf(request);
  return user ? (ordersOf(user.id, request).find((order) => order.id === request.params.id) ?? null) : null;
}

const summary = (order: StoredOrder): OrderSummary => ({
  id: order.id,
  createdAt: order.createdAt,
  status: order.status,
  totalCents: order.totalCents,
  itemCount: order.lines.reduce((count, line) => count + line.quantity, 0),
});

export const checkoutHandlers = {
  cep: ({ params }) => {
    const cep = strictCep(params.cep);
    if (!cep) return fail(400, 'CEP inválido');
    const address = lookupCep(cep);
    return address ? ok(address) : fail(404, 'CEP não encontrado');
  },
  shipping: (request) => {
    const { body } = request;
    if (!isRecord(body)) return fail(400, 'Pedido de frete inválido.');
    const cep = strictCep(body.cep);
    if (!cep) return fail(400, 'CEP inválido');
    const products = servedProducts(request);
    const lines = readLines(body.lines, products);
    if (isRefusal(lines)) return lines.refused;
    const state = ufForCep(cep);
    if (!state) return fail(422, 'CEP inválido');
    const priced = priceLines(lines, products, allProducts());
    // A line that cannot be bought is named; the quote is for what can be.
    if (priced.unavailable.length > 0) return fail(422, priced.unavailable[0]!);
    const quote: ShippingQuote = {
      cep,
      state,
      subtotalCents: priced.subtotalCents,
      options: shippingOptions(state, priced.subtotalCents),
    };
    return ok(quote);
  },
  address: (request) => {
    const user = shopperOf(request);
    return user ? ok(lastAddress(user.id)) : SESSION_EXPIRED;
  },
  cardToken: (request) => {
    const user = shopperOf(request);
    if (!user) return SESSION_EXPIRED;
    const token = tokenizeCard(user.id, request.body, Date.now());
    return isRefusal(token) ? token.refused : created(token);
  },
  placeOrder,
  orders: (request) => {
    const user = shopperOf(request);
    if (!user) return SESSION_EXPIRED;
    const key = request.query.idempotencyKey;
    if (key !== undefined && !isIdempotencyKey(key)) return fail(400, 'Chave de idempotência inválida.');
    const orders = ordersOf(user.id, request).filter((order) => key === undefined || order.idempotencyKey === key);
    // Newest first: order numbers grow with time.
    return ok(orders.sort((a, b) => Number(b.id) - Number(a.id)).map(summary));
  },
  order: (request) => {
    if (!shopperOf(request)) return SESSION_EXPIRED;
    const order = ownOrder(request);
    return order ? ok(publicOrder(order)) : fail(404, ORDER_NOT_FOUND);
  },
  pixStatus: (request) => {
    if (!shopperOf(request)) return SESSION_EXPIRED;
    const order = ownOrder(request);
    if (!order) return fail(404, ORDER_NOT_FOUND);
    if (order.payment.method !== 'pix') return fail(422, 'Este pedido não foi pago com PIX.');
    const status: PixStatus = { status: order.status, expiresAt: order.payment.expiresAt };
    return ok(status);
  },
} satisfies Partial<Record<CallName, Route['handle']>>;

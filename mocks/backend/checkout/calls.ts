/**
 * The checkout's calls and 'Meus pedidos'. A file of its own, fetched after laterCalls.ts when that
 * does not answer (routes.ts), as the checkout's pages come with their first visit: with the order
 * store, card tokens, PIX, the CEP table and the rules they check with. Every one needs the
 * shopper's token but `cep` and `shipping`, which a product page may ask anonymously. The
 * vale-troca's call (creditCalls.ts) comes with them: the review spends the credit it reads.
 */
import type { AppliedCoupon, PixStatus, ShippingQuote } from '../../../src/api/types';
import { orderFigures } from '../../../src/rules/coupons';
import { ufForCep } from '../../../src/rules/cep';
import { shippingOptions } from '../../../src/rules/shipping';
import { allProducts, servedProducts } from '../catalogue';
import { call, created, fail, ok, SESSION_EXPIRED, type MockRequest } from '../route';
import { shopperOf } from '../accounts/shopper';
import { tokenizeCard } from './cardTokens';
import { lookupCep } from './cepTable';
import { checkCoupon, couponLines, publicTerms } from './couponStore';
import { isIdempotencyKey, isRecord, isRefusal, strictCep } from './input';
import { priceLines, readLines } from './lines';
import { clockOf, orderSummary, trackingOf } from './orderClock';
import { withMoneyBack } from './moneyBack';
import { lastAddress, type StoredOrder } from './orderStore';
import { pixPaidMs, settledOrders } from './pixStatus';
import { placeOrder } from './placeOrder';
import { calls as creditCalls } from '../creditCalls';

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

export const calls = [
  call({
    name: 'cep',
    method: 'GET',
    path: '/cep/:cep',
    // A postcode lookup is a third party's service, a little slower than our own calls.
    latencyMs: 800,
    whenFailing: "Under the CEP field: 'Não foi possível buscar o CEP.' + 'Preencha o endereço.'",
    handle: ({ params }) => {
      const cep = strictCep(params.cep);
      if (!cep) return fail(400, 'CEP inválido');
      const address = lookupCep(cep);
      return address ? ok(address) : fail(404, 'CEP não encontrado');
    },
  }),
  call({
    name: 'shipping',
    method: 'POST',
    path: '/shipping',
    // A quote asks the carriers; the options appear while the shopper fills in the address.
    latencyMs: 1000,
    whenFailing: "'Não foi possível calcular o frete.' + 'Tentar novamente' (also on the product page)",
    handle: (request) => {
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
  }),
  call({
    name: 'coupon',
    method: 'POST',
    path: '/cart/coupon',
    // 'Aplicar' checks the code against the cart and the shopper's uses: a short read.
    latencyMs: 600,
    whenFailing: "Under the coupon field: 'Não foi possível aplicar o cupom agora. Tente novamente.'",
    handle: (request) => {
      const { body } = request;
      if (!isRecord(body) || typeof body.code !== 'string' || body.code.length > 40) {
        return fail(400, 'Cupom inválido. Confira o código digitado.');
      }
      const products = servedProducts(request);
      const lines = readLines(body.lines, products);
      if (isRefusal(lines)) return lines.refused;
      // Only what can be bought counts toward the coupon; the cart names the rest itself.
      const priced = priceLines(lines, products, allProducts());
      const available = lines.filter((_, i) => priced.lines[i]!.available);
      const now = Date.now();
      const couponLinesNow = couponLines(available, products);
      const checked = checkCoupon(request, body.code, couponLinesNow, shopperOf(request), now);
      if ('refused' in checked) return checked.refused;
      const figures = orderFigures({ lines: couponLinesNow, coupon: checked.coupon, shipping: null, method: 'card' });
      const applied: AppliedCoupon = {
        coupon: publicTerms(checked.coupon),
        description: checked.coupon.description,
        subtotalCents: figures.subtotalCents,
        couponCents: figures.couponCents,
      };
      return ok(applied);
    },
  }),
  call({
    name: 'address',
    method: 'GET',
    path: '/address',
    // The last address is a small read of the shopper's own record.
    latencyMs: 500,
    whenFailing: "Nothing: the form is a first order's, without the last address",
    handle: (request) => {
      const user = shopperOf(request);
      return user ? ok(lastAddress(user.id)) : SESSION_EXPIRED;
    },
  }),
  call({
    name: 'cardToken',
    method: 'POST',
    path: '/card-tokens',
    // The payment provider checks the card; long enough to see the button busy.
    latencyMs: 800,
    whenFailing: "'Não foi possível validar o cartão agora.' + reason",
    handle: (request) => {
      const user = shopperOf(request);
      if (!user) return SESSION_EXPIRED;
      const token = tokenizeCard(user.id, request.body, Date.now());
      return isRefusal(token) ? token.refused : created(token);
    },
  }),
  call({
    name: 'placeOrder',
    method: 'POST',
    path: '/orders',
    // The slowest call: prices, shipping, payment and the order, all at once.
    latencyMs: 1500,
    whenFailing: "Asks by key; no order: 'Seu pedido não foi feito' + 'Nada foi cobrado…'",
    handle: placeOrder,
  }),
  call({
    name: 'orders',
    method: 'GET',
    path: '/orders',
    // 'Meus pedidos' is a list read, as long as the login.
    latencyMs: 1000,
    whenFailing: "'Não foi possível carregar seus pedidos.' + 'Tentar novamente'",
    handle: (request) => {
      const user = shopperOf(request);
      if (!user) return SESSION_EXPIRED;
      const key = request.query.idempotencyKey;
      if (key !== undefined && !isIdempotencyKey(key)) return fail(400, 'Chave de idempotência inválida.');
      const orders = ordersOf(user.id, request).filter((order) => key === undefined || order.idempotencyKey === key);
      // Newest first: order numbers grow with time.
      const clock = clockOf(request);
      return ok(orders.sort((a, b) => Number(b.id) - Number(a.id)).map((order) => orderSummary(order, clock)));
    },
  }),
  call({
    name: 'order',
    method: 'GET',
    path: '/orders/:id',
    // One order, as long as the list.
    latencyMs: 1000,
    whenFailing: "'Não foi possível carregar o pedido.' + 'Tentar novamente'",
    handle: (request) => {
      if (!shopperOf(request)) return SESSION_EXPIRED;
      const order = ownOrder(request);
      return order ? ok(withMoneyBack(order, clockOf(request))) : fail(404, ORDER_NOT_FOUND);
    },
  }),
  call({
    name: 'tracking',
    method: 'GET',
    path: '/orders/:id/tracking',
    // 'Acompanhe seu pedido': one order's steps, a small read, shorter than the order's.
    latencyMs: 800,
    whenFailing: "'Não foi possível carregar o acompanhamento.' + 'Tentar de novo'",
    handle: (request) => {
      if (!shopperOf(request)) return SESSION_EXPIRED;
      const order = ownOrder(request);
      return order ? ok(trackingOf(order, clockOf(request))) : fail(404, ORDER_NOT_FOUND);
    },
  }),
  call({
    name: 'pixStatus',
    method: 'GET',
    path: '/orders/:id/pix',
    // Polled every few seconds while the PIX page is open; it must stay short.
    latencyMs: 500,
    whenFailing: "'Não foi possível atualizar o status do pagamento.'; polling goes on",
    handle: (request) => {
      if (!shopperOf(request)) return SESSION_EXPIRED;
      const order = ownOrder(request);
      if (!order) return fail(404, ORDER_NOT_FOUND);
      if (order.payment.method !== 'pix') return fail(422, 'Este pedido não foi pago com PIX.');
      const status: PixStatus = { status: order.status, expiresAt: order.payment.expiresAt };
      return ok(status);
    },
  }),
  ...creditCalls,
];

/** 'Cancelar pedido', fetched when an order page's shopper asks for it (unnamed: a name costs the first download). */
export const later = [() => import('./cancelCalls')];

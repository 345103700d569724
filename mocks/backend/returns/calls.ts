/**
 * 'Trocar ou devolver': what each line of a delivered order allows and why, the shopper's requests
 * (desistência, troca, defeito), their cancelling, and the open ones for 'Meus pedidos'. A file of
 * its own, fetched after the checkout's (laterCalls.ts). The server works out everything from the
 * order it kept and the rules (src/rules/returnWindows.ts, returnRequests.ts, refunds.ts,
 * moneyBack.ts): deadlines from the delivery date, each line's refund from what it paid, the
 * units in stock. The rows are the order's lines and the units each delivered exchange sent
 * (holdings.ts); a new request is requestReturn.ts's, its exchange fee exchangeFees.ts's.
 */
import type { OpenReturn, OrderReturns, Product, ReturnableLine } from '../../../src/api/types';
import { AFTER_PURCHASE_REFUSAL } from '../../../src/rules/afterPurchaseRefusals';
import { paidLedger, paidOrderOf, unitsRefundCents } from '../../../src/rules/refunds';
import { canShopperCancelRequest } from '../../../src/rules/returnRequests';
import { lineAllowances } from '../../../src/rules/returnWindows';
import { shopperOf } from '../accounts/shopper';
import { creditForReturn } from '../credits';
import { allProducts, servedProducts } from '../catalogue';
import { moneyBackFor } from '../checkout/moneyBack';
import { clockOf, type OrderClock } from '../checkout/orderClock';
import type { StoredOrder } from '../checkout/orderStore';
import { call, fail, ok, SESSION_EXPIRED, type MockRequest, type MockResponse } from '../route';
import { deliveredAt, isAnswer, NOT_CANCELLABLE, ownOrder, refuseLine, REQUEST_NOT_FOUND, returnable } from './answers';
import { feeQuote } from './exchangeFees';
import { exchangeOptions, lineUse, productOfSku, type Holding } from './holdings';
import { requestReturn } from './requestReturn';
import {
  enter,
  isOpenRequest,
  publicRequest,
  requestsOfShopper,
  settleRequest,
  settledRequestsOfOrder,
} from './returnStore';

/** A row as 'Trocar ou devolver' offers it: the order's line, or the size or colour an exchange delivered. */
function returnableLine(
  order: StoredOrder,
  row: Holding & { unitsTaken: number },
  allowances: ReturnableLine['allowances'],
  products: readonly Product[],
): ReturnableLine {
  const { couponCents: _coupon, ...line } = order.lines[row.index]!;
  const paidCents = paidLedger(paidOrderOf(order)).linesCents[row.index]!;
  const base = { ...line, index: row.index, allowances };
  if (row.fromExchange === undefined) {
    return { ...order.lines[row.index]!, ...base, paidCents, exchangeOptions: exchangeOptions(line, products) };
  }
  const product = productOfSku(allProducts(), row.sku);
  const size = product?.sizes.find((each) => each.sku === row.sku)?.size ?? line.size;
  return {
    ...base,
    ...(product ? { productId: product.id, name: product.name, color: product.color, image: product.image } : {}),
    sku: row.sku,
    size,
    quantity: row.quantity,
    lineCents: line.unitCents * row.quantity,
    paidCents: unitsRefundCents(paidCents, line.quantity, 0, row.quantity),
    exchangeOptions: exchangeOptions({ sku: row.sku, unitCents: line.unitCents }, products),
    fromExchange: row.fromExchange,
  };
}

function orderReturns(order: StoredOrder, clock: OrderClock, request: MockRequest, userId: string): OrderReturns {
  const requests = settledRequestsOfOrder(order.id, clock);
  const delivered = deliveredAt(order, clock);
  const { holdings, perLine } = lineUse(order, requests);
  const products = servedProducts(request);
  const lines: ReturnableLine[] = holdings.map((row) =>
    returnableLine(
      order,
      row,
      lineAllowances(delivered, clock.now, returnable(row, perLine[row.index]!.exchanges)),
      products,
    ),
  );
  return {
    orderId: order.id,
    deliveredAt: delivered,
    shippingCents: order.shippingCents,
    lines,
    requests: requests
      .map((each) => {
        const [moneyBack] = moneyBackFor(order, { kind: 'return', requestId: each.id }, clock);
        const credit = creditForReturn(each.id);
        const [feeBack] = moneyBackFor(order, { kind: 'exchangeFee', requestId: each.id }, clock);
        return {
          ...publicRequest(each),
          ...(moneyBack ? { moneyBack } : {}),
          ...(credit ? { creditCents: credit.issuedCents } : {}),
          ...(feeBack ? { exchangeFeeBack: feeBack } : {}),
        };
      })
      .reverse(),
    exchangeFee: feeQuote(order, userId, clock.now),
  };
}

/** POST /orders/:id/returns/:requestId/cancel: while the parcel is not posted. */
function cancelReturn(request: MockRequest): MockResponse {
  const user = shopperOf(request);
  if (!user) return SESSION_EXPIRED;
  const clock = clockOf(request);
  const order = ownOrder(request, user.id, clock);
  if (isAnswer(order)) return order;
  const found = settledRequestsOfOrder(order.id, clock).find((each) => each.id === request.params.requestId);
  if (!found) return fail(404, REQUEST_NOT_FOUND);
  if (found.state === 'expired') return refuseLine(AFTER_PURCHASE_REFUSAL.postageCodeLapsed);
  if (found.state === 'cancelled') return ok(publicRequest(found));
  if (!canShopperCancelRequest(found.state)) return fail(409, NOT_CANCELLABLE);
  return ok(publicRequest(enter(found, 'cancelled', new Date(clock.now).toISOString(), clock.now)));
}

export const calls = [
  call({
    name: 'orderReturns',
    method: 'GET',
    path: '/orders/:id/returns',
    // One order's lines and requests, as long as the order's own read.
    latencyMs: 1000,
    whenFailing: "'Não foi possível carregar as trocas e devoluções.' + 'Tentar novamente'",
    handle: (request) => {
      const user = shopperOf(request);
      if (!user) return SESSION_EXPIRED;
      const clock = clockOf(request);
      const order = ownOrder(request, user.id, clock);
      return isAnswer(order) ? order : ok(orderReturns(order, clock, request, user.id));
    },
  }),
  call({
    name: 'returnRequest',
    method: 'POST',
    path: '/orders/:id/returns',
    // Checks the windows, the stock and the refunds, and issues the postage code: a write, like an order's.
    latencyMs: 1200,
    whenFailing: "'Não foi possível confirmar. Veja no pedido se a solicitação entrou.'",
    handle: requestReturn,
  }),
  call({
    name: 'returnCancel',
    method: 'POST',
    path: '/orders/:id/returns/:requestId/cancel',
    // One request's state: a short write.
    latencyMs: 800,
    whenFailing: "'Não foi possível cancelar agora. Tente novamente.'",
    handle: cancelReturn,
  }),
  call({
    name: 'openReturns',
    method: 'GET',
    path: '/returns',
    // 'Meus pedidos' asks beside its list: a small read.
    latencyMs: 600,
    whenFailing: "Nothing: 'Meus pedidos' shows the orders without their open requests",
    handle: (request) => {
      const user = shopperOf(request);
      if (!user) return SESSION_EXPIRED;
      const clock = clockOf(request);
      const open: OpenReturn[] = requestsOfShopper(user.id)
        .map((each) => settleRequest(each, clock))
        .filter(isOpenRequest)
        .map(({ id, orderId, state }) => ({ id, orderId, state }));
      return ok(open);
    },
  }),
];

/**
 * POST /orders. The server is the till: it prices the lines from its own
 * catalogue, quotes shipping and applies the PIX discount itself, and charges
 * only the total the shopper was shown (else a 409 with the new figures). It
 * takes the lines' units (stock.ts) with the order, in the request's one
 * transaction: a line with fewer units left than it asks for (another shopper
 * took the last one) is a 409 naming it, and nothing is charged. An
 * Idempotency-Key makes a retried or double-clicked order one order.
 *
 * A coupon code is read and checked again here (its dates, its uses, the shopper's history, the
 * cart), never taken from the browser's figures: a refusal is a 422 with its message and nothing
 * is charged. Its use is counted in the order's transaction, and each line keeps its share.
 *
 * The vale-troca (credits.ts) pays last, after every discount, shipping included: the server works
 * out again what the shopper's valid credits pay and spends it in the order's transaction, never
 * the browser's figure (another one is a 409). An order the credit pays whole needs no payment
 * method (no PIX code, no card charged) and is paid when placed.
 */
import type { CartChanged, Order, OrderPayment, PaymentRequest, RepricedOrder } from '../../../src/api/types';
import { formatCents } from '../../../src/lib/money';
import type { UfCode } from '../../../src/rules/cep';
import { isReviewedCart } from '../../../src/rules/reviewedOrder';
import { normaliseCouponCode, orderFigures } from '../../../src/rules/coupons';
import { isInstallmentCount } from '../../../src/rules/totals';
import { orderTotals, splitInstallments } from '../../../src/rules/totals';
import { shippingOptions } from '../../../src/rules/shipping';
import { allProducts, servedProducts } from '../catalogue';
import { readCart, takeOrderedLines } from '../cartStore';
import { created, fail, SESSION_EXPIRED, type MockRequest, type MockResponse } from '../route';
import { shopperOf } from '../accounts/shopper';
import { takeUnits, unitsOf } from '../stock';
import { creditFor, spendCredits } from '../credits';
import { creditChangedText } from '../../../src/rules/storeCredit';
import { readDelivery } from './address';
import { buildBrCode } from './brCode';
import { checkCoupon, countCouponUse, couponLines } from './couponStore';
import { spendToken, usableToken } from './cardTokens';
import { isIdempotencyKey, isRecord, isRefusal, refuse, text, type Refusal } from './input';
import { orderLine, priceLines, readLines } from './lines';
import {
  findAttempt,
  nextOrderId,
  publicOrder,
  recordAttempt,
  saveLastAddress,
  saveOrder,
  type Attempt,
} from './orderStore';
import { PIX_TTL_MS, pixPaidMs, settledOrders, statusAt } from './pixStatus';

export const CARD_EXPIRED = 'Dados do cartão expirados. Digite o cartão de novo.';
/** The answer to a card token that cannot pay; its code tells the shop to ask for the card again (src/api/types.ts). */
export const CARD_EXPIRED_ANSWER: MockResponse = { status: 422, data: { message: CARD_EXPIRED, code: 'CARD_EXPIRED' } };
export const DECLINED = 'Pagamento recusado pela operadora do cartão. Nenhum valor foi cobrado.';
export const KEY_REUSED = 'Chave de idempotência já usada para outro pedido.';
export const BAD_KEY = 'Chave de idempotência ausente ou inválida.';
export const REPRICED = 'O total do seu pedido mudou. Confira os novos valores antes de finalizar.';
export const CART_CHANGED = 'Sua sacola mudou em outro aparelho.';

function readPayment(value: unknown): PaymentRequest | Refusal {
  const malformed = refuse(400, 'Forma de pagamento inválida.');
  if (!isRecord(value)) return malformed;
  if (value.method === 'pix') return { method: 'pix' };
  const token = text(value.token, 100);
  const { installments } = value;
  if (value.method !== 'card' || !token || !isInstallmentCount(installments)) return malformed;
  return { method: 'card', token, installments };
}

/** The body, checked and normalised; its JSON is the fingerprint an idempotency key is held to. */
function readBody(body: unknown, request: MockRequest) {
  if (!isRecord(body)) return refuse(400, 'Pedido inválido.');
  const lines = readLines(body.lines, servedProducts(request));
  if (isRefusal(lines)) return lines;
  const delivery = readDelivery(body.address, body.shippingId);
  if (isRefusal(delivery)) return delivery;
  const { address, shippingId } = delivery;
  const payment = readPayment(body.payment);
  if (isRefusal(payment)) return payment;
  const expectedTotalCents = body.expectedTotalCents;
  if (typeof expectedTotalCents !== 'number' || !Number.isSafeInteger(expectedTotalCents) || expectedTotalCents < 0) {
    return refuse(400, 'Total do pedido inválido.');
  }
  const { cartVersion } = body;
  if (typeof cartVersion !== 'number' || !Number.isSafeInteger(cartVersion) || cartVersion < 0) {
    return refuse(400, 'Versão da sacola inválida.');
  }
  const { couponCode } = body;
  if (couponCode !== undefined && couponCode !== null && (typeof couponCode !== 'string' || couponCode.length > 40)) {
    return refuse(400, 'Cupom inválido. Confira o código digitado.');
  }
  const coupon = typeof couponCode === 'string' && couponCode.trim() !== '' ? normaliseCouponCode(couponCode) : null;
  const { creditCents = 0 } = body;
  if (typeof creditCents !== 'number' || !Number.isSafeInteger(creditCents) || creditCents < 0) {
    return refuse(400, 'Valor do vale-troca inválido.');
  }
  return { lines, address, shippingId, payment, expectedTotalCents, cartVersion, coupon, creditCents };
}

/** The answer a key gave before, given again: the order as it is now, or the same 402/409. */
function replay(attempt: Attempt, request: MockRequest): MockResponse {
  if (attempt.status !== 201) return { status: attempt.status, data: attempt.data };
  const order = settledOrders(Date.now(), pixPaidMs(request), attempt.userId).find((o) => o.id === attempt.orderId);
  return order ? created(publicOrder(order)) : fail(500, 'Erro inesperado no servidor.');
}

export function placeOrder(request: MockRequest): MockResponse {
  const user = shopperOf(request);
  if (!user) return SESSION_EXPIRED;
  const key = request.headers['idempotency-key'];
  if (!isIdempotencyKey(key)) return fail(400, BAD_KEY);
  const body = readBody(request.body, request);
  if (isRefusal(body)) return body.refused;

  const fingerprint = JSON.stringify(body);
  const earlier = findAttempt(user.id, key);
  if (earlier) return earlier.fingerprint === fingerprint ? replay(earlier, request) : fail(422, KEY_REUSED);
  const remember = (status: 402 | 409, data: unknown): MockResponse => {
    recordAttempt({ userId: user.id, key, fingerprint, status, data });
    return { status, data };
  };

  const now = Date.now();
  const products = servedProducts(request);
  // The coupon, checked again now: a code used up, or already used by this shopper on another
  // device a moment ago, is refused before anything else, with nothing charged.
  const checked = body.coupon ? checkCoupon(request, body.coupon, couponLines(body.lines, products), user, now) : null;
  if (checked && 'refused' in checked) return checked.refused;
  const coupon = checked?.coupon ?? null;

  // One cart, one order: the cart must still be the version the review showed. Another tab's or
  // device's order (or change) moved it on; the shop is shown the cart as it is now.
  const cart = readCart(user.id);
  if (!isReviewedCart(cart, body)) {
    const changed: CartChanged = { message: CART_CHANGED, ...cart };
    return { status: 412, data: changed };
  }

  const { payment } = body;

  const priced = priceLines(body.lines, products, allProducts(), unitsOf);
  // The coupon on the lines as priced now (the cart's conditions again: a line gone or cheaper may
  // bring the products under its minimum), its share on each line; shipping judged after it.
  const figures =
    coupon && priced.unavailable.length === 0
      ? orderFigures({ lines: couponLines(body.lines, products), coupon, shipping: null, method: payment.method })
      : null;
  if (figures?.couponRefusal) {
    const data = {
      message: figures.couponRefusal.message,
      code: 'COUPON_REFUSED',
      reason: figures.couponRefusal.reason,
    };
    return { status: 422, data };
  }
  const couponCents = figures ? figures.couponCents : undefined;
  // The address rule checked the state is a UF, and the CEP's.
  const shipping = shippingOptions(
    body.address.state as UfCode,
    priced.subtotalCents - (couponCents ?? 0),
    coupon?.kind === 'freeShipping',
  ).find((option) => option.id === body.shippingId)!;
  const totals = orderTotals({
    subtotalCents: priced.subtotalCents,
    couponCents,
    shippingCents: shipping.priceCents,
    method: payment.method,
  });

  // The vale-troca, when the review used one: what the shopper's credits pay now, read in this
  // transaction (another device's order may have spent them a moment ago).
  const credit = body.creditCents > 0 ? creditFor(user.id, totals.totalCents, now) : null;
  const creditMoved = credit !== null && credit.creditCents !== body.creditCents;

  if (priced.unavailable.length > 0 || totals.totalCents !== body.expectedTotalCents || creditMoved) {
    const changes = [...priced.changes];
    if (totals.totalCents !== body.expectedTotalCents) {
      const [before, after] = [body.expectedTotalCents, totals.totalCents].map(formatCents);
      changes.push(`O total do pedido passou de ${before} para ${after}.`);
    }
    if (creditMoved) changes.push(creditChangedText(body.creditCents, credit.creditCents));
    const repriced: RepricedOrder = {
      message: REPRICED,
      ...totals,
      lines: priced.lines,
      changes,
      ...(credit ? { creditCents: credit.creditCents } : {}),
    };
    return remember(409, repriced);
  }
  // What the payment method pays: the total, less the credit. None: the credit pays it all.
  const dueCents = credit ? credit.dueCents : totals.totalCents;
  const card = payment.method === 'card' && dueCents > 0 ? usableToken(user.id, payment.token, now) : null;
  if (payment.method === 'card' && dueCents > 0 && !card) return CARD_EXPIRED_ANSWER;
  const installments = payment.method === 'card' ? payment.installments : 1;
  if (card?.declines) {
    spendToken(card.token);
    return remember(402, { message: DECLINED });
  }

  // Counted above in this same transaction: every line's units are there to take.
  if (takeUnits(body.lines).length > 0) throw new Error('the units counted for the order are gone');
  const id = nextOrderId();
  const createdAt = new Date(now).toISOString();
  const orderPayment: OrderPayment =
    dueCents === 0
      ? { method: 'storeCredit' }
      : card
        ? {
            method: 'card',
            brand: card.brand,
            last4: card.last4,
            installments,
            parcelsCents: splitInstallments(dueCents, installments),
          }
        : {
            method: 'pix',
            code: buildBrCode({ amountCents: dueCents, txid: `VITRINE${id}` }),
            expiresAt: new Date(now + PIX_TTL_MS).toISOString(),
          };
  const order: Order = {
    id,
    createdAt,
    status: orderPayment.method === 'pix' ? 'awaiting_payment' : 'paid',
    ...totals,
    lines: priced.lines.map((line, i) =>
      figures ? { ...orderLine(line), couponCents: figures.lines[i]!.couponCents } : orderLine(line),
    ),
    address: body.address,
    shipping,
    payment: orderPayment,
    ...(coupon && figures ? { couponCode: coupon.code } : {}),
    ...(credit && credit.creditCents > 0 ? { creditCents: credit.creditCents } : {}),
  };
  if (card) spendToken(card.token);
  const stored = { ...order, userId: user.id, idempotencyKey: key };
  saveOrder(stored, { userId: user.id, key, fingerprint });
  if (coupon) countCouponUse(coupon.code, user.id, id, now); // in this order's transaction
  if (credit) spendCredits(user.id, id, credit, now); // in this order's transaction too
  takeOrderedLines(user.id, body.lines); // the ordered units leave the cart, as its next version
  saveLastAddress(user.id, body.address);
  // Answered as any read of it is: with pixPaid at 0 (MOCK_LATENCY_MS=0) a PIX is paid at once.
  return created({ ...order, status: statusAt(stored, now, pixPaidMs(request)) });
}

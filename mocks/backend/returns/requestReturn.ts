/**
 * POST /orders/:id/returns: the body read strictly, then every check (the windows of each row the
 * shopper holds, the stock, the refunds, an exchange's fee) before anything is written; then the
 * reserved units, the fee charged, and the request approved at once with its code, in the
 * request's one transaction (store.ts). Requests run one at a time, so two devices asking for the
 * same line get one request, one refund and one fee.
 */
import { AFTER_PURCHASE_REFUSAL } from '../../../src/rules/afterPurchaseRefusals';
import { exchangeFeeCents } from '../../../src/rules/exchangeFee';
import { refundRoutes } from '../../../src/rules/moneyBack';
import {
  checkRefund,
  emptyLedger,
  paidLedger,
  paidOrderOf,
  unitsRefundCents,
  withdrawalRefund,
  type RefundLedger,
} from '../../../src/rules/refunds';
import { offersResolution, type ReturnResolution } from '../../../src/rules/returnRequests';
import {
  allowanceFor,
  cleanDefectDescription,
  defectDescriptionRefusal,
  exchangeRefusal,
  isReturnKind,
  lineAllowances,
  type ReturnKind,
} from '../../../src/rules/returnWindows';
import { shopperOf } from '../accounts/shopper';
import { allProducts, servedProducts } from '../catalogue';
import { isRecord } from '../checkout/input';
import { clockOf, trackOrder } from '../checkout/orderClock';
import type { StoredOrder } from '../checkout/orderStore';
import { created, fail, SESSION_EXPIRED, type MockRequest, type MockResponse } from '../route';
import { takeUnits, unitsOf } from '../stock';
import { BAD_REQUEST, deliveredAt, isAnswer, MOST_LINES, ownOrder, refuseLine, returnable } from './answers';
import { chargeExchangeFee } from './exchangeFees';
import { givesMoneyBack, isRow, lineUse, productOfSku, sizeLabel, type Holding } from './holdings';
import {
  enter,
  nextReturnId,
  postageCodeOf,
  publicRequest,
  saveRequest,
  settleRequest,
  settledRequestsOfOrder,
  type StoredReturn,
  type StoredReturnLine,
} from './returnStore';

/** What the body asks, read strictly: anything else is a 400. */
interface Asked {
  kind: ReturnKind;
  resolution: ReturnResolution;
  lines: Array<{ index: number; quantity: number; wantedSku?: string; fromExchange?: string }>;
  description?: string;
}

function readBody(body: unknown, order: StoredOrder): Asked | MockResponse {
  if (!isRecord(body) || !isReturnKind(body.kind) || typeof body.resolution !== 'string') return fail(400, BAD_REQUEST);
  const kind = body.kind;
  const resolution = body.resolution as ReturnResolution;
  if (!offersResolution(kind, resolution)) return fail(400, BAD_REQUEST);
  if (!Array.isArray(body.lines) || body.lines.length === 0 || body.lines.length > MOST_LINES)
    return fail(400, BAD_REQUEST);
  const lines: Asked['lines'] = [];
  for (const raw of body.lines as unknown[]) {
    if (!isRecord(raw)) return fail(400, BAD_REQUEST);
    const { index, quantity, wantedSku, fromExchange } = raw;
    if (fromExchange !== undefined && (typeof fromExchange !== 'string' || fromExchange.length > 20))
      return fail(400, BAD_REQUEST);
    if (!Number.isSafeInteger(index) || (index as number) < 0 || (index as number) >= order.lines.length)
      return fail(400, BAD_REQUEST);
    if (!Number.isSafeInteger(quantity) || (quantity as number) < 1) return fail(400, BAD_REQUEST);
    if (lines.some((line) => line.index === index && line.fromExchange === fromExchange)) return fail(400, BAD_REQUEST);
    if (kind === 'exchange' && (typeof wantedSku !== 'string' || wantedSku.length > 100)) return fail(400, BAD_REQUEST);
    lines.push({
      index: index as number,
      quantity: quantity as number,
      ...(kind === 'exchange' ? { wantedSku: wantedSku as string } : {}),
      ...(fromExchange === undefined ? {} : { fromExchange }),
    });
  }
  if (kind !== 'defect') return { kind, resolution, lines };
  if (typeof body.description !== 'string' || body.description.length > 10_000) return fail(400, BAD_REQUEST);
  return { kind, resolution, lines, description: body.description };
}

/** POST /orders/:id/returns: every check, then the request, its reserved units and its email, together. */
export function requestReturn(request: MockRequest): MockResponse {
  const user = shopperOf(request);
  if (!user) return SESSION_EXPIRED;
  const clock = clockOf(request);
  const order = ownOrder(request, user.id, clock);
  if (isAnswer(order)) return order;
  const asked = readBody(request.body, order);
  if (isAnswer(asked)) return asked;
  const { kind, resolution } = asked;
  if (kind === 'defect') {
    const refusal = defectDescriptionRefusal(asked.description!);
    if (refusal) return refuseLine(refusal);
  }

  const delivered = deliveredAt(order, clock);
  if (!delivered) return refuseLine(AFTER_PURCHASE_REFUSAL.orderNotDelivered);
  const requests = settledRequestsOfOrder(order.id, clock);
  const { holdings, perLine, refunded } = lineUse(order, requests);

  // Each line: a row the shopper holds, its window open for this kind, enough units left.
  const rows: Holding[] = [];
  let feeCents = 0;
  for (const asking of asked.lines) {
    const row = holdings.find((holding) => isRow(holding, asking));
    if (!row) return fail(400, BAD_REQUEST);
    const { exchanges } = perLine[asking.index]!;
    const allowance = allowanceFor(lineAllowances(delivered, clock.now, returnable(row, exchanges)), kind);
    if (!allowance.open) return refuseLine(allowance.reason, asking);
    if (asking.quantity > allowance.units) return refuseLine(AFTER_PURCHASE_REFUSAL.lineAlreadyReturned, asking);
    // One shipment, one fee: a request pays it once when any of its lines had an exchange before.
    if (kind === 'exchange') feeCents = Math.max(feeCents, exchangeFeeCents(exchanges));
    rows.push(row);
  }

  // An exchange: another size or colour of the same product at the same price, in stock. A replacement: the same SKU, in stock.
  const products = servedProducts(request);
  const reserved: Array<{ sku: string; quantity: number }> = [];
  const wantedLabels: string[] = [];
  for (const [position, asking] of asked.lines.entries()) {
    const { quantity, wantedSku } = asking;
    const line = order.lines[asking.index]!;
    const held = rows[position]!.sku;
    if (kind === 'exchange') {
      const boughtProduct = productOfSku(allProducts(), held);
      const wantedProduct = productOfSku(products, wantedSku!);
      const wantedSize = wantedProduct?.sizes.find((size) => size.sku === wantedSku);
      const bought = { productId: boughtProduct?.style ?? line.productId, sku: held, unitCents: line.unitCents };
      const wanted = wantedProduct
        ? { productId: wantedProduct.style, sku: wantedSku!, unitCents: wantedProduct.actualPriceCents }
        : { productId: '', sku: wantedSku!, unitCents: -1 };
      const inStock = wantedSize?.available ? unitsOf(wantedSku!) : 0;
      const refusal = exchangeRefusal(bought, wanted, inStock < quantity ? 0 : inStock);
      if (refusal) return refuseLine(refusal, asking);
      reserved.push({ sku: wantedSku!, quantity });
      wantedLabels[position] = sizeLabel(wantedProduct!, wantedSize!.size, wantedProduct!.id === boughtProduct?.id);
    }
    if (resolution === 'replacement') {
      if (unitsOf(held) < quantity) return refuseLine(AFTER_PURCHASE_REFUSAL.sizeOutOfStock, asking);
      reserved.push({ sku: held, quantity });
    }
  }

  // Money back: what each unit paid, the shipping with a whole-order withdrawal; never twice, never beyond what was paid.
  const paidOrder = paidOrderOf(order);
  const paid = paidLedger(paidOrder);
  let asking: RefundLedger = emptyLedger(order.lines.length);
  let refundRoute: 'pix' | 'card' | null = null;
  if (givesMoneyBack(resolution)) {
    // Money goes back the way it was paid (a PIX within its 90 days, a card); the vale-troca needs
    // neither, and an order the credit paid whole charged nothing by them: its refund is credit.
    if (resolution === 'refund' && order.payment.method !== 'storeCredit') {
      const paidAt = trackOrder(order, clock).paid ?? order.createdAt;
      const routes = refundRoutes(order.payment.method, paidAt, clock.now);
      if (routes.refusal) return refuseLine(routes.refusal);
      refundRoute = order.payment.method === 'pix' ? 'pix' : 'card';
    }
    const units = order.lines.map((_, i) =>
      asked.lines.filter((line) => line.index === i).reduce((sum, line) => sum + line.quantity, 0),
    );
    const unitsBefore = perLine.map((each) => each.unitsRefunded);
    const quantities = order.lines.map((line) => line.quantity);
    asking =
      kind === 'withdrawal'
        ? withdrawalRefund(paidOrder, quantities, { units, unitsBefore })
        : {
            linesCents: paid.linesCents.map((cents, i) =>
              unitsRefundCents(cents, quantities[i]!, unitsBefore[i]!, units[i]!),
            ),
            shippingCents: 0,
          };
    const checked = checkRefund(paid, refunded, asking);
    if (!checked.ok) return refuseLine(checked.reason);
  }

  // Every check passed: the reserved units, then the request, approved at once with its code.
  if (reserved.length > 0 && takeUnits(reserved).length > 0) return refuseLine(AFTER_PURCHASE_REFUSAL.sizeOutOfStock);
  const id = nextReturnId();
  const now = new Date(clock.now).toISOString();
  // A line's refund is kept once, on the first row of its order line the request names.
  const lines: StoredReturnLine[] = asked.lines.map(({ index, quantity, wantedSku, fromExchange }, position) => ({
    index,
    ...(fromExchange === undefined ? {} : { fromExchange }),
    sku: rows[position]!.sku,
    quantity,
    ...(wantedSku === undefined ? {} : { wantedSku, wantedLabel: wantedLabels[position]! }),
    refundCents: asked.lines.findIndex((line) => line.index === index) === position ? asking.linesCents[index]! : 0,
  }));
  // The fee, from the rule and the lines' exchanges alone (never a figure the browser sent).
  const exchangeFee = feeCents > 0 ? chargeExchangeFee(order, user.id, id, feeCents, clock.now) : null;
  const stored: StoredReturn = {
    id,
    orderId: order.id,
    userId: user.id,
    kind,
    resolution,
    state: 'requested',
    createdAt: now,
    at: { requested: now },
    lines,
    ...(kind === 'defect' ? { description: cleanDefectDescription(asked.description!) } : {}),
    postageCode: postageCodeOf(id),
    shippingRefundCents: asking.shippingCents,
    refundRoute,
    reserved,
    trackingCode: null,
    ...(exchangeFee ? { exchangeFee } : {}),
  };
  saveRequest(stored);
  // Approved at once, or, with a fee's PIX to pay, solicited until it is paid (settleRequest).
  if (exchangeFee?.paidAt === null)
    return created(publicRequest(settleRequest(enter(stored, 'requested', now, clock.now), clock)));
  return created(publicRequest(enter(stored, 'approved', now, clock.now)));
}

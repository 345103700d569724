/**
 * What a refund gives back, in integer cents. A line's refund is what was paid for it: its
 * price less its share of each of the order's discounts (spreadCents: the shares add up
 * exactly to each discount, the remainder to the largest line). The original shipping comes
 * back only when a withdrawal covers the whole order. A ledger of what was already refunded
 * keeps anything from coming back twice or beyond what was paid.
 */
import { AFTER_PURCHASE_REFUSAL } from './afterPurchaseRefusals';
import { spreadCents } from './shares';

/** What an order charged: each line's price (unit price × quantity), its discounts, its shipping. */
export interface PaidOrder {
  linesCents: readonly number[];
  /** Each order-wide discount on the products (the PIX discount, a coupon), in the order they were taken. */
  discountsCents: readonly number[];
  shippingCents: number;
}

/** Money per line and for shipping: what was paid, what was refunded, or what a request asks. */
export interface RefundLedger {
  linesCents: number[];
  shippingCents: number;
}

/**
 * Each discount's shares, one array per discount, one share per line. Each discount is spread
 * over what the lines still cost after the discounts before it, so no line is ever discounted
 * below zero however the discounts stack.
 */
export function discountShares(order: PaidOrder): number[][] {
  const left = [...order.linesCents];
  return order.discountsCents.map((discount) => {
    const shares = spreadCents(discount, left);
    shares.forEach((share, i) => (left[i]! -= share));
    return shares;
  });
}

/** What was paid for each line: its price less its shares of the discounts. */
export function linePaidCents(order: PaidOrder): number[] {
  const shares = discountShares(order);
  return order.linesCents.map((cents, i) => shares.reduce((left, discount) => left - discount[i]!, cents));
}

/** What the order charged in all: the lines less the discounts, plus shipping. */
export function orderPaidCents(order: PaidOrder): number {
  return linePaidCents(order).reduce((sum, cents) => sum + cents, 0) + order.shippingCents;
}

/** Everything the order charged, as a ledger: what a full refund may give back at most. */
export function paidLedger(order: PaidOrder): RefundLedger {
  return { linesCents: linePaidCents(order), shippingCents: order.shippingCents };
}

/** A ledger of nothing, for an order with `lineCount` lines: where refunds start. */
export const emptyLedger = (lineCount: number): RefundLedger => ({
  linesCents: Array.from({ length: lineCount }, () => 0),
  shippingCents: 0,
});

/**
 * What `units` of a line's `quantity` give back, when `unitsBefore` of them were returned earlier:
 * the line's paid cents told unit by unit in whole cents, so all units together give back exactly
 * what the line paid, whatever the order they come back in.
 */
export function unitsRefundCents(linePaid: number, quantity: number, unitsBefore: number, units: number): number {
  if (![quantity, unitsBefore, units].every(Number.isSafeInteger) || units < 0 || unitsBefore < 0) {
    throw new RangeError(`cannot refund ${units} of ${quantity} units after ${unitsBefore}`);
  }
  if (unitsBefore + units > quantity) throw new RangeError(`cannot refund ${unitsBefore + units} of ${quantity} units`);
  const upTo = (count: number) => Math.floor((linePaid * count) / quantity);
  return upTo(unitsBefore + units) - upTo(unitsBefore);
}

/** Which units of each line a withdrawal returns (0 for a line it leaves). */
export interface Withdrawal {
  /** Units returned now, per line. */
  units: readonly number[];
  /** Units returned by earlier requests, per line. */
  unitsBefore?: readonly number[];
}

/**
 * What a withdrawal (desistência) gives back: each returned unit's paid cents, and the original
 * shipping once the order's every unit has come back (this request and earlier ones together).
 */
export function withdrawalRefund(
  order: PaidOrder,
  quantities: readonly number[],
  withdrawal: Withdrawal,
): RefundLedger {
  const paid = linePaidCents(order);
  const before = withdrawal.unitsBefore ?? quantities.map(() => 0);
  const linesCents = paid.map((cents, i) =>
    unitsRefundCents(cents, quantities[i]!, before[i]!, withdrawal.units[i] ?? 0),
  );
  const whole = quantities.every((quantity, i) => before[i]! + (withdrawal.units[i] ?? 0) === quantity);
  return { linesCents, shippingCents: whole ? order.shippingCents : 0 };
}

/** A ledger's total. */
export const ledgerTotalCents = (ledger: RefundLedger): number =>
  ledger.linesCents.reduce((sum, cents) => sum + cents, ledger.shippingCents);

export type RefundCheck = { ok: true; refundedAfter: RefundLedger } | { ok: false; reason: string };

/**
 * Whether a refund may be made, given what was paid and what was already refunded: refused
 * (with the reason the shopper reads) when a line that asks anything was already refunded in
 * full, or when anything asked passes what is left; otherwise the ledger after it. The server
 * runs this under its lock, so two devices asking at once get one refund.
 */
export function checkRefund(paid: RefundLedger, refunded: RefundLedger, asked: RefundLedger): RefundCheck {
  const amounts = [...asked.linesCents, asked.shippingCents];
  if (
    amounts.some((cents) => !Number.isSafeInteger(cents) || cents < 0) ||
    asked.linesCents.length !== paid.linesCents.length
  ) {
    return { ok: false, reason: AFTER_PURCHASE_REFUSAL.refundBeyondPaid };
  }
  // A line that paid nothing (discounted whole) was never refunded: asking anything of it passes what it paid.
  const lineDone = asked.linesCents.some(
    (cents, i) => cents > 0 && refunded.linesCents[i]! > 0 && refunded.linesCents[i]! >= paid.linesCents[i]!,
  );
  if (lineDone) return { ok: false, reason: AFTER_PURCHASE_REFUSAL.lineAlreadyReturned };
  const beyond =
    asked.linesCents.some((cents, i) => refunded.linesCents[i]! + cents > paid.linesCents[i]!) ||
    refunded.shippingCents + asked.shippingCents > paid.shippingCents;
  if (beyond) return { ok: false, reason: AFTER_PURCHASE_REFUSAL.refundBeyondPaid };
  return {
    ok: true,
    refundedAfter: {
      linesCents: refunded.linesCents.map((cents, i) => cents + asked.linesCents[i]!),
      shippingCents: refunded.shippingCents + asked.shippingCents,
    },
  };
}

/** What an order kept says of its charges: each line's price and coupon share, its PIX discount, its shipping. */
export interface ChargedOrder {
  lines: ReadonlyArray<{ lineCents: number; couponCents?: number }>;
  couponCents?: number;
  discountCents: number;
  shippingCents: number;
}

/**
 * An order's charges as a PaidOrder. The coupon's shares are the ones kept on its lines (a coupon
 * may apply to some lines only), so each line starts from its price less its share, and the PIX
 * discount is spread over that, as the checkout worked it out. An order whose lines kept no
 * shares spreads its coupon over every line.
 */
export function paidOrderOf(order: ChargedOrder): PaidOrder {
  const kept = order.lines.every((line) => line.couponCents !== undefined);
  if (kept) {
    return {
      linesCents: order.lines.map((line) => line.lineCents - line.couponCents!),
      discountsCents: [order.discountCents],
      shippingCents: order.shippingCents,
    };
  }
  return {
    linesCents: order.lines.map((line) => line.lineCents),
    discountsCents: [order.couponCents ?? 0, order.discountCents],
    shippingCents: order.shippingCents,
  };
}

import { AFTER_PURCHASE_REFUSAL } from './afterPurchaseRefusals';
import {
  checkRefund,
  discountShares,
  emptyLedger,
  ledgerTotalCents,
  linePaidCents,
  orderPaidCents,
  paidLedger,
  paidOrderOf,
  unitsRefundCents,
  withdrawalRefund,
  type PaidOrder,
} from './refunds';

// Two lines of 100,00 and 50,00, a coupon of 15,00 and a PIX discount of 6,75, shipping 19,90.
const ORDER: PaidOrder = { linesCents: [10000, 5000], discountsCents: [1500, 675], shippingCents: 1990 };

describe('what each line paid', () => {
  it('is its price less its share of each discount', () => {
    expect(discountShares(ORDER)).toEqual([
      [1000, 500],
      [450, 225],
    ]);
    expect(linePaidCents(ORDER)).toEqual([8550, 4275]);
    expect(orderPaidCents(ORDER)).toBe(8550 + 4275 + 1990);
    expect(paidLedger(ORDER)).toEqual({ linesCents: [8550, 4275], shippingCents: 1990 });
  });

  it('gives the remainder of a discount to the largest line', () => {
    expect(discountShares({ linesCents: [3333, 3334, 3333], discountsCents: [100], shippingCents: 0 })).toEqual([
      [33, 34, 33],
    ]);
  });

  it('never discounts a line below zero however discounts stack', () => {
    const tiny: PaidOrder = { linesCents: [1, 1, 1], discountsCents: [1, 2], shippingCents: 0 };
    expect(linePaidCents(tiny)).toEqual([0, 0, 0]);
  });
});

describe('unitsRefundCents', () => {
  it('tells a line unit by unit, adding up to what it paid in any order', () => {
    // 100,01 paid for 3 units.
    expect([0, 1, 2].map((before) => unitsRefundCents(10001, 3, before, 1))).toEqual([3333, 3334, 3334]);
    expect(unitsRefundCents(10001, 3, 0, 3)).toBe(10001);
    expect(unitsRefundCents(10001, 3, 1, 2) + unitsRefundCents(10001, 3, 0, 1)).toBe(10001);
    expect(unitsRefundCents(10001, 3, 1, 0)).toBe(0);
  });

  it('refuses more units than the line has', () => {
    expect(() => unitsRefundCents(10001, 3, 2, 2)).toThrow(RangeError);
    expect(() => unitsRefundCents(10001, 3, 0, -1)).toThrow(RangeError);
    expect(() => unitsRefundCents(10001, 3, 0, 0.5)).toThrow(RangeError);
  });
});

describe('withdrawalRefund', () => {
  it('refunds the original shipping when the withdrawal covers the whole order', () => {
    expect(withdrawalRefund(ORDER, [1, 1], { units: [1, 1] })).toEqual({
      linesCents: [8550, 4275],
      shippingCents: 1990,
    });
  });

  it('keeps the shipping when part of the order stays', () => {
    expect(withdrawalRefund(ORDER, [1, 1], { units: [0, 1] })).toEqual({ linesCents: [0, 4275], shippingCents: 0 });
  });

  it('refunds the shipping with the request that brings the last unit back', () => {
    const first = withdrawalRefund(ORDER, [1, 1], { units: [1, 0] });
    const second = withdrawalRefund(ORDER, [1, 1], { units: [0, 1], unitsBefore: [1, 0] });
    expect(first.shippingCents).toBe(0);
    expect(second).toEqual({ linesCents: [0, 4275], shippingCents: 1990 });
    expect(ledgerTotalCents(first) + ledgerTotalCents(second)).toBe(orderPaidCents(ORDER));
  });
});

describe('checkRefund', () => {
  const paid = paidLedger(ORDER);

  it('allows what is left, and gives the ledger after it', () => {
    const asked = { linesCents: [0, 4275], shippingCents: 0 };
    expect(checkRefund(paid, emptyLedger(2), asked)).toEqual({
      ok: true,
      refundedAfter: { linesCents: [0, 4275], shippingCents: 0 },
    });
  });

  it('never refunds a line twice', () => {
    const refunded = { linesCents: [0, 4275], shippingCents: 0 };
    expect(checkRefund(paid, refunded, { linesCents: [0, 4275], shippingCents: 0 })).toEqual({
      ok: false,
      reason: AFTER_PURCHASE_REFUSAL.lineAlreadyReturned,
    });
  });

  it('never refunds more than was paid, counting earlier refunds', () => {
    const refused = { ok: false, reason: AFTER_PURCHASE_REFUSAL.refundBeyondPaid };
    expect(checkRefund(paid, emptyLedger(2), { linesCents: [8551, 0], shippingCents: 0 })).toEqual(refused);
    expect(
      checkRefund(paid, { linesCents: [8000, 0], shippingCents: 0 }, { linesCents: [551, 0], shippingCents: 0 }),
    ).toEqual(refused);
    expect(checkRefund(paid, emptyLedger(2), { linesCents: [0, 0], shippingCents: 1991 })).toEqual(refused);
    expect(checkRefund(paid, emptyLedger(2), { linesCents: [-1, 0], shippingCents: 0 })).toEqual(refused);
    expect(checkRefund(paid, emptyLedger(2), { linesCents: [0.5, 0], shippingCents: 0 })).toEqual(refused);
    expect(checkRefund(paid, emptyLedger(2), { linesCents: [1], shippingCents: 0 })).toEqual(refused);
    const free = { linesCents: [0, 4275], shippingCents: 0 };
    expect(checkRefund(free, emptyLedger(2), { linesCents: [1, 0], shippingCents: 0 })).toEqual(refused);
  });
});

describe('over many random orders', () => {
  let seed = 41;
  const random = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    // The high bits: this generator's low bits repeat in short cycles.
    return Math.floor((seed / 2 ** 31) * below);
  };
  const randomOrder = () => {
    const quantities = Array.from({ length: 1 + random(6) }, () => 1 + random(4));
    const linesCents = quantities.map((quantity) => quantity * (1 + random(random(2) ? 60_000 : 5)));
    const subtotal = linesCents.reduce((sum, cents) => sum + cents, 0);
    // Up to three discounts (a coupon, the PIX discount, …) that together never pass the subtotal.
    const discountsCents: number[] = [];
    let left = subtotal;
    for (let count = random(4); count > 0; count--) {
      // Now and then a discount takes nearly all that is left, where rounding is tightest.
      const discount = random(3) === 0 ? Math.max(0, left - random(4)) : random(Math.floor(left / 2) + 1);
      discountsCents.push(discount);
      left -= discount;
    }
    const order: PaidOrder = { linesCents, discountsCents, shippingCents: random(2) * random(8000) };
    return { order, quantities };
  };

  it('spreads each discount exactly, and a whole withdrawal gives back exactly what was paid', () => {
    // Problems are collected and checked once: an expect per figure would make the run slow.
    const problems: string[] = [];
    const sum = (cents: readonly number[]) => cents.reduce((total, each) => total + each, 0);
    for (let run = 0; run < 3000; run++) {
      const { order, quantities } = randomOrder();
      const about = JSON.stringify(order);
      discountShares(order).forEach((shares, d) => {
        if (sum(shares) !== order.discountsCents[d]) problems.push(`discount ${d} spread wrong: ${about}`);
      });
      linePaidCents(order).forEach((cents, i) => {
        if (!Number.isInteger(cents) || cents < 0 || cents > order.linesCents[i]!) {
          problems.push(`line ${i} paid ${cents}: ${about}`);
        }
      });
      const whole = ledgerTotalCents(withdrawalRefund(order, quantities, { units: quantities }));
      const charged = sum(order.linesCents) - sum(order.discountsCents) + order.shippingCents;
      if (whole !== charged || orderPaidCents(order) !== charged) problems.push(`refund ${whole} ≠ paid: ${about}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives back exactly what was paid however the units come back, and refuses one cent more', () => {
    for (let run = 0; run < 1000; run++) {
      const { order, quantities } = randomOrder();
      const paid = paidLedger(order);
      let refunded = emptyLedger(quantities.length);
      const before = quantities.map(() => 0);
      // Units come back one random unit at a time until none is left.
      while (before.some((units, i) => units < quantities[i]!)) {
        const open = quantities.map((_, i) => i).filter((i) => before[i]! < quantities[i]!);
        const line = open[random(open.length)]!;
        const units = quantities.map((_, i) => (i === line ? 1 : 0));
        const asked = withdrawalRefund(order, quantities, { units, unitsBefore: before });
        const check = checkRefund(paid, refunded, asked);
        if (!check.ok) throw new Error(check.reason);
        refunded = check.refundedAfter;
        before[line]! += 1;
      }
      expect(refunded).toEqual(paid);
      expect(ledgerTotalCents(refunded)).toBe(orderPaidCents(order));
      const oneMore = { ...emptyLedger(quantities.length), shippingCents: 1 };
      expect(checkRefund(paid, refunded, oneMore).ok).toBe(false);
    }
  });
});

describe('an order kept as charged', () => {
  it('starts each line from its own coupon share, then spreads the PIX discount as the checkout did', () => {
    // A coupon of 10,00 on the first line only; a PIX discount of 4,50 over 90,00 and 0,00.
    const order = paidOrderOf({
      lines: [
        { lineCents: 10000, couponCents: 1000 },
        { lineCents: 5000, couponCents: 0 },
      ],
      couponCents: 1000,
      discountCents: 700,
      shippingCents: 1990,
    });
    expect(order).toEqual({ linesCents: [9000, 5000], discountsCents: [700], shippingCents: 1990 });
    expect(linePaidCents(order)).toEqual([4500 + 4050, 5000 - 250]);
  });

  it('spreads the coupon over every line when the lines kept no shares', () => {
    const order = paidOrderOf({
      lines: [{ lineCents: 10000 }, { lineCents: 5000 }],
      couponCents: 1500,
      discountCents: 675,
      shippingCents: 0,
    });
    expect(linePaidCents(order)).toEqual([8550, 4275]);
  });
});

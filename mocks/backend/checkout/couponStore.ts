/**
 * Coupons in the fake backend: the demo coupons (src/rules/coupons.ts), the orders placed with
 * each (counted in total, by account and by CPF), and the wrong codes tried, per session and per
 * client address, so codes cannot be found by trying. The rules decide; this keeps the counts.
 */
import type { CouponRefused, OrderLineRequest, Product, User } from '../../../src/api/types';
import {
  COUPON_GUESS_WINDOW_MS,
  couponRefusal,
  DEMO_COUPONS,
  findCoupon,
  guessRefusal,
  pricedLine,
  type Coupon,
  type CouponRefusal,
  type CouponUsage,
  type DemoCoupon,
  type PricedLine,
} from '../../../src/rules/coupons';
import { findAccountById } from '../accounts/accountStore';
import { sessionOf } from '../accounts/shopper';
import { digestOf } from '../accounts/secrets';
import { tooManyTriesAnswer, tryCounts } from '../accounts/tryLimits';
import type { MockRequest, MockResponse } from '../route';
import { SCHEMA } from '../schema';
import { isRecord, table } from '../store';
import { storedOrders } from './orderStore';

/** An order placed with a coupon. The CPF is kept as its SHA-256: enough to count, nothing to read. */
interface CouponUse {
  code: string;
  userId: string;
  cpf: string;
  orderId: string;
  at: string;
}

const uses = table(SCHEMA.couponUses, (stored): CouponUse | null =>
  isRecord(stored) &&
  typeof stored.code === 'string' &&
  typeof stored.userId === 'string' &&
  typeof stored.cpf === 'string' &&
  typeof stored.orderId === 'string' &&
  typeof stored.at === 'string'
    ? { code: stored.code, userId: stored.userId, cpf: stored.cpf, orderId: stored.orderId, at: stored.at }
    : null,
);

const guesses = tryCounts(SCHEMA.couponGuesses, COUPON_GUESS_WINDOW_MS);

/** The coupons the backend knows. */
export const coupons = (): readonly DemoCoupon[] => DEMO_COUPONS;

const cpfDigest = (userId: string): string => {
  const cpf = findAccountById(userId)?.cpf;
  return cpf ? digestOf(`cpf:${cpf}`) : '';
};

/** What the rules count for a coupon and a shopper (none signed in: only the total). */
export function couponUsage(coupon: DemoCoupon, user: Pick<User, 'id'> | null): CouponUsage {
  const rows = uses.find('code', coupon.code);
  const cpf = user ? cpfDigest(user.id) : '';
  return {
    totalUses: coupon.initialUses + rows.length,
    accountUses: user ? rows.filter((row) => row.userId === user.id).length : 0,
    cpfUses: cpf ? rows.filter((row) => row.cpf === cpf).length : 0,
    previousOrders: user ? storedOrders(user.id).length : 0,
  };
}

/** Counts an order's use of its coupon: called in the order's own transaction. */
export function countCouponUse(code: string, userId: string, orderId: string, now: number): void {
  uses.put(orderId, { code, userId, cpf: cpfDigest(userId), orderId, at: new Date(now).toISOString() });
}

/** Every use counted of a code (for tests and the dev panel). */
export const couponUses = (code: string): number => uses.find('code', code).length;

/** The counts a request's wrong codes are kept under: its session's, and its client address's. */
function guessKeys(request: MockRequest): string[] {
  const session = sessionOf(request);
  return [
    ...(session ? [JSON.stringify(['coupon-session', session.digest])] : []),
    JSON.stringify(['coupon-client', request.clientAddress]),
  ];
}

/** The cart's lines as the coupon rules see them: the served catalogue's prices; lines it cannot find are left out. */
export function couponLines(requests: readonly OrderLineRequest[], products: readonly Product[]): PricedLine[] {
  return requests.flatMap(({ sku, quantity }) => {
    const product = products.find((p) => p.sizes.some((size) => size.sku === sku));
    return product ? [pricedLine(product, quantity)] : [];
  });
}

const refused = (refusal: CouponRefusal): MockResponse => {
  const data: CouponRefused = { message: refusal.message, code: 'COUPON_REFUSED', reason: refusal.reason };
  return { status: 422, data };
};

/**
 * Checks a typed code for these lines and this shopper, now: the coupon, or the answer refusing
 * it (a 429 while the session or the address has tried too many wrong codes, before the code is
 * even looked up; a 422 with the reason's message). A code no coupon has is counted as wrong.
 */
export function checkCoupon(
  request: MockRequest,
  raw: unknown,
  lines: readonly PricedLine[],
  user: Pick<User, 'id'> | null,
  now: number,
): { coupon: DemoCoupon } | { refused: MockResponse } {
  const keys = guessKeys(request);
  const limited = keys
    .map((key) => guessRefusal(guesses.recent(key, now), now))
    .reduce<{ message: string; waitMs: number } | null>(
      (longest, one) => (one && (!longest || one.waitMs > longest.waitMs) ? one : longest),
      null,
    );
  if (limited) {
    const answer = tooManyTriesAnswer(limited.waitMs, 'coupon');
    return { refused: { ...answer, data: { field: 'coupon', message: limited.message } } };
  }
  const coupon = findCoupon(raw, coupons());
  if (!coupon) {
    for (const key of keys) guesses.keep(key, '', [...guesses.recent(key, now), now]);
  }
  const refusal = couponRefusal(coupon, { lines, nowMs: now, usage: coupon ? couponUsage(coupon, user) : EMPTY });
  return refusal || !coupon ? { refused: refused(refusal!) } : { coupon };
}

const EMPTY: CouponUsage = { totalUses: 0, accountUses: 0, cpfUses: 0, previousOrders: 0 };

/** A coupon's terms as the shop may see them (no usage counts). */
export function publicTerms({ description: _d, initialUses: _i, usageLimit: _u, ...coupon }: DemoCoupon): Coupon {
  return coupon;
}

/**
 * The applied coupon as the browser keeps it with the cart (src/app/persistence/), read back as
 * untrusted: anything not in the shape the server answered is dropped (the server checks the code
 * again with the order in any case). Small on purpose: it is read at start, in the first download.
 */
import type { AppliedCoupon } from '../../api/types';

const whole = (value: unknown, min = 0): value is number => Number.isSafeInteger(value) && (value as number) >= min;

export function decodeAppliedCoupon(value: unknown): AppliedCoupon | undefined {
  const { coupon, description, subtotalCents, couponCents } = (value ?? {}) as Record<string, unknown>;
  const { code, kind, percent, amountCents, minimumCents } = (coupon ?? {}) as Record<string, unknown>;
  const ok =
    /^[A-Z0-9]{3,20}$/.test(String(code)) &&
    (kind === 'percent'
      ? whole(percent, 1) && percent <= 100
      : kind === 'fixed'
        ? whole(amountCents, 1)
        : kind === 'freeShipping') &&
    (minimumCents === undefined || whole(minimumCents)) &&
    typeof description === 'string' &&
    whole(subtotalCents) &&
    whole(couponCents);
  return ok ? (value as AppliedCoupon) : undefined;
}

/**
 * The applied coupon as the cart keeps it (cartSlice.ts), read as untrusted: it may come back from
 * storage (src/app/persistence/), where anything may be written. What is not in the shape the server
 * answered counts as no coupon (the server checks the code again with the order in any case).
 * Loaded with the cart page and the checkout, not in the first download: start-up keeps the stored
 * coupon as it reads it, and only this module's selector reads it.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { AppliedCoupon } from '../../api/types';
import type { RootState } from '../../store/types';

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

/** The applied coupon, checked (null: none, or what storage gave back is not one). */
export const selectAppliedCoupon = createSelector(
  [(state: RootState) => state.cart.coupon],
  (kept) => decodeAppliedCoupon(kept) ?? null,
);

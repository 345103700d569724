import type { AppliedCoupon } from '../../api/types';
import { ANONYMOUS, decodeRecord, encodeRecord, type StoredRecord } from '../../app/persistence/storedSession';
import type { RootState } from '../../store/types';
import { decodeAppliedCoupon, selectAppliedCoupon } from './storedCoupon';

const APPLIED: AppliedCoupon = {
  coupon: { code: 'BEMVINDA10', kind: 'percent', percent: 10, firstPurchaseOnly: true, oncePerShopper: true },
  description: '10% off na primeira compra',
  subtotalCents: 26391,
  couponCents: 2639,
};

const signedIn = {
  ...ANONYMOUS,
  session: { token: 'token-1', user: { id: '1', email: 'maria@vitrine.dev', name: 'Maria' } },
};

/** What a reload reads back of what was written. */
function reloaded(slices: typeof ANONYMOUS) {
  const written = encodeRecord(slices)!;
  const parsed = Object.fromEntries(Object.entries(written).map(([key, raw]) => [key, JSON.parse(raw)]));
  return decodeRecord(parsed as unknown as StoredRecord);
}

describe('the applied coupon kept with the cart', () => {
  it('survives a reload with the signed-in cart', () => {
    const cart = { ...ANONYMOUS.cart, coupon: APPLIED };
    expect(reloaded({ ...signedIn, cart }).cart.coupon).toEqual(APPLIED);
    expect(reloaded(signedIn).cart.coupon).toBeUndefined();
  });

  it.each([
    ['a code in lower case', { ...APPLIED, coupon: { ...APPLIED.coupon, code: 'bemvinda10' } }],
    ['an unknown kind', { ...APPLIED, coupon: { code: 'X123', kind: 'both' } }],
    ['a percentage above 100', { ...APPLIED, coupon: { code: 'X123', kind: 'percent', percent: 150 } }],
    ['a figure that is not whole cents', { ...APPLIED, couponCents: 1.5 }],
    ['junk', 'BEMVINDA10'],
  ])('drops %s', (_what, stored) => {
    expect(decodeAppliedCoupon(stored)).toBeUndefined();
  });

  it('is checked when read, not at start: whatever storage gave back that is not a coupon reads as none', () => {
    const stateOf = (coupon: unknown) => {
      const { cart } = reloaded({ ...signedIn, cart: { ...ANONYMOUS.cart, coupon: coupon as AppliedCoupon } });
      return { cart } as unknown as RootState;
    };
    expect(selectAppliedCoupon(stateOf(APPLIED))).toEqual(APPLIED);
    expect(selectAppliedCoupon(stateOf({ ...APPLIED, couponCents: 1.5 }))).toBeNull();
    expect(selectAppliedCoupon(stateOf({ coupon: null }))).toBeNull();
    expect(selectAppliedCoupon(stateOf('BEMVINDA10'))).toBeNull();
    expect(selectAppliedCoupon(stateOf(0))).toBeNull();
  });
});

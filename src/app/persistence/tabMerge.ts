/**
 * Two tabs share the keys. Each tab remembers what it last read or wrote
 * (`base`); when the keys hold something else, another tab wrote since, and
 * this tab's own changes are replayed over theirs (a three-way merge of the
 * cart lines), so two tabs adding at the same moment both keep their line.
 */
import { mergeCartLines, sameCartLines } from '../../features/cart/cartLines';
import { keptCheckout } from '../../features/checkout/storedCheckout';
import type { PersistedSlices } from './storedSession';

/** The part of the state the keys keep. */
export const pick = ({ session, cart, checkout }: PersistedSlices): PersistedSlices => ({
  session,
  cart: { lines: cart.lines, synced: cart.synced, coupon: cart.coupon },
  checkout: keptCheckout(checkout),
});

const sameCheckout = (a: PersistedSlices, b: PersistedSlices) =>
  JSON.stringify(a.checkout) === JSON.stringify(b.checkout);

/** Equal for the shopper: same token, user, cart lines, server copy and checkout. */
export function same(a: PersistedSlices, b: PersistedSlices): boolean {
  const user = ({ session }: PersistedSlices) => [
    session.token,
    session.user?.id,
    session.user?.email,
    session.user?.name,
  ];
  return (
    user(a).every((value, i) => value === user(b)[i]) &&
    sameCartLines(a.cart.lines, b.cart.lines) &&
    a.cart.synced.version === b.cart.synced.version &&
    codeOf(a) === codeOf(b) &&
    sameCheckout(a, b)
  );
}

/** The kept coupon's code, read with care: a coupon read back from storage is not yet checked. */
const codeOf = ({ cart }: PersistedSlices) =>
  (cart.coupon as { coupon?: { code?: unknown } } | undefined)?.coupon?.code;

/** This tab's state (`ours`) with its changes since `base` replayed over what another tab stored (`theirs`). */
export function mergeTabs(base: PersistedSlices, ours: PersistedSlices, theirs: PersistedSlices): PersistedSlices {
  // Whoever signed in or out last wins the session (and its cart).
  if (ours.session.token !== base.session.token) return ours;
  if (theirs.session.token !== base.session.token) return theirs;
  const [mine, other] = [ours.cart.synced, theirs.cart.synced];
  return {
    session: ours.session,
    cart: {
      lines: mergeCartLines(base.cart.lines, ours.cart.lines, theirs.cart.lines),
      // The newer of the server's copies the two tabs saw.
      synced: other.version > mine.version ? other : mine,
      // The coupon: this tab's if it applied or removed one, else the other's.
      coupon: (codeOf(ours) === codeOf(base) ? theirs : ours).cart.coupon,
    },
    // The checkout is one piece: this tab's if it changed it, else the other's.
    checkout: sameCheckout(ours, base) ? theirs.checkout : ours.checkout,
  };
}

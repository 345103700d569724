import { NO_CHECKOUT } from '../../features/checkout/checkoutState';
import { cartLine, REGATA, VESTIDO } from '../../test/products';
import { MARIA } from '../../test/shopper';
import { ANONYMOUS, type PersistedSlices } from './storedSession';
import { mergeTabs, same } from './tabMerge';

const signedIn = (over: Partial<PersistedSlices> = {}): PersistedSlices => ({
  session: { token: 'token-maria', user: MARIA },
  cart: { lines: [], synced: { lines: [], version: 1 } },
  checkout: NO_CHECKOUT,
  ...over,
});

describe('mergeTabs (this tab’s changes replayed over another tab’s)', () => {
  it('keeps both tabs’ additions, and the newer server copy either saw', () => {
    const base = signedIn();
    const ours = signedIn({ cart: { lines: [cartLine(VESTIDO, 'M')], synced: { lines: [], version: 1 } } });
    const theirs = signedIn({
      cart: { lines: [cartLine(REGATA, 'P')], synced: { lines: [cartLine(REGATA, 'P')], version: 2 } },
    });
    const merged = mergeTabs(base, ours, theirs);
    expect(merged.cart.lines).toEqual(expect.arrayContaining([cartLine(VESTIDO, 'M'), cartLine(REGATA, 'P')]));
    expect(merged.cart.lines).toHaveLength(2);
    expect(merged.cart.synced.version).toBe(2);
  });

  it('lets whoever signed in or out last win the session and its cart', () => {
    const base = signedIn();
    const ours = signedIn({ cart: { lines: [cartLine(VESTIDO, 'M')], synced: { lines: [], version: 1 } } });
    expect(mergeTabs(base, ours, ANONYMOUS)).toBe(ANONYMOUS); // the other tab logged out
    expect(mergeTabs(base, ANONYMOUS, ours)).toBe(ANONYMOUS); // this tab logged out
  });

  it('keeps the checkout this tab changed, else takes the other tab’s', () => {
    const base = signedIn();
    const chosen = signedIn({ checkout: { ...NO_CHECKOUT, shippingId: 'expressa' } });
    const theirs = signedIn({ checkout: { ...NO_CHECKOUT, shippingId: 'economica' } });
    expect(mergeTabs(base, chosen, theirs).checkout.shippingId).toBe('expressa');
    expect(mergeTabs(base, base, theirs).checkout.shippingId).toBe('economica');
  });
});

describe('same (equal for the shopper)', () => {
  it('tells a changed cart line or server copy from an equal state', () => {
    const state = signedIn({ cart: { lines: [cartLine(VESTIDO, 'M')], synced: { lines: [], version: 1 } } });
    expect(
      same(state, signedIn({ cart: { lines: [cartLine(VESTIDO, 'M')], synced: { lines: [], version: 1 } } })),
    ).toBe(true);
    expect(
      same(state, signedIn({ cart: { lines: [cartLine(VESTIDO, 'M', 2)], synced: { lines: [], version: 1 } } })),
    ).toBe(false);
    expect(
      same(state, signedIn({ cart: { lines: [cartLine(VESTIDO, 'M')], synced: { lines: [], version: 2 } } })),
    ).toBe(false);
  });
});

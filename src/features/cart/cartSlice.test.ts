import type { CartLine, SessionPayload } from '../../api/types';
import { makeStore } from '../../app/store';
import { loggedIn, loggedOut, sessionExpired, sessionRestored } from '../session/sessionSlice';
import { orderCartChanged, orderPlaced } from '../checkout/checkoutState';
import { MAX_QUANTITY } from './cartLines';
import {
  boughtAgain,
  itemAdded,
  itemRemoved,
  itemRestored,
  quantityChanged,
  selectCartCount,
  selectCartLines,
  selectCartSynced,
} from './cartSlice';
import { cartItem, REGATA, VESTIDO } from '../../test/products';
import { tokenFor } from '../../test/fakeBackend';
import { MARIA } from '../../test/shopper';

const dressP = cartItem(VESTIDO, 'P');
const dressM = cartItem(VESTIDO, 'M');
const tankM = cartItem(REGATA, 'M');
const line = ({ productId, size, sku }: typeof dressP, quantity = 1): CartLine => ({ productId, size, sku, quantity });

const session = (cart: unknown[], version = 1, token = tokenFor(MARIA)): SessionPayload => ({
  user: MARIA,
  token,
  cart: { lines: cart as CartLine[], version },
});

function storeWith(lines: CartLine[] = [], token: string | null = null, synced = { lines, version: 1 }) {
  return makeStore({
    preloadedState: { cart: { lines, recentlyRemoved: [], order: [], synced }, session: { token, user: null } },
  });
}

describe('cart slice', () => {
  it('adds a new line with quantity 1', () => {
    const store = storeWith();
    store.dispatch(itemAdded(dressP));
    expect(selectCartLines(store.getState())).toEqual([line(dressP)]);
  });

  it('adds one to the line of a SKU already in the cart, up to MAX_QUANTITY', () => {
    const store = storeWith([line(dressP, MAX_QUANTITY - 1), line(tankM)]);
    store.dispatch(itemAdded(tankM));
    store.dispatch(itemAdded(dressP));
    store.dispatch(itemAdded(dressP));
    expect(selectCartLines(store.getState())).toEqual([line(dressP, MAX_QUANTITY), line(tankM, 2)]);
  });

  it('keeps another size of the same product as its own line', () => {
    const store = storeWith([line(dressP)]);
    store.dispatch(itemAdded(dressM));
    expect(selectCartLines(store.getState())).toEqual([line(dressP), line(dressM)]);
  });

  it('removes only the chosen line (not a second one of the same name)', () => {
    const store = storeWith([line(dressP), line(dressM), line(tankM)]);
    store.dispatch(itemRemoved(dressP));
    expect(selectCartLines(store.getState())).toEqual([line(dressM), line(tankM)]);
  });

  it.each([
    [4, 4],
    [0, 1],
    [-2, 1],
    [3.9, 3],
    [50, MAX_QUANTITY],
  ])('clamps a quantity change to %p as %p', (quantity, expected) => {
    const store = storeWith([line(dressP, 2)]);
    store.dispatch(quantityChanged({ sku: dressP.sku, quantity }));
    expect(selectCartLines(store.getState())).toEqual([line(dressP, expected)]);
  });

  // Regression: NaN used to slip through Math.min/Math.max into the stored quantity.
  it.each([NaN, Infinity, -Infinity])('leaves the quantity unchanged for %p', (quantity) => {
    const store = storeWith([line(dressP, 3), line(tankM)]);
    store.dispatch(quantityChanged({ sku: dressP.sku, quantity }));
    expect(selectCartLines(store.getState())).toEqual([line(dressP, 3), line(tankM)]);
    expect(selectCartCount(store.getState())).toBe(4);
  });

  it('counts units, not lines', () => {
    expect(selectCartCount(storeWith([line(dressP, 2), line(tankM, 3)]).getState())).toBe(5);
    expect(selectCartCount(storeWith().getState())).toBe(0);
  });

  it.each([
    ['session/loggedOut', loggedOut()],
    // The server keeps the cart: the next sign-in brings it back.
    ['session/sessionExpired', sessionExpired({ userId: '1' })],
  ])('clears itself on %s', (_label, action) => {
    const store = storeWith([line(dressP), line(tankM)], 'token');
    store.dispatch(action);
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it('takes the cart of the login payload, sanitised, as the server’s copy', () => {
    const store = storeWith([line(tankM)]);
    store.dispatch(loggedIn(session([line(dressP, 2), null, { sku: 'x' }], 4)));
    expect(selectCartLines(store.getState())).toEqual([line(dressP, 2)]);
    expect(selectCartSynced(store.getState())).toEqual({ lines: [line(dressP, 2)], version: 4 });
  });

  it('keeps its own lines when the stored session is confirmed with the copy it saw (a deletion not yet saved stays)', () => {
    const synced = { lines: [line(tankM, 1), line(dressP)], version: 3 };
    const store = storeWith([line(tankM, 3)], tokenFor(MARIA), synced);
    store.dispatch(sessionRestored(session(synced.lines, 3)));
    expect(selectCartLines(store.getState())).toEqual([line(tankM, 3)]);
  });
});

describe('undoing a deletion (Desfazer)', () => {
  it('puts the removed line back where it was, with its quantity', () => {
    const store = storeWith([line(dressP), line(dressM, 3), line(tankM)]);
    store.dispatch(itemRemoved(dressM));
    store.dispatch(itemRestored(dressM));
    expect(selectCartLines(store.getState())).toEqual([line(dressP), line(dressM, 3), line(tankM)]);
  });

  it.each([
    ['last to first, undone in the same order', [tankM, dressM, dressP], [tankM, dressM, dressP]],
    ['first to last, undone in the same order', [dressP, dressM, tankM], [dressP, dressM, tankM]],
    ['one by one, undone newest first', [dressM, dressP, tankM], [tankM, dressP, dressM]],
    ['the middle, then the first, undone in the same order', [dressM, dressP], [dressM, dressP]],
  ])('puts every line back in its place after several deletions: %s', (_label, removed, restored) => {
    const store = storeWith([line(dressP), line(dressM), line(tankM)]);
    removed.forEach((ref) => store.dispatch(itemRemoved(ref)));
    restored.forEach((ref) => store.dispatch(itemRestored(ref)));
    expect(selectCartLines(store.getState())).toEqual([line(dressP), line(dressM), line(tankM)]);
  });

  it('puts a line back among lines added after it was deleted, where it was', () => {
    const store = storeWith([line(dressP), line(dressM)]);
    store.dispatch(itemRemoved(dressP));
    store.dispatch(itemAdded(tankM));
    store.dispatch(itemRestored(dressP));
    expect(selectCartLines(store.getState())).toEqual([line(dressP), line(dressM), line(tankM)]);
  });

  it('restores a line only once and never duplicates one added again meanwhile', () => {
    const store = storeWith([line(dressP), line(tankM)]);
    store.dispatch(itemRemoved(tankM));
    store.dispatch(itemAdded(tankM));
    store.dispatch(itemRestored(tankM));
    store.dispatch(itemRestored(tankM));
    expect(selectCartLines(store.getState())).toEqual([line(dressP), line(tankM)]);
  });

  it('remembers only the last five deletions', () => {
    const refs = Array.from({ length: 6 }, (_, i) => ({
      productId: `p${i}`,
      size: 'M',
      sku: `p${i}_M`,
      label: `P${i}`,
    }));
    const store = storeWith(refs.map((ref) => line(ref)));
    refs.forEach((ref) => store.dispatch(itemRemoved(ref)));
    store.dispatch(itemRestored(refs[0]!));
    store.dispatch(itemRestored(refs[5]!));
    expect(selectCartLines(store.getState())).toEqual([line(refs[5]!)]);
  });

  it('cannot bring a line back after logout', () => {
    const store = storeWith([line(tankM)], 'token');
    store.dispatch(itemRemoved(tankM));
    store.dispatch(loggedOut());
    store.dispatch(itemRestored(tankM));
    expect(selectCartLines(store.getState())).toEqual([]);
  });
});

describe('an order placed from the cart', () => {
  const placed = (lines: CartLine[], cartVersion: number) =>
    orderPlaced({
      id: '100001',
      status: 'paid',
      totalCents: 1,
      lines: lines.map(({ sku, quantity }) => ({ sku, quantity })),
      cartVersion,
    });

  it('takes out the ordered units only: a line added meanwhile stays', () => {
    const store = storeWith([line(dressP), line(tankM, 3), line(dressM)], null, { lines: [], version: 4 });
    store.dispatch(placed([line(dressP), line(tankM, 2)], 4));
    expect(selectCartLines(store.getState())).toEqual([line(tankM, 1), line(dressM)]);
  });

  it('makes the server’s own change to the copy it saw, when the order named that version', () => {
    const ordered = [line(dressP)];
    const store = storeWith([line(dressP), line(dressM)], null, { lines: [line(dressP), line(dressM)], version: 4 });
    store.dispatch(placed(ordered, 4));
    expect(selectCartSynced(store.getState())).toEqual({ lines: [line(dressM)], version: 5 });
  });

  it('leaves a newer copy alone: the next save merges with the server', () => {
    const newer = { lines: [line(dressM)], version: 7 };
    const store = storeWith([line(dressM)], null, newer);
    store.dispatch(placed([line(dressP)], 4));
    expect(selectCartSynced(store.getState())).toEqual(newer);
    expect(selectCartLines(store.getState())).toEqual([line(dressM)]);
  });

  it('takes the server’s copy when another device made the cart an order, keeping unsaved changes', () => {
    // Saved: dress P at version 4. Unsaved here: a tank top added.
    const store = storeWith([line(dressP), line(tankM)], null, { lines: [line(dressP)], version: 4 });
    store.dispatch(orderCartChanged({ message: 'Sua sacola mudou em outro aparelho.', lines: [], version: 5 }));
    expect(selectCartLines(store.getState())).toEqual([line(tankM)]);
    expect(selectCartSynced(store.getState())).toEqual({ lines: [], version: 5 });
  });
});

describe("'Comprar novamente'", () => {
  it('adds the lines not in the bag and raises a smaller quantity to the order’s; other lines stay', () => {
    const store = storeWith([line(tankM, 5), line(dressP, 1)]);
    store.dispatch(boughtAgain({ orderId: '100001', lines: [line(dressP, 3), line(tankM, 2), line(dressM, 1)] }));
    expect(selectCartLines(store.getState())).toEqual([line(tankM, 5), line(dressP, 3), line(dressM, 1)]);
  });

  it('adds nothing more when pressed twice', () => {
    const store = storeWith();
    const lines = [line(dressP, 2), line(tankM, 1)];
    store.dispatch(boughtAgain({ orderId: '100001', lines }));
    store.dispatch(boughtAgain({ orderId: '100001', lines }));
    expect(selectCartLines(store.getState())).toEqual(lines);
    expect(selectCartCount(store.getState())).toBe(3);
  });
});

import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AppliedCoupon,
  CartChanged,
  CartLine,
  OrderLineRequest,
  OrderSummary,
  RepricedOrder,
  ServerCart,
} from '../../api/types';
import { withoutOrdered } from '../../rules/orderLines';
import { loggedIn, loggedOut, otherTabChanged, sessionExpired, sessionRestored } from '../session';
import { MAX_QUANTITY, mergeCartLines, sanitizeCartLines } from './cartLines';

/*
 * What became of the bag the checkout turned into an order: the checkout dispatches these
 * (placeOrder.ts), the cart answers them. They live with the cart, the lower of the two features.
 */

/**
 * The order exists. It was placed from the cart at `cartVersion`, and its `lines` left the
 * cart (cartSlice.ts takes them out of its own copy, as the server did of its).
 */
export const orderPlaced = createAction<
  Pick<OrderSummary, 'id' | 'status' | 'totalCents'> & { lines: OrderLineRequest[]; cartVersion: number }
>('checkout/orderPlaced');
/**
 * The server's cart is no longer the version the review showed (another device made it an
 * order, or changed it): nothing was charged, and the cart takes the server's copy (cartSlice.ts).
 */
export const orderCartChanged = createAction<CartChanged>('checkout/orderCartChanged');
/** The backend's total differs from the one shown (a price changed, a size sold out): nothing was charged, a new key next time. */
export const orderRepriced = createAction<RepricedOrder>('checkout/orderRepriced');

declare module '../../store/types' {
  interface RootState {
    cart: CartState;
  }
  interface PersistedState {
    cart: Pick<CartState, 'lines' | 'synced' | 'coupon'>;
  }
}

export interface CartState {
  lines: CartLine[];
  /** Lines just deleted, newest last, so 'Desfazer' can put them back. */
  recentlyRemoved: CartLine[];
  /** The order of the lines and of the deleted ones, so each comes back where it was, whatever the order of the undos. */
  order: string[];
  /** The last copy the server confirmed: `lines` differ from it by this device's unsaved changes. */
  synced: ServerCart;
  /**
   * An addition whose save the backend refused because the session had ended (a 401: the password
   * changed on another device, say): made at this shopper's next sign-in (cartListeners.ts). Kept
   * in this tab only; any sign-in or sign-out reaching this tab settles it.
   */
  interruptedAdd?: InterruptedAdd;
  /**
   * The coupon the shopper applied ('Cupom de desconto'), as the server accepted it: its terms, so
   * the cart can tell after each change whether it still applies. The server checks it again with
   * the order; it is not a secret. Read back from storage it is kept as read, unchecked, and read
   * only through selectAppliedCoupon (storedCoupon.ts), which checks it: the check comes with the
   * cart page's code, not in the first download.
   */
  coupon?: unknown;
}

export const NOT_SYNCED: ServerCart = { lines: [], version: 0 };

const initialState: CartState = { lines: [], recentlyRemoved: [], order: [], synced: NOT_SYNCED };

/**
 * Takes the server's copy, with this device's changes since `base` (by default
 * the last copy it saw) replayed over it: the two-tab merge, between devices.
 */
function adopt(state: CartState, server: ServerCart, base = state.synced.lines) {
  const theirs = sanitizeCartLines(server.lines);
  state.lines = mergeCartLines(base, state.lines, theirs);
  state.synced = { lines: theirs, version: server.version };
}

/** A copy the device loaded: taken when newer than the one it has (an older one is an answer overtaken by a save). */
const adoptNewer = (state: CartState, server: ServerCart) => {
  if (server.version > state.synced.version) adopt(state, server);
};

/**
 * The server's copy, which overtook ours: its lines with this device's unsaved changes replayed
 * over them. A version below ours means the server lost carts, and then no line of ours counts as
 * deleted there.
 */
function mergeWithServer(state: CartState, server: ServerCart) {
  if (!Number.isSafeInteger(server.version) || !Array.isArray(server.lines)) return;
  adopt(state, server, server.version > state.synced.version ? undefined : []);
}

/** Brings `order` up to date: every line in it (a new one right after the line before it), nothing else. */
function rememberOrder(state: CartState) {
  const kept = new Set([...state.lines, ...state.recentlyRemoved].map((line) => line.sku));
  state.order = state.order.filter((sku) => kept.has(sku));
  state.lines.forEach((line, i) => {
    if (state.order.includes(line.sku)) return;
    const previous = state.lines[i - 1];
    state.order.splice(previous ? state.order.indexOf(previous.sku) + 1 : 0, 0, line.sku);
  });
}

/** How many deletions can still be undone. */
const UNDO_DEPTH = 5;

/** `label` is the product as shoppers read it, for toasts and screen-reader announcements. */
export type LineRef = Pick<CartLine, 'productId' | 'size' | 'sku'> & { label: string };
/** An addition the session's end interrupted, and whose it was. */
export type InterruptedAdd = LineRef & { userId: string };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Adding a product and size already in the cart adds one to that line. */
    itemAdded: (state, { payload }: PayloadAction<LineRef>) => {
      const line = state.lines.find((l) => l.sku === payload.sku);
      const { productId, size, sku } = payload;
      if (line) line.quantity = Math.min(MAX_QUANTITY, line.quantity + 1);
      else state.lines.push({ productId, size, sku, quantity: 1 });
    },
    /** The backend saved the cart with this addition: only now is it confirmed to the shopper. */
    itemAddSaved: (_state, _action: PayloadAction<LineRef>) => {},
    /**
     * The backend refused the session while saving this addition (a 401): the session ended, and
     * the cart with it (sessionExpired), so the addition waits for this shopper's next sign-in.
     */
    itemAddInterrupted: (state, { payload }: PayloadAction<InterruptedAdd>) => {
      state.interruptedAdd = payload;
    },
    /** Another unit was asked for a line already at MAX_QUANTITY: nothing is added, and the shopper is told why. */
    itemLimitReached: (_state, _action: PayloadAction<LineRef>) => {},
    /** Adding failed; the cart is unchanged and the shopper is told. */
    itemAddFailed: (_state, _action: PayloadAction<{ productId: string; size: string; message: string }>) => {},
    /**
     * The backend refused to save an addition: it is taken back, one
     * unit of that line, so the cart matches what was saved and 'tente
     * novamente' means what it says. Other changes made meanwhile stay.
     */
    itemAddNotSaved: (state, { payload }: PayloadAction<LineRef & { message: string; say: string }>) => {
      const position = state.lines.findIndex((l) => l.sku === payload.sku);
      const line = state.lines[position];
      if (!line) return;
      if (line.quantity > 1) line.quantity -= 1;
      else state.lines.splice(position, 1);
    },
    /**
     * 'Comprar novamente': a past order's lines, those that can be bought
     * today. A line already here keeps the larger quantity, so pressing twice adds nothing more.
     */
    boughtAgain: (state, { payload }: PayloadAction<{ orderId: string; lines: CartLine[] }>) => {
      for (const line of payload.lines) {
        const held = state.lines.find((l) => l.sku === line.sku);
        if (held) held.quantity = Math.max(held.quantity, line.quantity);
        else state.lines.push(line);
      }
    },
    /** The backend did not save a deletion or quantity change: it stays here and goes with the next save. */
    changeNotSaved: (_state, _action: PayloadAction<{ message: string }>) => {},
    /** Removes exactly the line the shopper chose (the imitated app also removed a second one). */
    itemRemoved: (state, { payload }: PayloadAction<{ sku: string; label: string }>) => {
      const position = state.lines.findIndex((l) => l.sku === payload.sku);
      if (position === -1) return;
      rememberOrder(state);
      state.recentlyRemoved = [...state.recentlyRemoved, state.lines[position]!].slice(-UNDO_DEPTH);
      state.lines.splice(position, 1);
    },
    /** 'Desfazer' on the deletion toast. */
    itemRestored: (state, { payload }: PayloadAction<{ sku: string; label: string }>) => {
      const removed = state.recentlyRemoved.find((line) => line.sku === payload.sku);
      if (!removed) return;
      rememberOrder(state);
      state.recentlyRemoved = state.recentlyRemoved.filter((line) => line !== removed);
      if (state.lines.some((l) => l.sku === payload.sku)) return;
      // Back where it was: between the lines it stood between when it was deleted.
      const rank = (line: CartLine) => state.order.indexOf(line.sku);
      const at = state.lines.findIndex((line) => rank(line) > rank(removed));
      state.lines.splice(at === -1 ? state.lines.length : at, 0, removed);
    },
    /** `label` names the line for the announcement of its new quantity. */
    quantityChanged: (state, { payload }: PayloadAction<{ sku: string; quantity: number; label?: string }>) => {
      const line = state.lines.find((l) => l.sku === payload.sku);
      if (line && Number.isFinite(payload.quantity)) {
        line.quantity = Math.min(MAX_QUANTITY, Math.max(1, Math.floor(payload.quantity)));
      }
    },
    /** Lines whose product left the catalogue (or never was in it) are dropped. */
    unknownLinesDropped: (state, { payload }: PayloadAction<{ skus: string[] }>) => {
      state.lines = state.lines.filter((l) => !payload.skus.includes(l.sku));
    },
    /** The server stored this device's lines as a new version. */
    savedOnServer: (state, { payload }: PayloadAction<ServerCart>) => {
      if (payload.version > state.synced.version) state.synced = payload;
    },
    /** The server refused a save (412): another device saved first, and its copy is the one to change. */
    mergedWithServer: (state, { payload }: PayloadAction<ServerCart>) => mergeWithServer(state, payload),
    /** The cart page loaded the server's copy. */
    loadedFromServer: (state, { payload }: PayloadAction<ServerCart>) => adoptNewer(state, payload),
    /** The server refused a line (422: sold out, or no longer sold): it leaves the cart, the rest is saved. */
    lineRefused: (state, { payload }: PayloadAction<{ sku: string; label: string; size: string; message: string }>) => {
      state.lines = state.lines.filter((l) => l.sku !== payload.sku);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (_state, { payload }) => {
        const lines = sanitizeCartLines(payload.cart.lines);
        return { ...initialState, lines, synced: { lines, version: payload.cart.version } };
      })
      .addCase(sessionRestored, (state, { payload }) => adoptNewer(state, payload.cart))
      // The other tab wrote after every change it made, so its cart already holds ours. A sign-in
      // there settles an interrupted addition as one here does (cartListeners.ts makes it for its shopper).
      .addCase(otherTabChanged, (state, { payload }) => {
        state.lines = sanitizeCartLines(payload.cart.lines);
        state.synced = payload.cart.synced;
        state.coupon = payload.cart.coupon;
        if (payload.session.token) delete state.interruptedAdd;
      })
      // Logout clears the cart list; no component dispatches a second action.
      .addCase(loggedOut, () => initialState)
      .addCase(sessionExpired, () => initialState)
      // The ordered units leave the cart once the order exists, and only they: a line added
      // meanwhile (another tab, another device) stays. The server took them out of
      // the version the order named, as its next version; while that is the copy seen here, the same
      // change is made to it, so nothing needs sending. Otherwise the next save's 412 merges.
      .addCase(orderPlaced, (state, { payload }) => {
        delete state.coupon; // the order used it
        state.lines = withoutOrdered(state.lines, payload.lines);
        if (state.synced.version === payload.cartVersion) {
          state.synced = { lines: withoutOrdered(state.synced.lines, payload.lines), version: payload.cartVersion + 1 };
        }
      })
      // Another device made the cart an order, or changed it: its copy is the one to show.
      .addCase(orderCartChanged, (state, { payload }) => mergeWithServer(state, payload))
      // The backend's check before charging: sizes sold out leave the cart.
      .addCase(orderRepriced, (state, { payload }) => {
        const gone = new Set(payload.lines.filter((line) => !line.available).map((line) => line.sku));
        state.lines = state.lines.filter((line) => !gone.has(line.sku));
      })
      // The coupon's events (couponEvents.ts), told apart by their type so that their creators stay
      // out of the first download: 'coupon/applied' keeps the code the server accepted (one code per
      // order: it replaces any other); 'coupon/removed' and 'coupon/dropped' take it off.
      .addMatcher(
        (action): action is PayloadAction<AppliedCoupon | undefined> => action.type.startsWith('coupon/'),
        (state, { type, payload }) => {
          state.coupon = type === 'coupon/applied' ? payload : undefined;
        },
      );
  },
  selectors: {
    selectCartLines: (state) => state.lines,
    selectCartSynced: (state) => state.synced,
    /** The badge and 'Total de items no carrinho' count units, not lines. */
    selectCartCount: (state) => state.lines.reduce((count, line) => count + line.quantity, 0),
  },
});

export const {
  itemAdded,
  itemAddSaved,
  itemAddInterrupted,
  itemLimitReached,
  itemAddFailed,
  itemAddNotSaved,
  changeNotSaved,
  boughtAgain,
  itemRemoved,
  itemRestored,
  quantityChanged,
  unknownLinesDropped,
  savedOnServer,
  mergedWithServer,
  loadedFromServer,
  lineRefused,
} = cartSlice.actions;
export const { selectCartLines, selectCartCount, selectCartSynced } = cartSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address, ShippingId } from '../../api/types';
import type { ShownFailure } from '../../components/LoadFailed';
import { rootReducer } from '../../store/rootReducer';
import { loggedIn, loggedOut, otherTabChanged, sessionExpired } from '../session';
import {
  couponApplied,
  couponRemoved,
  NO_CHECKOUT,
  orderCartChanged,
  orderPlaced,
  orderRepriced,
  type ChosenPayment,
  type CheckoutState,
  type ShownReview,
} from './checkoutState';

declare module '../../store/types' {
  interface RootState {
    /** Absent until the checkout's code has loaded and injected this slice. */
    checkout?: CheckoutState;
  }
}

/** The checkout at the start of a visit: nothing kept, no order on its way. */
export const CHECKOUT_AT_START: CheckoutState = {
  ...NO_CHECKOUT,
  placement: { status: 'idle' },
  addressNotice: null,
  review: null,
  placedOrderId: null,
};

/**
 * The shopper changed an earlier step (or began the next order). Once the backend said no order exists
 * with the key, a changed order needs a new one (the backend holds a key to
 * its body); while that is unknown the key stays, so a retry is still one order.
 */
function edited(state: CheckoutState) {
  if (state.placement.status === 'placing') return;
  state.placedOrderId = null; // a new order on its way: the review no longer leads to the last one
  state.review = null; // the shopper's own change: the review draws the order anew
  if (state.placement.status === 'notPlaced') state.pendingKey = null;
  state.placement = { status: 'idle' };
}

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: CHECKOUT_AT_START,
  reducers: {
    /** One per change of an address field: bookkeeping, hidden from the DevTools timeline. */
    addressEdited: (state, { payload }: PayloadAction<{ field: keyof Address; value: string }>) => {
      state.draft[payload.field] = payload.value;
    },
    /** `savedId`: the saved address ('Minha conta') it is, which the checkout then follows; null for one typed. */
    addressConfirmed: {
      reducer: (state, { payload, meta }: PayloadAction<Address, string, { savedId: string | null }>) => {
        state.address = payload;
        state.addressId = meta.savedId;
        state.addressNotice = null;
        edited(state);
      },
      prepare: (address: Address, savedId: string | null = null) => ({ payload: address, meta: { savedId } }),
    },
    /** The chosen saved address was edited in 'Minha conta' (another tab, another device): the order ships to it as it is now. */
    chosenAddressEdited: (state, { payload }: PayloadAction<Address>) => {
      state.address = payload;
      state.draft = Object.fromEntries(Object.entries(payload).map(([field, value]) => [field, value ?? '']));
      state.addressNotice = 'edited';
    },
    /** The chosen saved address was removed from 'Minha conta': no address is confirmed; the shopper chooses again. */
    chosenAddressRemoved: (state) => {
      state.address = null;
      state.addressId = null;
      state.draft = {};
      state.addressNotice = 'removed';
      state.review = null;
    },
    /**
     * 'Finalizar pedido' sent nothing: what the review shows changed first (the address book). The
     * key stays only when it was an unanswered try's, whose order may exist.
     */
    orderHeld: (state, { payload }: PayloadAction<{ keepKey: boolean }>) => {
      if (!payload.keepKey) state.pendingKey = null;
      state.placement = { status: 'idle' };
    },
    shippingChosen: (state, { payload }: PayloadAction<{ id: ShippingId }>) => {
      state.shippingId = payload.id;
      edited(state);
    },
    paymentChosen: (state, { payload }: PayloadAction<ChosenPayment>) => {
      state.payment = payload;
      edited(state);
    },
    /** A shipping quote asked for on a product page: its CEP is offered at checkout. */
    shippingQuoteAsked: (state, { payload }: PayloadAction<{ cep: string }>) => {
      state.quotedCep = payload.cep;
    },
    /** 'Finalizar pedido' sent the order with this key (a new one, or the one of an unanswered try). */
    orderSubmitted: (state, { payload }: PayloadAction<{ key: string }>) => {
      state.pendingKey = payload.key;
      state.placement = { status: 'placing' };
    },
    /** A reload found a key: the backend is asked whether its order exists. */
    orderResumed: (state) => {
      state.placement = { status: 'placing' };
    },
    /** The card was declined: nothing charged; the shopper chooses another card or PIX. */
    paymentDeclined: (state) => {
      state.pendingKey = null;
      state.payment = null;
      state.placement = { status: 'declined' };
    },
    /** The card's token can no longer pay (past its 15 minutes, or unknown to the server): nothing charged; the card is typed again. */
    cardExpired: (state) => {
      state.pendingKey = null;
      state.payment = null;
      state.placement = { status: 'cardExpired' };
    },
    orderNotPlaced: (state, { payload }: PayloadAction<{ reason: ShownFailure | null }>) => {
      state.placement = { status: 'notPlaced', reason: payload.reason };
    },
    /** The backend refused the order (422): nothing was placed, a new key next time. */
    orderRefused: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.pendingKey = null;
      state.placement = { status: 'refused', message: payload.message };
    },
    /**
     * The backend refused the session (401) of 'Finalizar pedido', or of the check by key after an
     * unanswered try: the shopper signs in again (session/sessionExpired) and comes back to the
     * review. The key stays only while an order may exist with it.
     */
    orderNeedsSignIn: (state, { payload }: PayloadAction<{ keepKey: boolean }>) => {
      if (!payload.keepKey) state.pendingKey = null;
      state.placement = { status: 'idle' };
    },
    /** Neither the order's answer nor the check by key came back: the key stays. */
    orderNotConfirmed: (state) => {
      state.placement = { status: 'unconfirmed' };
    },
    /** The review opened: it shows the order once its figures load (checkout/reviewShown), from scratch. */
    reviewOpened: (state) => {
      state.review = null;
      if (state.addressNotice === 'edited') state.addressNotice = null; // said once, on the review that followed it
    },
    /** The review drew these lines and totals: 'Finalizar pedido' sends exactly them. */
    reviewShown: (state, { payload }: PayloadAction<ShownReview>) => {
      state.review = payload;
    },
    /** The lines shown were saved as a new version of the cart, nothing the shopper sees changed: the order names it. */
    reviewedCartSaved: (state, { payload }: PayloadAction<{ cartVersion: number }>) => {
      if (state.review) state.review.cartVersion = payload.cartVersion;
    },
    /** The bag changed while the review was open, and the shopper confirmed it as it is now ('Revisar sacola atualizada'). */
    updatedBagConfirmed: (state, { payload }: PayloadAction<ShownReview>) => {
      state.review = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // The shopper's own 'Aplicar' or 'Remover' on the review: it shows the figures of now (a change
      // made elsewhere, a code dropped included, waits for the shopper's confirmation instead).
      .addCase(couponApplied, (state) => {
        state.review = null;
      })
      .addCase(couponRemoved, (state) => {
        state.review = null;
      })
      .addCase(orderPlaced, (state, { payload }) => ({
        ...CHECKOUT_AT_START,
        owner: state.owner, // the next order's checkout is the same shopper's
        quotedCep: state.quotedCep,
        placedOrderId: payload.id,
      }))
      // The server's answer says what changed, and the review shows the figures of now once they load.
      .addCase(orderRepriced, (state, { payload }) => {
        state.pendingKey = null;
        state.placement = { status: 'repriced', repriced: payload };
        state.review = null;
      })
      .addCase(orderCartChanged, (state) => {
        state.pendingKey = null;
        state.placement = { status: 'cartChanged' };
        state.review = null;
      })
      // The checkout belongs to its `owner`: signing out ends it, and a sign-in of anyone else (by
      // login, a new account or a reset link; in this tab or another) starts anew, without their
      // draft or card. A session the backend refused keeps a checkout begun (an address typed, or
      // an order waiting for its answer) for that shopper's next sign-in.
      .addCase(loggedOut, () => CHECKOUT_AT_START)
      .addCase(sessionExpired, (state, { payload }) => {
        state.keptFor = Object.keys(state.draft).length > 0 || state.pendingKey ? payload.userId : null;
      })
      .addCase(loggedIn, (state, { payload }) => {
        const shopper = payload.user.id;
        const owner = state.keptFor ?? state.owner;
        if (owner === null || owner === shopper) state.owner = shopper;
        else return { ...CHECKOUT_AT_START, owner: shopper };
      })
      // Another shopper's checkout replaces this one whole: nothing of this visit's stays with it.
      .addCase(otherTabChanged, (state, { payload: { checkout } }) =>
        checkout.owner === state.owner ? { ...state, ...checkout } : { ...CHECKOUT_AT_START, ...checkout },
      );
  },
  selectors: {
    selectPendingKey: (state) => state.pendingKey,
  },
});

/**
 * The slice in the store: injected when this file first runs (with the checkout's pages, the
 * product page's shipping quote, or a stored checkout read back: src/app/persistence/). Its
 * selectors read the initial state while a store has not yet run an action since.
 */
export const injectedCheckout = checkoutSlice.injectInto(rootReducer);
/** The store's checkout (its initial state until the store has one). */
export const selectCheckout = injectedCheckout.selectSlice;
export const { selectPendingKey } = injectedCheckout.selectors;

export const {
  addressEdited,
  addressConfirmed,
  chosenAddressEdited,
  chosenAddressRemoved,
  shippingChosen,
  paymentChosen,
  shippingQuoteAsked,
  orderSubmitted,
  orderHeld,
  orderResumed,
  paymentDeclined,
  cardExpired,
  orderNotPlaced,
  orderRefused,
  orderNeedsSignIn,
  orderNotConfirmed,
  reviewOpened,
  reviewShown,
  reviewedCartSaved,
  updatedBagConfirmed,
} = checkoutSlice.actions;

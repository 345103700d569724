import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address, CardBrand, InstallmentCount, OrderSummary, RepricedOrder, ShippingId } from '../../api/types';
import type { ShownFailure } from '../../components/LoadFailed';
import type { RootState } from '../../store/types';
import { loggedOut, otherTabChanged, sessionExpired } from '../session/sessionSlice';

declare module '../../store/types' {
  interface RootState {
    checkout: CheckoutState;
  }
}

/** The address form as typed (strings, possibly incomplete): a reload keeps it. */
export type AddressDraft = Partial<Record<keyof Address, string>>;

/** What the shop keeps of the payment: never the card number, CVV or CPF (issue 23). */
export type ChosenPayment =
  | { method: 'pix' }
  | { method: 'card'; token: string; last4: string; brand: CardBrand; installments: InstallmentCount };

/** How the last 'Finalizar pedido' ended, for the review page (not stored). */
export type Placement =
  | { status: 'idle' | 'placing' | 'declined' | 'unconfirmed' }
  | { status: 'repriced'; repriced: RepricedOrder }
  /** The backend said no order exists with the key: nothing was charged (reason null: found on a reload). */
  | { status: 'notPlaced'; reason: ShownFailure | null }
  | { status: 'refused'; message: string };

/** The part kept in the browser with the session (src/app/persistence/). */
export interface StoredCheckout {
  draft: AddressDraft;
  address: Address | null;
  shippingId: ShippingId | null;
  payment: ChosenPayment | null;
  /** The CEP of the product page's shipping quote, offered on 'Entrega'. */
  quotedCep: string | null;
  /** The key of an order sent and not yet answered: a reload asks the backend about it before anything else. */
  pendingKey: string | null;
}

export interface CheckoutState extends StoredCheckout {
  placement: Placement;
  /** The order just placed: the review page moves to its confirmation. */
  placedOrderId: string | null;
}

export const NO_CHECKOUT: StoredCheckout = {
  draft: {},
  address: null,
  shippingId: null,
  payment: null,
  quotedCep: null,
  pendingKey: null,
};
const initialState: CheckoutState = { ...NO_CHECKOUT, placement: { status: 'idle' }, placedOrderId: null };

/**
 * The shopper changed an earlier step. Once the backend said no order exists
 * with the key, a changed order needs a new one (the backend holds a key to
 * its body); while that is unknown the key stays, so a retry is still one order.
 */
function edited(state: CheckoutState) {
  if (state.placement.status === 'placing') return;
  if (state.placement.status === 'notPlaced') state.pendingKey = null;
  state.placement = { status: 'idle' };
}

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** One per change of an address field: bookkeeping, hidden from the DevTools timeline. */
    addressEdited: (state, { payload }: PayloadAction<{ field: keyof Address; value: string }>) => {
      state.draft[payload.field] = payload.value;
    },
    addressConfirmed: (state, { payload }: PayloadAction<Address>) => {
      state.address = payload;
      edited(state);
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
    orderPlaced: (state, { payload }: PayloadAction<Pick<OrderSummary, 'id' | 'status' | 'totalCents'>>) => ({
      ...initialState,
      quotedCep: state.quotedCep,
      placedOrderId: payload.id,
    }),
    /** The backend's total differs from the one shown (a price changed, a size sold out): nothing was charged, a new key next time. */
    orderRepriced: (state, { payload }: PayloadAction<RepricedOrder>) => {
      state.pendingKey = null;
      state.placement = { status: 'repriced', repriced: payload };
    },
    /** The card was declined: nothing charged; the shopper chooses another card or PIX. */
    paymentDeclined: (state) => {
      state.pendingKey = null;
      state.payment = null;
      state.placement = { status: 'declined' };
    },
    orderNotPlaced: (state, { payload }: PayloadAction<{ reason: ShownFailure | null }>) => {
      state.placement = { status: 'notPlaced', reason: payload.reason };
    },
    /** The backend refused the order (422): nothing was placed, a new key next time. */
    orderRefused: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.pendingKey = null;
      state.placement = { status: 'refused', message: payload.message };
    },
    /** Neither the order's answer nor the check by key came back: the key stays. */
    orderNotConfirmed: (state) => {
      state.placement = { status: 'unconfirmed' };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialState)
      .addCase(sessionExpired, () => initialState)
      .addCase(otherTabChanged, (state, { payload }) => ({ ...state, ...payload.checkout }));
  },
});

export const {
  addressEdited,
  addressConfirmed,
  shippingChosen,
  paymentChosen,
  shippingQuoteAsked,
  orderSubmitted,
  orderResumed,
  orderPlaced,
  orderRepriced,
  paymentDeclined,
  orderNotPlaced,
  orderRefused,
  orderNotConfirmed,
} = checkoutSlice.actions;
/** Read by the cart on start (src/features/cart/cartSaving.ts); the others are in checkoutSelectors.ts. */
export const selectPendingKey = (state: RootState) => state.checkout.pendingKey;

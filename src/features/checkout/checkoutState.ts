import type { Address, CardBrand, InstallmentCount, RepricedOrder, ShippingId } from '../../api/types';
import type { ShownFailure } from '../../components/LoadFailed';
import type { Reviewed } from '../../rules/reviewedOrder';
import type { OrderTotals } from '../../rules/totals';

/*
 * What the first download needs of the checkout: its shape, what the browser keeps of it
 * (src/app/persistence/), and the events other features answer. Its reducer comes with its
 * code (checkoutSlice.ts), which injects it into the store.
 */
declare module '../../store/types' {
  interface PersistedState {
    checkout: StoredCheckout;
  }
}

/** The address form as typed (strings, possibly incomplete): a reload keeps it. */
export type AddressDraft = Partial<Record<keyof Address, string>>;

/** What the shop keeps of the payment: never the card number, CVV or CPF. */
export type ChosenPayment =
  | { method: 'pix' }
  | { method: 'card'; token: string; last4: string; brand: CardBrand; installments: InstallmentCount };

/** How the last 'Finalizar pedido' ended, for the review page (not stored). */
export type Placement =
  | { status: 'idle' | 'placing' | 'declined' | 'cardExpired' | 'unconfirmed' | 'cartChanged' }
  | { status: 'repriced'; repriced: RepricedOrder }
  /** The backend said no order exists with the key: nothing was charged (reason null: found on a reload). */
  | { status: 'notPlaced'; reason: ShownFailure | null }
  | { status: 'refused'; message: string };

/** The part kept in the browser with the session (src/app/persistence/). */
export interface StoredCheckout {
  draft: AddressDraft;
  address: Address | null;
  /** The saved address ('Minha conta') the confirmed one is: the checkout follows the book's copy of it. */
  addressId: string | null;
  shippingId: ShippingId | null;
  payment: ChosenPayment | null;
  /** The CEP of the product page's shipping quote, offered on 'Entrega'. */
  quotedCep: string | null;
  /** The key of an order sent and not yet answered: a reload asks the backend about it before anything else. */
  pendingKey: string | null;
  /** The shopper whose session expired with this checkout: it is kept, signed out, for their next sign-in. */
  keptFor: string | null;
  /**
   * The shopper whose checkout this is (the one signed in when it began; null: nobody's yet). Another
   * shopper's sign-in, here or in another tab, starts anew: no one sees or pays with another's draft or card.
   */
  owner: string | null;
}

/** A line of the review as it was drawn: what 'Itens' lists. */
export interface ShownLine {
  sku: string;
  label: string;
  size: string;
  quantity: number;
  image: string;
  totalCents: number;
}

/**
 * What the review showed (not stored: each tab's review keeps its own): its lines, the cart's
 * version, the totals of the chosen payment. 'Finalizar pedido' sends exactly this, and the
 * review draws it until the shopper confirms a bag that changed meanwhile (src/rules/reviewedOrder.ts).
 */
export interface ShownReview extends Reviewed<ShownLine> {
  totals: OrderTotals;
  /** The coupon its totals were worked out with, or null. */
  couponCode?: string | null;
}

export interface CheckoutState extends StoredCheckout {
  placement: Placement;
  /** The chosen saved address was edited or removed in 'Minha conta' since it was chosen: the checkout says so. */
  addressNotice: 'edited' | 'removed' | null;
  /** What the open review showed (null: no review open, or its figures still loading). */
  review: ShownReview | null;
  /** The order just placed: the review page moves to its confirmation. */
  placedOrderId: string | null;
}

export const NO_CHECKOUT: StoredCheckout = {
  draft: {},
  address: null,
  addressId: null,
  shippingId: null,
  payment: null,
  quotedCep: null,
  pendingKey: null,
  keptFor: null,
  owner: null,
};

/** The order's and the coupon's events come from the cart, which answers them; the checkout dispatches them. */
export { couponApplied, couponRemoved, orderCartChanged, orderPlaced, orderRepriced } from '../cart';

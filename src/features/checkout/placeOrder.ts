/**
 * 'Finalizar pedido': one order per press, whatever happens on the
 * way. The order carries an idempotency key, stored before the request leaves;
 * an answer that never came (a time-out, no connection, a server error) is
 * followed by asking the backend whether the order exists, before the shopper
 * is told anything.
 */
import { nanoid } from '@reduxjs/toolkit';
import {
  shownFailure,
  type ErrorCode,
  type CartChanged,
  type Order,
  type OrderSummary,
  type PlaceOrderRequest,
  type RepricedOrder,
} from '../../api/types';
import type { AppThunk } from '../../store/types';
import { selectCartSynced } from '../cart';
import { catalogApi } from '../products';
import { ordersApi } from '../orders';
import { checkoutApi } from './checkoutApi';
import { creditApi } from '../credit';
import {
  selectOrderLines,
  selectOrderQuoteRequest,
  selectPlacement,
  selectReviewedOrderRequest,
} from './checkoutSelectors';
import {
  cardExpired,
  orderNeedsSignIn,
  orderNotConfirmed,
  orderNotPlaced,
  orderRefused,
  orderHeld,
  orderResumed,
  orderSubmitted,
  paymentDeclined,
  selectPendingKey,
} from './checkoutSlice';
import { orderCartChanged, orderPlaced, orderRepriced } from './checkoutState';
import { followAddressBook } from './followAddressBook';

/** What an order was placed from: its lines, and the version of the cart they left. */
type Sent = Pick<PlaceOrderRequest, 'lines' | 'cartVersion'>;

const placed = ({ id, status, totalCents }: Order | OrderSummary, { lines, cartVersion }: Sent) =>
  orderPlaced({ id, status, totalCents, lines, cartVersion });

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
const codeOf = (error: unknown) => (error as { data?: { code?: ErrorCode } } | null)?.data?.code;

/**
 * Asks the backend for the order sent with `key`. `failure` is why it is asked
 * (null: a reload found the key): it decides what a "no such order" means.
 */
function checkOrder(key: string, failure: unknown, sent: Sent): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const lookup = await dispatch(
      ordersApi.endpoints.findOrderByKey.initiate(key, { subscribe: false, forceRefetch: true }),
    );
    // Signed out meanwhile (401): the key stays, and the review asks again after the next sign-in.
    if (statusOf(lookup.error) === 401) return void dispatch(orderNeedsSignIn({ keepKey: true }));
    if (!lookup.data) return void dispatch(orderNotConfirmed());
    const [found] = lookup.data;
    if (found) return void dispatch(placed(found, sent));
    const status = statusOf(failure);
    // A refusal (422, 400) placed nothing and says why; a new key goes with the next try.
    if (typeof status === 'number' && status < 500) {
      const message = (failure as { data?: { message?: unknown } }).data?.message;
      return void dispatch(orderRefused({ message: typeof message === 'string' ? message : '' }));
    }
    dispatch(orderNotPlaced({ reason: failure ? shownFailure(failure) : null }));
  };
}

/**
 * Sends the order the review shows: its lines, cart version and total, never a bag it did not
 * show (none while the bag changed and the shopper has not confirmed it), with the vale-troca it
 * showed paying `creditCents` of it (0: none). A press while one is on its way is ignored.
 */
export function placeOrder(creditCents = 0): AppThunk<Promise<void>> {
  return async (dispatch, getState, { persistNow }) => {
    if (!selectReviewedOrderRequest(getState()) || selectPlacement(getState()).status === 'placing') return;
    // An unanswered try's key is reused: the backend answers a repeated key with the same order.
    const unanswered = selectPendingKey(getState());
    const key = unanswered ?? nanoid();
    dispatch(orderSubmitted({ key }));
    persistNow(); // a reload from here on asks about this key instead of sending a second order
    // The saved address chosen may have changed in 'Minha conta' since: the review shows it first, nothing sent.
    const held = () => dispatch(orderHeld({ keepKey: unanswered !== null }));
    if (!(await dispatch(followAddressBook()))) return void held();
    const reviewed = selectReviewedOrderRequest(getState());
    if (!reviewed) return void held();
    const order = creditCents > 0 ? { ...reviewed, creditCents } : reviewed;
    const result = await dispatch(checkoutApi.endpoints.placeOrder.initiate({ key, order }, { track: false }));
    if ('data' in result && result.data) return void dispatch(placed(result.data, order));
    const { error } = result;
    // Another device made this cart an order, or changed it: nothing was charged; the review shows the cart of now.
    if (statusOf(error) === 412) return void dispatch(orderCartChanged((error as { data: CartChanged }).data));
    if (statusOf(error) === 409) {
      dispatch(orderRepriced((error as { data: RepricedOrder }).data));
      // The vale-troca the review showed may have been spent meanwhile: the review asks again.
      if (creditCents > 0)
        void dispatch(
          creditApi.endpoints.getStoreCredits.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
      // The shopper confirms the backend's figures: the shown total is worked out again from them.
      void dispatch(catalogApi.endpoints.getProducts.initiate(undefined, { forceRefetch: true, subscribe: false }));
      const quote = selectOrderQuoteRequest(getState());
      if (quote)
        void dispatch(checkoutApi.endpoints.quoteShipping.initiate(quote, { forceRefetch: true, subscribe: false }));
      return;
    }
    if (statusOf(error) === 401) return void dispatch(orderNeedsSignIn({ keepKey: false }));
    if (statusOf(error) === 402) return void dispatch(paymentDeclined());
    // The card's token cannot pay any more: another press would be refused the same way.
    if (codeOf(error) === 'CARD_EXPIRED') return void dispatch(cardExpired());
    await dispatch(checkOrder(key, error, order));
  };
}

/** On reload with an unanswered order's key: ask whether it went through before anything else. */
export function resumeOrder(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const key = selectPendingKey(getState());
    if (!key || selectPlacement(getState()).status !== 'idle') return;
    dispatch(orderResumed());
    // The order sent with the key was made of the cart as the browser kept it.
    const sent = { lines: selectOrderLines(getState()), cartVersion: selectCartSynced(getState()).version };
    await dispatch(checkOrder(key, null, sent));
  };
}

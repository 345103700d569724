/**
 * 'Confirmar cancelamento''s flow: orders/cancelRequested, the server's answer, then the event that
 * tells how it ended, read out once in its words. A cancelled order's answer replaces the order
 * page's copy; after a refusal (shipped meanwhile, cancelled on another device) the page asks for
 * the order and its tracking again, so it shows them as they are now.
 */
import { shownFailure, type Order } from '../../api/types';
import { failureText, isRefusal } from '../../components/failureText';
import type { CancellationReason } from '../../rules/cancellation';
import { withNews } from '../../store/news';
import type { AppThunk } from '../../store/types';
import { cancelApi } from './cancelApi';
import { cancelFailed, cancelRefused, cancelRequested, orderCancelled } from './cancelEvents';
import { cancellationMoneyBack, cancelledMoney, moneyBackText } from './cancellationText';
import { ordersApi } from './ordersApi';

/** What a failed cancellation says before its reason. */
export const CANCEL_FAILED = 'Não foi possível cancelar o pedido.';

/** How a cancellation ended: the order cancelled, or why not (`refused`: asking again changes nothing). */
export type CancelOutcome = { ok: true; order: Order } | { ok: false; message: string; refused: boolean };

export const cancelOrder =
  (orderId: string, reason: CancellationReason): AppThunk<Promise<CancelOutcome>> =>
  async (dispatch) => {
    dispatch(cancelRequested({ orderId, reason }));
    const answer = await dispatch(cancelApi.endpoints.cancelOrder.initiate({ id: orderId, reason }, { track: false }));
    if (answer.error) {
      const message = failureText(answer.error, CANCEL_FAILED);
      const refused = isRefusal(answer.error);
      if (refused) {
        dispatch(withNews(cancelRefused({ orderId }), { say: message }));
        const again = { subscribe: false, forceRefetch: true } as const;
        void dispatch(ordersApi.endpoints.getOrder.initiate(orderId, again));
        void dispatch(ordersApi.endpoints.getOrderTracking.initiate(orderId, again));
      } else {
        dispatch(withNews(cancelFailed({ orderId, failure: shownFailure(answer.error) }), { say: message }));
      }
      return { ok: false, message, refused };
    }
    const order = answer.data;
    await dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, order));
    const say = `Pedido cancelado. ${moneyBackText(cancellationMoneyBack(order))}`;
    dispatch(withNews(orderCancelled({ orderId, money: cancelledMoney(order) }), { say }));
    return { ok: true, order };
  };

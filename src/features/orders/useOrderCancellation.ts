/**
 * 'Cancelar pedido''s state on the order page: whether it is offered (the rule, on the order's
 * payment status and its step), the form open or not, the reason picked, the call under way and
 * how it ended, and where focus goes after each action: into the form when it opens, back to
 * 'Cancelar pedido' when it closes, to the section's heading once the server answered (the
 * cancelled order, or the refusal), left on 'Confirmar cancelamento' after a failure to try again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order, OrderStatus } from '../../api/types';
import { canCancel, CANCELLATION_REASON_REQUIRED, type CancellationReason } from '../../rules/cancellation';
import type { OrderStepId } from '../../rules/orderSteps';
import { useAppDispatch } from '../../store/hooks';
import { cancelOrder } from './cancelFlow';
import { useGetOrderTrackingQuery } from './ordersApi';

type FocusTarget = 'trigger' | 'reason' | 'heading';

/** Focus for the first render that holds the element (an answer renders the page again). */
function useFocusAfter() {
  const nodes = useRef(new Map<FocusTarget, HTMLElement>());
  const target = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const node = target.current && nodes.current.get(target.current);
    if (!node) return;
    node.focus();
    target.current = null;
  });
  const focus = useCallback((name: FocusTarget) => {
    target.current = name;
  }, []);
  const keep = useCallback(
    (name: FocusTarget) => (node: HTMLElement | null) => {
      if (node) nodes.current.set(name, node);
      else nodes.current.delete(name);
    },
    [],
  );
  return { focus, keep };
}

/**
 * The step the rule judges by: an unpaid order has not moved; a paid one is where its tracking
 * says (the same request as 'Acompanhe seu pedido'); while that loads, none (not offered yet);
 * when it cannot be loaded, offered, as the server judges again.
 */
function useStep(orderId: string, status: OrderStatus): OrderStepId | null {
  const tracking = useGetOrderTrackingQuery(orderId, { skip: status !== 'paid' });
  if (status !== 'paid') return 'received';
  return tracking.data?.step ?? (tracking.isError ? 'paid' : null);
}

export function useOrderCancellation(order: Order, status: OrderStatus) {
  const dispatch = useAppDispatch();
  const step = useStep(order.id, status);
  const cancelled = status === 'cancelled' && order.cancellation !== undefined;
  const offered = step !== null && canCancel({ status, step });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { focus, keep } = useFocusAfter();

  const start = () => {
    setFailure(null);
    setReasonError(null);
    setOpen(true);
    focus('reason');
  };

  const back = () => {
    setOpen(false);
    setReasonError(null);
    setFailure(null);
    focus('trigger');
  };

  const choose = (picked: CancellationReason) => {
    setReason(picked);
    setReasonError(null);
  };

  const confirm = async () => {
    if (busy) return;
    if (!reason) {
      setReasonError(CANCELLATION_REASON_REQUIRED);
      focus('reason');
      return;
    }
    setBusy(true);
    setFailure(null);
    const outcome = await dispatch(cancelOrder(order.id, reason));
    setBusy(false);
    if (outcome.ok) {
      setOpen(false);
      focus('heading');
    } else if (outcome.refused) {
      setOpen(false);
      setFailure(outcome.message);
      focus('heading');
    } else setFailure(outcome.message);
  };

  return {
    /** The section is shown: cancelled by the shopper, offered, or telling why it was not done. */
    shown: cancelled || offered || open || failure !== null,
    cancelled,
    offered,
    open,
    reason,
    reasonError,
    busy,
    failure,
    start,
    back,
    choose,
    confirm,
    keep,
  };
}

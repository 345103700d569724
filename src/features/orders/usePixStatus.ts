import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Order } from '../../api/types';
import { useAppDispatch } from '../../store/hooks';
import { pixExpired, pixPaid } from './orderEvents';
import { useGetPixStatusQuery } from './ordersApi';

/** How often an unpaid PIX's status is asked for while its page is open. */
export const PIX_POLL_MS = 3000;

/**
 * The status of a PIX awaiting payment, polled (RTK Query's
 * pollingInterval) until it is paid or cancelled. A payment seen here is the
 * story's `orders/pixPaid`, an expiry `orders/pixExpired`, each once (the ui
 * slice reads them out). Either takes the PIX box away; focus that was in it
 * ('Copiar código') moves to the page's `heading`, so it
 * does not fall to the page's body; focus anywhere else stays where it is.
 */
export function usePixStatus(order: Order, heading: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  const waiting = order.payment.method === 'pix' && order.status === 'awaiting_payment';
  const seenWaiting = useRef(waiting);
  const [pollEvery, setPollEvery] = useState(waiting ? PIX_POLL_MS : 0);
  const polled = useGetPixStatusQuery(order.id, { skip: !waiting, pollingInterval: pollEvery });
  // The order's own status once it no longer waits (cancelled by the shopper): the last poll is history.
  const status = waiting ? (polled.data?.status ?? order.status) : order.status;
  // Polling stops once the status is final (React's "adjust state while rendering").
  if (status !== 'awaiting_payment' && pollEvery !== 0) setPollEvery(0);

  // A PIX the shopper cancelled was not left to expire: that story is told by the cancellation's events.
  const cancelledByShopper = order.cancellation !== undefined;
  useEffect(() => {
    if (status === 'awaiting_payment' || !seenWaiting.current) return;
    seenWaiting.current = false;
    if (cancelledByShopper) return;
    dispatch((status === 'paid' ? pixPaid : pixExpired)({ orderId: order.id }));
    if (document.activeElement === document.body) heading.current?.focus();
  }, [status, order.id, cancelledByShopper, dispatch, heading]);

  return { status, failed: polled.isError ? polled.error : null };
}

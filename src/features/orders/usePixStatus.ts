import { useEffect, useRef, useState } from 'react';
import type { Order } from '../../api/types';
import { useAppDispatch } from '../../store/hooks';
import { pixPaid } from './orderEvents';
import { useGetPixStatusQuery } from './ordersApi';

/** How often an unpaid PIX's status is asked for while its page is open. */
export const PIX_POLL_MS = 3000;

/**
 * Issue 23: the status of a PIX awaiting payment, polled (RTK Query's
 * pollingInterval) until it is paid or cancelled. A payment seen here is the
 * story's `orders/pixPaid`, once.
 */
export function usePixStatus(order: Order) {
  const dispatch = useAppDispatch();
  const waiting = order.payment.method === 'pix' && order.status === 'awaiting_payment';
  const seenWaiting = useRef(waiting);
  const [pollEvery, setPollEvery] = useState(waiting ? PIX_POLL_MS : 0);
  const polled = useGetPixStatusQuery(order.id, { skip: !waiting, pollingInterval: pollEvery });
  const status = polled.data?.status ?? order.status;
  // Polling stops once the status is final (React's "adjust state while rendering").
  if (status !== 'awaiting_payment' && pollEvery !== 0) setPollEvery(0);

  useEffect(() => {
    if (status !== 'paid' || !seenWaiting.current) return;
    seenWaiting.current = false;
    dispatch(pixPaid({ orderId: order.id }));
  }, [status, order.id, dispatch]);

  return { status, failed: polled.isError ? polled.error : null };
}

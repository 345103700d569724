import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectReviewedOrderRequest, selectPlacement } from './checkoutSelectors';
import { placeOrder, resumeOrder } from './placeOrder';

/**
 * 'Finalizar pedido' on the review. Opening the review with an unanswered
 * order's key (a reload while it was sent) first asks whether that order
 * exists. The move to the confirmation comes from the state (CheckoutLayout),
 * once the order is placed.
 */
export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const placement = useAppSelector(selectPlacement);
  const canSend = useAppSelector(selectReviewedOrderRequest) !== null;
  useEffect(() => void dispatch(resumeOrder()), [dispatch]);
  /** Sends the order; `creditCents`: what the review showed the vale-troca paying (0: none). */
  return { placement, canSend, place: (creditCents = 0) => void dispatch(placeOrder(creditCents)) };
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectPlacedOrderId, selectPlacement } from './checkoutSelectors';

/*
 * The checkout's entries in the browser's history. Each step the shopper
 * moves to is an entry of its own, so Back walks the steps; each carries how many of the
 * checkout's entries come before it. Once the order is placed, the review goes back over them
 * to the checkout's first entry, and that entry becomes the confirmation: Back from it leaves
 * the checkout in one press.
 */

/** What a step's entry carries in the router's state (a reload keeps it). */
interface StepEntry {
  checkoutDepth: number;
}

/** How many of the checkout's entries come before this one (0: the first, or not a step's entry). */
export function depthOf(state: unknown): number {
  const depth = (state as Partial<StepEntry> | null)?.checkoutDepth;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** The router state of a step moved to from this entry (a 'Continuar', an 'Alterar'). */
export const useNextStepEntry = (): StepEntry => ({ checkoutDepth: depthOf(useLocation().state) + 1 });

/**
 * Where the layout goes once an order is placed: the confirmation's address, to replace the
 * entry shown (the checkout's first, once gone back to, or a review with no entries before
 * it); 'wait' while going back; null before any order.
 */
export function useConfirmationMove(step: string | undefined): string | 'wait' | null {
  const navigate = useNavigate();
  const { key, state } = useLocation();
  const placing = useAppSelector(selectPlacement).status === 'placing';
  const placedOrderId = useAppSelector(selectPlacedOrderId);
  // The entry of the review that sent the order (or asked about it after a reload).
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  if (placing && step === 'revisao' && sentFrom !== key) setSentFrom(key);
  const depth = depthOf(state);
  const goingBack = placedOrderId !== null && sentFrom === key && depth > 0;
  useEffect(() => {
    if (goingBack) void navigate(-depth);
  }, [goingBack, depth, navigate]);

  if (!placedOrderId) return null;
  if (goingBack) return 'wait';
  // Gone back to the checkout's first entry; or a review with none before it, or one
  // reached again by Back or Forward after its order.
  return sentFrom !== null || step === 'revisao' ? `/pedido/${encodeURIComponent(placedOrderId)}` : null;
}

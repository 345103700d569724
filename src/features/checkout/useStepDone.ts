import type { UnknownAction } from '@reduxjs/toolkit';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import type { CheckoutStep } from './checkoutSelectors';
import { useNextStepEntry } from './stepHistory';

/**
 * A step's 'Continuar': the event that completes the step, then the next
 * step's address, an entry of its own in the history (stepHistory.ts). The
 * state changes first, so the next step's guard (CheckoutLayout) sees its
 * earlier steps done.
 */
export function useStepDone(next: CheckoutStep): (event: UnknownAction) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const entry = useNextStepEntry();
  return (event) => {
    dispatch(event);
    void navigate(`/checkout/${next}`, { state: entry });
  };
}

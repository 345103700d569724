import type { UnknownAction } from '@reduxjs/toolkit';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import type { CheckoutStep } from './checkoutSelectors';

/**
 * A step's 'Continuar': the event that completes the step, then the next
 * step's address. The state changes first, so the next step's guard
 * (CheckoutLayout) sees its earlier steps done.
 */
export function useStepDone(next: CheckoutStep): (event: UnknownAction) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (event) => {
    dispatch(event);
    void navigate(`/checkout/${next}`);
  };
}

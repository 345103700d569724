import { useState } from 'react';
import type { Order } from '../../api/types';
import { useAppDispatch } from '../../store/hooks';
import { buyAgain, type BuyAgainOutcome } from './buyAgain';

/** 'Comprar novamente' for an order: the press runs the flow (buyAgain.ts); its outcome is shown until the next. */
export function useBuyAgain(order: Order) {
  const dispatch = useAppDispatch();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<BuyAgainOutcome | null>(null);
  const buy = async () => {
    if (working) return;
    setWorking(true);
    setOutcome(await dispatch(buyAgain(order)));
    setWorking(false);
  };
  return { buy, working, outcome };
}

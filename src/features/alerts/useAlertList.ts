import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { failureText } from '../../components/failureText';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUser } from '../session';
import { removeStockAlert } from './alertFlows';
import { useGetStockAlertsQuery } from './stockAlertsApi';
import { useFocusAfter } from './useFocusAfter';

/**
 * 'Minha conta''s alerts: the signed-in shopper's list, and 'Remover'. A removal is said once
 * (the status line) and focus goes to the list's heading, the removed alert's button being gone.
 */
export function useAlertList() {
  const dispatch = useAppDispatch();
  const shopper = useAppSelector(selectUser)?.id;
  const list = useGetStockAlertsQuery(shopper || skipToken, { refetchOnMountOrArgChange: true });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { focus, keep } = useFocusAfter<'heading'>();

  const remove = async (id: string) => {
    if (busy || !shopper) return;
    setBusy(true);
    setStatus('');
    setFailure(null);
    const outcome = await dispatch(removeStockAlert(id, shopper));
    setBusy(false);
    if (!outcome.ok) return setFailure(failureText(outcome.error, 'Não foi possível remover o aviso.'));
    setStatus('Aviso removido.');
    focus('heading');
  };

  return { list, busy, status, failure, heading: keep('heading'), remove };
}

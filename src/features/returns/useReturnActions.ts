import { useState } from 'react';
import type { ReturnRequest } from '../../api/types';
import { failureText } from '../../components/failureText';
import { useAppDispatch } from '../../store/hooks';
import { returnCancelled, returnCancelRefused, returnCodeCopied, type ReturnCode } from './returnEvents';
import { useCancelReturnMutation } from './returnsApi';

/**
 * 'Cancelar solicitação': the call, then `done` (the order's requests asked again); the outcome read
 * out once (returns/cancelled, returns/cancelRefused) and a refusal kept beside the button.
 */
export function useCancelReturn(request: Pick<ReturnRequest, 'id' | 'orderId'>, done: (cancelled: boolean) => void) {
  const dispatch = useAppDispatch();
  const [cancel, { isLoading }] = useCancelReturnMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    if (isLoading) return;
    setFailure(null);
    const answer = await cancel({ orderId: request.orderId, requestId: request.id });
    if ('data' in answer && answer.data) {
      dispatch(returnCancelled({ requestId: request.id }));
      done(true);
      return;
    }
    const message = failureText(answer.error, 'Não foi possível cancelar agora.');
    setFailure(message);
    dispatch(returnCancelRefused({ requestId: request.id }, message));
    done(false);
  };
  return { run, busy: isLoading, failure };
}

/** 'Copiar' beside a request's code: the Clipboard API, the outcome read out once (returns/codeCopied) and kept beside the button. */
export function useCopyReturnCode(requestId: string, copied: ReturnCode, text: string) {
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<'copied' | 'refused' | null>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no Clipboard API');
      await navigator.clipboard.writeText(text);
      setResult('copied');
      dispatch(returnCodeCopied({ requestId, copied }, 'Copiado'));
    } catch {
      setResult('refused');
      dispatch(returnCodeCopied({ requestId, copied }, 'Não foi possível copiar. Selecione o texto e copie.'));
    }
  };
  return { copy, result };
}

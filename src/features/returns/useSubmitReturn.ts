import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureText } from '../../components/failureText';
import { useAppDispatch } from '../../store/hooks';
import { returnRefused, returnRequested } from './returnEvents';
import { formProblem, requestBody, type FormProblem, type ReturnForm } from './returnForm';
import { useRequestReturnMutation } from './returnsApi';

/** Where a failed request's reason is shown: beside the line the server named, or by the button. */
export type SubmitFailure = { at: 'submit' | number; message: string };

/**
 * 'Confirmar solicitação': what is missing is shown first, without a call; then the request. Approved,
 * the order's page opens (where the request now shows) and the approval is read out once
 * (returns/requested); refused, the server's reason is shown where the shopper acted and read out
 * once (returns/requestRefused). Nothing is written when it is refused.
 */
export function useSubmitReturn(orderId: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [send, { isLoading }] = useRequestReturnMutation();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const submit = async (form: ReturnForm) => {
    const missing = formProblem(form);
    setProblem(missing);
    setFailure(null);
    if (missing) return;
    const answer = await send({ orderId, body: requestBody(form) });
    if ('data' in answer && answer.data) {
      dispatch(returnRequested({ orderId, requestId: answer.data.id }));
      void navigate(`/pedidos/${encodeURIComponent(orderId)}`);
      return;
    }
    const error = answer.error;
    const message = failureText(error, 'Não foi possível confirmar. Veja no pedido se a solicitação entrou.');
    const line = (error as { data?: { line?: unknown } } | undefined)?.data?.line;
    setFailure({ at: typeof line === 'number' ? line : 'submit', message });
    dispatch(returnRefused({ orderId }, message));
  };

  return { submit, busy: isLoading, problem, failure };
}

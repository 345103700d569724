import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureText } from '../../components/failureText';
import { exchangeFeeChargedText } from '../../rules/exchangeFee';
import { useAppDispatch } from '../../store/hooks';
import { returnRefused, returnRequested } from './returnEvents';
import { formProblem, lineKey, requestBody, type FormProblem, type LineKey, type ReturnForm } from './returnForm';
import { useRequestReturnMutation } from './returnsApi';

/** Where a failed request's reason is shown: beside the line the server named, or by the button. */
export type SubmitFailure = { at: 'submit' | LineKey; message: string };

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
      const { id: requestId, exchangeFee, state } = answer.data;
      const feeText = exchangeFee && exchangeFeeChargedText(exchangeFee);
      dispatch(returnRequested({ orderId, requestId }, feeText, state === 'requested'));
      void navigate(`/pedidos/${encodeURIComponent(orderId)}`);
      return;
    }
    const error = answer.error;
    const message = failureText(error, 'Não foi possível confirmar. Veja no pedido se a solicitação entrou.');
    const named = (error as { data?: { line?: unknown; fromExchange?: unknown } } | undefined)?.data;
    const index = named?.line;
    const fromExchange = typeof named?.fromExchange === 'string' ? named.fromExchange : undefined;
    setFailure({ at: typeof index === 'number' ? lineKey({ index, fromExchange }) : 'submit', message });
    dispatch(returnRefused({ orderId }, message));
  };

  return { submit, busy: isLoading, problem, failure };
}

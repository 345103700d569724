import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { shownFailure, type Order, type OrderLine, type ReturnRequest, type ReturnRequestLine } from '../../api/types';
import { Button } from '../../components/Button';
import { CodeToCopy } from '../../components/CodeToCopy';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { formatCents } from '../../lib/money';
import { productLabel } from '../../lib/text';
import { AFTER_PURCHASE_REFUSAL } from '../../rules/afterPurchaseRefusals';
import { cardReversalText, pixRefundText } from '../../rules/moneyBack';
import { returnCreditText } from '../../rules/storeCredit';
import { canShopperCancelRequest, isFinalReturnState, returnStateLabel } from '../../rules/returnRequests';
import { RETURN_KINDS } from '../../rules/returnWindows';
import { exchangeFeeChargedText } from '../../rules/exchangeFee';
import { fullDateText, saoPauloDateTimeText } from '../../rules/saoPauloDate';
import { useGetOrderReturnsQuery } from './returnsApi';
import type { ReturnCode } from './returnEvents';
import { useCancelReturn, useCopyReturnCode } from './useReturnActions';

const Box = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  ol > li {
    display: grid;
    gap: 8px;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  a {
    font-weight: 700;
  }
`;
const State = styled.p`
  font-weight: 700;
`;
const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

/** How often a request waiting for its fee's PIX is asked for again: as often as an order's PIX. */
const FEE_PIX_POLL_MS = 3000;

/** True while a request waits for its fee's PIX before its approval. */
const awaitsFeePix = (request: ReturnRequest) =>
  request.state === 'requested' && request.exchangeFee?.payment.method === 'pix';

/** A code with 'Copiar' (named for what it copies) and what came of the last copy. */
function CopyCode({
  requestId,
  copied,
  label,
  text,
}: {
  requestId: string;
  copied: ReturnCode;
  label: string;
  text: string;
}) {
  const { copy, result } = useCopyReturnCode(requestId, copied, text);
  return <CodeToCopy label={label} shown={text} result={result} onCopy={() => void copy()} />;
}

/** Where the money goes back, in words: by PIX, on the card, or as vale-troca (taken as credit, or an order the credit paid). */
function refundText(request: ReturnRequest): string {
  const route = request.refundRoute === 'pix' ? 'por PIX' : request.refundRoute === 'card' ? 'no cartão' : null;
  const shipping =
    request.shippingRefundCents > 0 ? `, incluindo o frete de ${formatCents(request.shippingRefundCents)}` : '';
  return route
    ? `Reembolso: ${formatCents(request.refundCents)}${shipping}, ${route}.`
    : `Vale-troca: ${formatCents(request.refundCents)}${shipping}, em Minha conta.`;
}

/**
 * A request line's item: the order's line, or, for units an exchange delivered, the size or colour
 * that exchange sent ('REGATA CANELADA (Tamanho G), recebido na troca nº 1').
 */
function rowName(bought: OrderLine, line: ReturnRequestLine, requests: readonly ReturnRequest[]): string {
  if (!line.fromExchange) return `${productLabel(bought)} (${bought.size})`;
  const sent = requests
    .find((request) => request.id === line.fromExchange)
    ?.lines.find((each) => each.index === line.index && each.wantedLabel)?.wantedLabel;
  return `${bought.name}${sent ? ` (${sent})` : ''}, recebido na troca nº ${line.fromExchange}`;
}

/** One request: its kind and state, its lines, its code or its outcome, and 'Cancelar solicitação' while it may. */
function RequestItem({
  request,
  requests,
  lines,
  onCancelled,
}: {
  request: ReturnRequest;
  /** The order's requests: an exchange's line names what an earlier exchange sent. */
  requests: readonly ReturnRequest[];
  lines: OrderLine[];
  onCancelled: () => void;
}) {
  const { moneyBack } = request;
  // Cancelled, the button goes: the focus moves to the request's heading, read out with its new state.
  const heading = useRef<HTMLHeadingElement>(null);
  const cancel = useCancelReturn(request, (cancelled) => {
    if (cancelled) heading.current?.focus();
    onCancelled();
  });
  const kind = RETURN_KINDS.find((each) => each.id === request.kind)!.label;
  return (
    <li>
      <h3 ref={heading} tabIndex={-1}>
        Solicitação nº {request.id}: {kind}
      </h3>
      <State>{returnStateLabel(request.state)}</State>
      <ul>
        {request.lines.map((line) => {
          const bought = lines[line.index];
          const name = bought ? rowName(bought, line, requests) : `Item ${line.index + 1}`;
          return (
            <li key={`${line.index}-${line.fromExchange ?? ''}`}>
              {name} × {line.quantity}
              {line.wantedLabel ? ` → ${line.wantedLabel}` : ''}
              {line.refusal ? `: recusado. ${line.refusal}` : ''}
            </li>
          );
        })}
      </ul>
      {request.description && <p>Defeito descrito: {request.description}</p>}
      {request.exchangeFee && <p>{exchangeFeeChargedText(request.exchangeFee, isFinalReturnState(request.state))}</p>}
      {/* Waiting for the fee's PIX: its copia e cola and until when; the postage code comes once it is paid. */}
      {awaitsFeePix(request) && request.exchangeFee?.payment.method === 'pix' && (
        <>
          <CopyCode
            requestId={request.id}
            copied="feePixCode"
            label="PIX copia e cola do frete"
            text={request.exchangeFee.payment.code}
          />
          <p>
            Pague até {saoPauloDateTimeText(request.exchangeFee.payment.expiresAt)}. O código de postagem sai quando o
            pagamento for confirmado; sem pagamento, a solicitação é cancelada.
          </p>
        </>
      )}
      {request.state === 'approved' && (
        <>
          <CopyCode requestId={request.id} copied="postageCode" label="Código de postagem" text={request.postageCode} />
          <p>
            Leve o pacote a uma agência dos Correios até {fullDateText(request.postageLastDay)}. A postagem é por nossa
            conta.
          </p>
        </>
      )}
      {request.state === 'expired' && <p>{AFTER_PURCHASE_REFUSAL.postageCodeLapsed}</p>}
      {request.refundCents > 0 && request.state !== 'cancelled' && request.state !== 'expired' && (
        <p>{refundText(request)}</p>
      )}
      {/* Once resolved: the vale-troca issued, to spend from 'Minha conta'. */}
      {request.creditCents !== undefined && (
        <p>
          {returnCreditText(request.creditCents)} <Link to="/conta">Ver em Minha conta</Link>
        </p>
      )}
      {/* Once refunded: the devolução with its state, or the estorno, as recorded. */}
      {moneyBack && (
        <p>
          {moneyBack.method === 'pix'
            ? pixRefundText(moneyBack.amountCents, moneyBack.state)
            : cardReversalText(moneyBack)}
        </p>
      )}
      {request.trackingCode && (
        <CopyCode
          requestId={request.id}
          copied="trackingCode"
          label="Código de rastreamento da troca"
          text={request.trackingCode}
        />
      )}
      {canShopperCancelRequest(request.state) && (
        <div>
          <Button
            type="button"
            variant="outline"
            aria-disabled={cancel.busy || undefined}
            onClick={() => void cancel.run()}
          >
            {cancel.busy ? 'Cancelando…' : 'Cancelar solicitação'}
          </Button>
        </div>
      )}
      {cancel.failure && <ErrorText>{cancel.failure}</ErrorText>}
    </li>
  );
}

/**
 * 'Trocas e devoluções' on a paid order's page: 'Trocar ou devolver' once it is delivered, and each
 * request with its state. Nothing shows before the delivery.
 */
export function ReturnsSection({ order }: { order: Pick<Order, 'id' | 'lines'> }) {
  const { id: orderId, lines } = order;
  // While a request waits for its fee's PIX, the section asks again, as the order's own PIX is polled.
  const [pollEvery, setPollEvery] = useState(0);
  const returns = useGetOrderReturnsQuery(orderId, { refetchOnMountOrArgChange: true, pollingInterval: pollEvery });
  const waiting = returns.currentData?.requests.some(awaitsFeePix) ?? false;
  if ((waiting ? FEE_PIX_POLL_MS : 0) !== pollEvery) setPollEvery(waiting ? FEE_PIX_POLL_MS : 0);
  if (returns.isError)
    return (
      <Box aria-labelledby="order-returns">
        <h2 id="order-returns">Trocas e devoluções</h2>
        <LoadFailed
          title="Não foi possível carregar as trocas e devoluções."
          reason={shownFailure(returns.error)}
          onRetry={() => void returns.refetch()}
        />
      </Box>
    );
  if (!returns.currentData) return <Loading minHeight={0} />;
  const { deliveredAt, requests } = returns.currentData;
  if (deliveredAt === null && requests.length === 0) return null;
  return (
    <Box aria-labelledby="order-returns">
      <h2 id="order-returns">Trocas e devoluções</h2>
      {deliveredAt !== null && (
        <p>
          <Link to={`/pedidos/${encodeURIComponent(orderId)}/trocar-ou-devolver`}>Trocar ou devolver</Link>
        </p>
      )}
      {requests.length > 0 && (
        <ol aria-label="Solicitações de troca e devolução">
          {requests.map((request) => (
            <RequestItem
              key={request.id}
              request={request}
              requests={requests}
              lines={lines}
              onCancelled={() => void returns.refetch()}
            />
          ))}
        </ol>
      )}
    </Box>
  );
}

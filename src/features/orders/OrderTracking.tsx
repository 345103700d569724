import styled from '@emotion/styled';
import { shownFailure, type OrderTracking as Tracking } from '../../api/types';
import { CodeToCopy } from '../../components/CodeToCopy';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatNfeKey } from '../../rules/nfe';
import { saoPauloDateTimeText } from '../../rules/saoPauloDate';
import { useOrderTracking } from './useOrderTracking';
import { useCopyText, type Copied } from './useCopyText';

const Box = styled.section`
  display: grid;
  gap: 16px;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;
const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  li {
    position: relative;
    display: grid;
    grid-template-columns: 28px minmax(0, 1fr);
    column-gap: 12px;
    padding-bottom: 16px;
  }
  /* The line joining each step to the next. */
  li:not(:last-child)::before {
    content: '';
    position: absolute;
    left: 13px;
    top: 28px;
    bottom: 0;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }
  li[data-reached='true']:not(:last-child)::before {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  /* A reached step: a filled circle with a tick, its name in bold (shape and weight, not colour alone). */
  li[data-reached='true'] > span:first-of-type {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.success};
  }
  li[data-reached='true'] > span:nth-of-type(2) {
    font-weight: 700;
  }
`;
/** The step's mark: an empty circle, filled with a tick once reached (Steps). */
const Mark = styled.span`
  grid-row: 1 / span 3;
  width: 28px;
  height: 28px;
  box-sizing: border-box;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-weight: 700;
  border: 2px solid ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.surface};
`;
const StepName = styled.span`
  padding-top: 3px;
`;
const When = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;
const Events = styled.ol`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 8px;
  span {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A code to copy: shown, with 'Copiar' (named for what it copies) and what came of the last copy. */
function CopyCode({ copied, label, text, shown }: { copied: Copied; label: string; text: string; shown: string }) {
  const { copy, result } = useCopyText(copied, text);
  // Read out through the shop's live region (orders/trackingCopied); shown here too.
  return <CodeToCopy label={label} shown={shown} result={result} onCopy={() => void copy()} />;
}

/** The store's steps, oldest first: each reached one with its São Paulo date and time. */
function StepList({ tracking }: { tracking: Tracking }) {
  return (
    <Steps aria-label="Etapas do pedido">
      {tracking.steps.map(({ id, label, at }) => {
        const reached = at !== null;
        return (
          <li key={id} data-reached={reached} aria-current={id === tracking.step ? 'step' : undefined}>
            <Mark aria-hidden="true">{reached ? '✓' : ''}</Mark>
            <StepName>
              {label}
              <VisuallyHidden>{reached ? ': concluído' : ': pendente'}</VisuallyHidden>
            </StepName>
            <When>{at ? <time dateTime={at}>{saoPauloDateTimeText(at)}</time> : 'Aguardando'}</When>
            {id === 'invoiced' && tracking.nfeKey && (
              <CopyCode
                copied="nfeKey"
                label="Chave de acesso"
                text={tracking.nfeKey}
                shown={formatNfeKey(tracking.nfeKey)}
              />
            )}
            {id === 'shipped' && tracking.trackingCode && (
              <CopyCode
                copied="trackingCode"
                label="Código de rastreamento"
                text={tracking.trackingCode}
                shown={tracking.trackingCode}
              />
            )}
          </li>
        );
      })}
    </Steps>
  );
}

/** 'Acompanhe seu pedido': the store's steps, then the carrier's own events, apart. */
export function OrderTracking({ orderId }: { orderId: string }) {
  const tracking = useOrderTracking(orderId);
  return (
    <Box aria-labelledby="order-tracking">
      <h2 id="order-tracking">Acompanhe seu pedido</h2>
      {tracking.isError ? (
        <LoadFailed
          title="Não foi possível carregar o acompanhamento."
          reason={shownFailure(tracking.error)}
          onRetry={() => void tracking.refetch()}
        />
      ) : !tracking.currentData ? (
        <Loading minHeight={320} />
      ) : (
        <>
          <StepList tracking={tracking.currentData} />
          {tracking.currentData.carrierEvents.length > 0 && (
            <>
              <h3>Rastreamento dos Correios</h3>
              <Events aria-label="Eventos dos Correios">
                {tracking.currentData.carrierEvents.map((event) => (
                  <li key={event.description}>
                    {event.description}
                    <span>{event.place}</span>
                    <span>
                      <time dateTime={event.at}>{saoPauloDateTimeText(event.at)}</time>
                    </span>
                  </li>
                ))}
              </Events>
            </>
          )}
        </>
      )}
    </Box>
  );
}

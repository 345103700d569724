import styled from '@emotion/styled';
import type { MoneyBack, Order, OrderStatus } from '../../api/types';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormPage';
import { cancellationPreview } from '../../rules/storeCredit';
import { formatCents } from '../../lib/money';
import { cancellationReasonLabel, CANCELLATION_REASONS, type CancellationReason } from '../../rules/cancellation';
import { saoPauloDateTimeText } from '../../rules/saoPauloDate';
import { cancellationMoneyBack, moneyBackText } from './cancellationText';
import { useOrderCancellation } from './useOrderCancellation';

const Box = styled.section`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  form {
    display: grid;
    gap: 16px;
  }
`;
const Reasons = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 8px;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
`;
const Reason = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 12px;
  align-items: center;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
const Parcels = styled.ul`
  margin: 0;
  padding-left: 20px;
`;

/** The parcels of an estorno, numbered as on the card's invoices ('Parcela 2 de 3: R$ 30,00'). */
function ParcelList({
  label,
  parcels,
  from,
  count,
}: {
  label: string;
  parcels: number[];
  from: number;
  count: number;
}) {
  if (parcels.length === 0) return null;
  return (
    <>
      <p>{label}:</p>
      <Parcels aria-label={label}>
        {parcels.map((cents, i) => (
          <li key={from + i}>
            Parcela {from + i} de {count}: {formatCents(cents)}
          </li>
        ))}
      </Parcels>
    </>
  );
}

/** What the cancellation did with the money: nothing charged, the devolução and its state, the estorno and its parcels. */
function MoneyBackDone({ record }: { record: MoneyBack | null }) {
  if (record?.method !== 'card') return <p>{moneyBackText(record)}</p>;
  const { reversedParcelsCents: reversed, cancelledParcelsCents: cancelled } = record;
  const count = reversed.length + cancelled.length;
  return (
    <>
      <p>{moneyBackText(record)}</p>
      <ParcelList label="Parcelas estornadas" parcels={reversed} from={1} count={count} />
      <ParcelList label="Parcelas canceladas" parcels={cancelled} from={reversed.length + 1} count={count} />
    </>
  );
}

/**
 * 'Cancelar pedido' on the order page, while the rules offer it: a short form with the reason,
 * what becomes of the money, and the confirmation; then the cancellation as it was made (its
 * reason, its time, the money), or why the server refused it.
 */
export function OrderCancellation({ order, status }: { order: Order; status: OrderStatus }) {
  const cancel = useOrderCancellation(order, status);
  if (!cancel.shown) return null;
  const { cancellation } = order;
  return (
    <Box aria-labelledby="order-cancel">
      <h2 id="order-cancel" ref={cancel.keep('heading')} tabIndex={-1}>
        {cancel.cancelled ? 'Pedido cancelado' : 'Cancelar pedido'}
      </h2>
      {cancel.cancelled && cancellation ? (
        <>
          <p>
            Motivo: {cancellationReasonLabel(cancellation.reason)}. Cancelado em {saoPauloDateTimeText(cancellation.at)}
            .
          </p>
          <MoneyBackDone record={cancellationMoneyBack(order)} />
        </>
      ) : cancel.open ? (
        <form
          noValidate
          aria-busy={cancel.busy}
          onSubmit={(event) => {
            event.preventDefault();
            void cancel.confirm();
          }}
        >
          <Reasons
            aria-describedby={cancel.reasonError ? 'cancel-reason-error' : undefined}
            aria-invalid={cancel.reasonError ? true : undefined}
          >
            <legend>Por que você quer cancelar?</legend>
            {CANCELLATION_REASONS.map(({ id, label }, i) => (
              <Reason key={id}>
                <input
                  type="radio"
                  name="cancel-reason"
                  value={id}
                  ref={i === 0 ? cancel.keep('reason') : undefined}
                  checked={cancel.reason === id}
                  onChange={() => cancel.choose(id as CancellationReason)}
                />
                <span>{label}</span>
              </Reason>
            ))}
          </Reasons>
          {cancel.reasonError && <FormError id="cancel-reason-error">{cancel.reasonError}</FormError>}
          <p>{cancellationPreview(status, order)}</p>
          <Actions>
            <Button type="submit" aria-disabled={cancel.busy}>
              {cancel.busy ? 'Cancelando…' : 'Confirmar cancelamento'}
            </Button>
            <Button type="button" variant="outline" onClick={cancel.back}>
              Voltar
            </Button>
          </Actions>
        </form>
      ) : (
        cancel.offered && (
          <>
            <p>Você pode cancelar enquanto o pedido não for enviado.</p>
            <Actions>
              <Button type="button" variant="outline" ref={cancel.keep('trigger')} onClick={cancel.start}>
                Cancelar pedido
              </Button>
            </Actions>
          </>
        )
      )}
      {cancel.failure && <FormError>{cancel.failure}</FormError>}
    </Box>
  );
}

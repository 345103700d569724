import styled from '@emotion/styled';
import { Notice } from '../../components/Notice';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/Button';
import { TotalsList } from '../../components/TotalsList';
import { usePageTitle } from '../../components/usePageTitle';
import { failureText } from '../../components/failureText';
import { useHeadingFocus } from '../../components/useHeadingFocus';
import { useAppSelector } from '../../store/hooks';
import { CardFields } from './CardFields';
import { cardText } from '../../rules/card';
import { pixDiscountText } from '../../rules/prices';
import { CARD_TERMS } from '../../rules/totals';
import { TotalsNote } from './TotalsNote';
import { useOrderTotals } from './useOrderTotals';
import { usePaymentForm } from './usePaymentForm';
import { selectPlacement } from './checkoutSelectors';

const Form = styled.form`
  display: grid;
  gap: 24px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: 12px;
  }
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
`;
const Method = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;
const Panel = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.subtle};
  p {
    margin: 0;
  }
`;
/** The checkout's second step: PIX, with its discount, or a card in parcels sem juros (src/rules/prices.ts). */
export function PaymentStep() {
  usePageTitle('Pagamento');
  const heading = useHeadingFocus();
  const { form, onSubmit, savedCard, typeNewCard, tokenizing, tokenError } = usePaymentForm();
  const totals = useOrderTotals();
  const placement = useAppSelector(selectPlacement).status;
  const method = useWatch({ control: form.control, name: 'method' });
  const methodError = form.formState.errors.method?.message;

  return (
    <Form
      noValidate
      aria-labelledby="step-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tokenizing) void onSubmit(event);
      }}
    >
      <h1 id="step-title" ref={heading} tabIndex={-1}>
        Pagamento
      </h1>
      {placement === 'declined' && (
        <Notice role="alert">
          Pagamento recusado pela operadora do cartão. Nenhum valor foi cobrado. Use outro cartão ou pague com PIX.
        </Notice>
      )}
      {placement === 'cardExpired' && <Notice role="alert">Dados do cartão expirados. Digite o cartão de novo.</Notice>}
      <TotalsNote loading={totals.loading} error={totals.error} onRetry={totals.retry} />
      <fieldset aria-describedby={methodError ? 'method-error' : undefined}>
        <legend>Forma de pagamento</legend>
        <Method>
          <input type="radio" value="pix" {...form.register('method')} />
          PIX <small>{pixDiscountText()}</small>
        </Method>
        {method === 'pix' && totals.byMethod && (
          <Panel>
            <TotalsList totals={totals.byMethod.pix} totalLabel="Total no PIX" />
            <p>O código PIX aparece depois de finalizar o pedido e vale por 30 minutos.</p>
          </Panel>
        )}
        <Method>
          <input type="radio" value="card" {...form.register('method')} />
          Cartão de crédito <span>{CARD_TERMS}</span>
        </Method>
        {method === 'card' && (
          <Panel>
            {savedCard && (
              <p>
                Cartão {cardText(savedCard.brand, savedCard.last4)}.{' '}
                <Button type="button" variant="outline" onClick={typeNewCard}>
                  Usar outro cartão
                </Button>
              </p>
            )}
            <CardFields form={form} totalCents={totals.byMethod?.card.totalCents ?? null} askCard={!savedCard} />
            {totals.byMethod && <TotalsList totals={totals.byMethod.card} />}
          </Panel>
        )}
        {methodError && (
          <Notice id="method-error" role="alert">
            {methodError}
          </Notice>
        )}
      </fieldset>
      {tokenError && (
        <Notice role="alert">{failureText(tokenError, 'Não foi possível validar o cartão agora.')}</Notice>
      )}
      <Button type="submit" aria-disabled={tokenizing}>
        {tokenizing ? 'Validando o cartão...' : 'Continuar'}
      </Button>
    </Form>
  );
}

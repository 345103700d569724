import styled from '@emotion/styled';
import { formatCents } from '../../lib/money';
import { STORE_CREDIT_LINE, TO_PAY_LINE } from '../../rules/storeCredit';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 16px;
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    white-space: nowrap;
  }
  .due {
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

/**
 * The vale-troca's own lines under an order's figures (TotalsList): what the credit pays of the
 * total, and what the payment method pays after it ('A pagar', R$ 0,00 when the credit pays it all).
 */
export function CreditLines({ creditCents, totalCents }: { creditCents: number; totalCents: number }) {
  return (
    <List>
      <dt>{STORE_CREDIT_LINE}</dt>
      <dd>−{formatCents(creditCents)}</dd>
      <dt className="due">{TO_PAY_LINE}</dt>
      <dd className="due">{formatCents(totalCents - creditCents)}</dd>
    </List>
  );
}

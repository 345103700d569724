import styled from '@emotion/styled';
import { formatCents } from '../lib/money';
import { pixDiscountLabel } from '../rules/prices';
import { type OrderTotals } from '../rules/totals';

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
  .total {
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

/** An order's figures: subtotal, frete, the PIX discount as its own line, total. */
export function TotalsList({ totals, totalLabel = 'Total' }: { totals: OrderTotals; totalLabel?: string }) {
  const { subtotalCents, shippingCents, discountCents, totalCents } = totals;
  return (
    <List>
      <dt>Subtotal</dt>
      <dd>{formatCents(subtotalCents)}</dd>
      <dt>Frete</dt>
      <dd>{shippingCents === 0 ? 'Grátis' : formatCents(shippingCents)}</dd>
      {discountCents > 0 && (
        <>
          <dt>{pixDiscountLabel(totals.discountPercent)}</dt>
          <dd>- {formatCents(discountCents)}</dd>
        </>
      )}
      <dt className="total">{totalLabel}</dt>
      <dd className="total">{formatCents(totalCents)}</dd>
    </List>
  );
}

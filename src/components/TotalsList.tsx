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

/** 'Cupom BEMVINDA10' and '−R$ 8,99': a coupon's line in an order's figures. */
export const couponLineText = (code: string) => `Cupom ${code}`;
export const minusCents = (cents: number) => `−${formatCents(cents)}`;

/**
 * An order's figures, each step its own line: subtotal, the coupon (`couponCode`, when one
 * applies), frete, the PIX discount (on the products after the coupon), total.
 */
export function TotalsList({
  totals,
  totalLabel = 'Total',
  couponCode = null,
}: {
  totals: OrderTotals;
  totalLabel?: string;
  couponCode?: string | null;
}) {
  const { subtotalCents, shippingCents, discountCents, totalCents } = totals;
  return (
    <List>
      <dt>Subtotal</dt>
      <dd>{formatCents(subtotalCents)}</dd>
      {couponCode && (
        <>
          <dt>{couponLineText(couponCode)}</dt>
          <dd>{totals.couponCents ? minusCents(totals.couponCents) : 'Frete grátis'}</dd>
        </>
      )}
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

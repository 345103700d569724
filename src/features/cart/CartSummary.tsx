import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { couponLineText, minusCents } from '../../components/TotalsList';
import { formatCents } from '../../lib/money';
import { pixOffText, shippingProgress } from '../../rules/prices';
import { pixPriceCents } from '../../rules/totals';

const Summary = styled.section`
  padding: 20px;
  background: ${({ theme }) => theme.colors.subtle};
  display: grid;
  gap: 8px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  progress {
    width: 100%;
    height: 8px;
    accent-color: ${({ theme }) => theme.colors.success};
  }
`;
const Total = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
`;
const Shipping = styled.div`
  display: grid;
  gap: 6px;
  margin-top: 8px;
  font-size: 0.875rem;
`;
/** A link to /checkout that looks like the page's main button. */
const CheckoutLink = styled(Button.withComponent(Link))`
  display: block;
  margin-top: 12px;
  text-align: center;
  text-decoration: none;
`;
const Free = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

interface CartSummaryProps {
  count: number;
  /** What the products cost, after the coupon when one applies. */
  totalCents: number;
  /** The applied coupon's line: its code and what it takes off (0: free shipping). */
  coupon?: { code: string; cents: number } | null;
  /** The 'Cupom de desconto' box. */
  couponBox?: ReactNode;
}

/**
 * 'Resumo do Pedido': the coupon as its own line, the total after it, the PIX total on it,
 * free-shipping progress judged on it, and 'Finalizar compra'.
 */
export function CartSummary({ count, totalCents, coupon = null, couponBox = null }: CartSummaryProps) {
  const shipping = shippingProgress(totalCents);
  const freeByCoupon = coupon !== null && coupon.cents === 0;
  return (
    <Summary aria-labelledby="summary-title">
      <h2 id="summary-title" tabIndex={-1}>
        Resumo do Pedido
      </h2>
      {count === 0 && <p>Carrinho vazio!</p>}
      <p>Total de items no carrinho: {count}</p>
      {count > 0 && couponBox}
      {coupon && coupon.cents > 0 && (
        <p>
          {couponLineText(coupon.code)} {minusCents(coupon.cents)}
        </p>
      )}
      <Total>Valor total: {formatCents(totalCents)}</Total>
      {count > 0 && (
        <p>
          ou {formatCents(pixPriceCents(totalCents))} no PIX ({pixOffText()})
        </p>
      )}
      {count > 0 && (
        <Shipping>
          {shipping.free ? (
            <Free>Frete grátis!</Free>
          ) : freeByCoupon ? (
            <Free>Frete Econômica grátis com o cupom {coupon.code}</Free>
          ) : (
            <>
              <p id="shipping-label">Faltam {formatCents(shipping.missingCents)} para frete grátis</p>
              <progress aria-labelledby="shipping-label" max={100} value={Math.round(shipping.ratio * 100)} />
            </>
          )}
        </Shipping>
      )}
      {count > 0 && <CheckoutLink to="/checkout">Finalizar compra</CheckoutLink>}
    </Summary>
  );
}

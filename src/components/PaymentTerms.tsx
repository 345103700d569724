import styled from '@emotion/styled';
import { formatCents, type Installments } from '../lib/money';
import { pixOffText } from '../rules/prices';
import { pixPriceCents } from '../rules/totals';

const Terms = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

interface PaymentTermsProps {
  priceCents: number;
  installments: Installments;
}

/**
 * 'até Nx de R$ X sem juros' ('R$ X à vista' for a single payment, as Brazilian
 * shops say it) and 'R$ Y no PIX (N% off)' (N: the PIX rule's percentage), both from integer cents.
 */
export function PaymentTerms({ priceCents, installments }: PaymentTermsProps) {
  const amount = formatCents(installments.amountCents);
  return (
    <Terms>
      <p>{installments.count === 1 ? `${amount} à vista` : `até ${installments.count}x de ${amount} sem juros`}</p>
      <p>
        {formatCents(pixPriceCents(priceCents))} no PIX ({pixOffText()})
      </p>
    </Terms>
  );
}

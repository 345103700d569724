import styled from '@emotion/styled';
import { formatCents, pixPriceCents, PIX_DISCOUNT_PERCENT, type Installments } from '../lib/money';

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

/** 'até Nx de R$ X sem juros' and 'R$ Y no PIX (5% off)', both from integer cents. */
export function PaymentTerms({ priceCents, installments }: PaymentTermsProps) {
  return (
    <Terms>
      <p>
        até {installments.count}x de {formatCents(installments.amountCents)} sem juros
      </p>
      <p>
        {formatCents(pixPriceCents(priceCents))} no PIX ({PIX_DISCOUNT_PERCENT}% off)
      </p>
    </Terms>
  );
}

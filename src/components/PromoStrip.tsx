import styled from '@emotion/styled';

const Strip = styled.div`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.75rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 24px;
  padding: 6px 12px;
  text-align: center;
  min-height: 28px;
`;

/** Spec §1: free shipping above R$ 199 and 5% off by instant bank transfer (PIX). */
export function PromoStrip() {
  return (
    <Strip>
      <span>Frete grátis acima de R$ 199</span>
      <span>5% off pagando com PIX</span>
    </Strip>
  );
}

import styled from '@emotion/styled';
import { FREE_SHIPPING_PROMO } from '../lib/shipping';

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

/** Spec §1: free shipping above a threshold and 5% off by instant bank transfer (PIX). */
export function PromoStrip() {
  return (
    <Strip>
      <span>{FREE_SHIPPING_PROMO}</span>
      <span>5% off pagando com PIX</span>
    </Strip>
  );
}

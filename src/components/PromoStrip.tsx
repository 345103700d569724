import styled from '@emotion/styled';
import { FREE_SHIPPING_PROMO, PIX_PROMO } from '../rules/prices';

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

/** Free shipping above a threshold and a discount by instant bank transfer (PIX), as the rules state them. */
export function PromoStrip() {
  return (
    <Strip>
      <span>{FREE_SHIPPING_PROMO}</span>
      <span>{PIX_PROMO}</span>
    </Strip>
  );
}

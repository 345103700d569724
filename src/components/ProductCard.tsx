import styled from '@emotion/styled';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../api/types';
import { productLabel } from '../lib/text';
import { moreColoursText } from '../rules/colours';
import { PaymentTerms } from './PaymentTerms';
import { Price } from './Price';
import { ProductImage } from './ProductImage';

const Card = styled(Link)`
  position: relative;
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  text-decoration: none;
  color: inherit;
  &:hover h2,
  &:hover h3 {
    text-decoration: underline;
  }
`;
const Tag = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 8px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  /* A narrow card (a phone's carousel) has no room for the tag beside the heart over the
     picture's top right corner: the tag goes below it. */
  @container (max-width: 130px) {
    top: 52px;
  }
`;
const MoreColours = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
  letter-spacing: 0.04em;
`;
const Title = styled.h2`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 400;
  letter-spacing: 0.02em;
  overflow-wrap: anywhere;
`;

interface ProductCardProps {
  product: Product;
  to: string;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** How many colours the product comes in: '+1 cor' for two. */
  colourCount?: number;
  /** The title's id, for a control beside the card that names it (the heart). */
  titleId?: string;
}

/**
 * The spec's card: image, '{discount} Off' tag, 'name - colour', price; and how many other
 * colours there are. Memoised: while the shopper types, the cards that stay in
 * the grid are not redrawn.
 */
export const ProductCard = memo(function ProductCard({
  product,
  to,
  eager,
  headingLevel = 'h2',
  colourCount = 1,
  titleId,
}: ProductCardProps) {
  const label = productLabel(product);
  const moreColours = moreColoursText(colourCount);
  return (
    <Card to={to}>
      {/* The heading names the link; the picture would only say it again. */}
      <ProductImage src={product.image} alt="" eager={eager} />
      <Title as={headingLevel} id={titleId}>
        {label}
      </Title>
      {moreColours && <MoreColours>{moreColours}</MoreColours>}
      {/* After the name, so the link's name starts with it; drawn over the picture all the same. */}
      {product.discountPercent > 0 && <Tag>{product.discountPercent}% Off</Tag>}
      <Price regularCents={product.regularPriceCents} actualCents={product.actualPriceCents} />
      {product.onSale && <PaymentTerms priceCents={product.actualPriceCents} installments={product.installments} />}
    </Card>
  );
});

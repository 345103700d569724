import styled from '@emotion/styled';
import { useId } from 'react';
import type { Product } from '../../api/types';
import { ProductCard } from '../../components/ProductCard';
import { ProductHeart } from './ProductHeart';
import { productPath } from '../products';

const Box = styled.div`
  position: relative;
`;
/** Over the picture's top right corner (the promo tag has the left). */
const CardHeart = styled(ProductHeart)`
  position: absolute;
  top: 0;
  right: 0;
`;

interface CardWithHeartProps {
  product: Product;
  colourCount?: number;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A card, and beside the card's link its heart, named by the card's title. */
export function CardWithHeart({ product, colourCount, eager, headingLevel }: CardWithHeartProps) {
  const titleId = useId();
  return (
    <Box>
      <ProductCard
        product={product}
        to={productPath(product)}
        eager={eager}
        colourCount={colourCount}
        titleId={titleId}
        headingLevel={headingLevel}
      />
      <CardHeart product={product} describedBy={titleId} />
    </Box>
  );
}

import styled from '@emotion/styled';
import { useId } from 'react';
import type { Product } from '../api/types';
import { mq } from '../theme/theme';
import { ProductCard } from './ProductCard';

const Section = styled.section`
  margin-top: 48px;
  h2 {
    font-size: 1.125rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;
/** One row of cards, scrolled sideways where they do not fit (phones, tablets). */
const Shelf = styled.ul`
  list-style: none;
  margin: 0;
  /* A scrolling box clips what is painted outside it: room for a card's focus ring. */
  padding: 6px;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 132px;
  gap: 12px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  /* A desktop has room for all eight side by side, each the same width however many there are. */
  ${mq.fromDesktop} {
    grid-auto-flow: row;
    grid-template-columns: repeat(8, minmax(0, 1fr));
    gap: 16px;
  }
`;

interface RecentlyViewedProps {
  items: ReadonlyArray<{ product: Product; to: string; colourCount: number }>;
}

/**
 * 'Vistos recentemente': the products this device opened lately, newest first, as a
 * region named by its heading with a list of cards. Drawn last on its page, so nothing moves
 * when it arrives (CLS).
 */
export function RecentlyViewed({ items }: RecentlyViewedProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>Vistos recentemente</h2>
      <Shelf>
        {items.map(({ product, to, colourCount }) => (
          <li key={product.id}>
            <ProductCard product={product} to={to} colourCount={colourCount} headingLevel="h3" />
          </li>
        ))}
      </Shelf>
    </Section>
  );
}

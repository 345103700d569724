import styled from '@emotion/styled';
import { useRef } from 'react';
import type { Product } from '../../api/types';
import { Button } from '../../components/Button';
import { useShownPerEntry } from '../../components/useShownPerEntry';
import { useAppSelector } from '../../store/hooks';
import { mq } from '../../theme/theme';
import { CardWithHeart } from './CardWithHeart';
import { selectColourCounts } from '../products';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px 12px;
  ${mq.abovePhone} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.fromDesktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 32px 20px;
  }
`;
const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  margin-top: 32px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Cards per page: six rows of four on a desktop, about three screens on a
 * phone. It bounds the DOM however large the catalogue grows; 'Carregar mais'
 * adds the next page.
 */
export const PAGE_SIZE = 24;

interface ProductCardsProps {
  products: readonly Product[];
  /** The list's name for screen readers. */
  label: string;
  /** What the cards answer (the search, sort and filters): a new one starts again from the first page. */
  pageKey: string;
  /** How many cards, from the first, are above the fold on a desktop: their images load eagerly. */
  eager?: number;
}

/**
 * The home page's cards, a page at a time, each saying how many colours its product comes in.
 * Back from a card shows as many cards as before, scrolled where they were, focus on that card.
 */
export function ProductCards({ products, label, pageKey, eager = 0 }: ProductCardsProps) {
  const colourCounts = useAppSelector(selectColourCounts);
  const grid = useRef<HTMLUListElement>(null);
  const { limit, showMore } = useShownPerEntry(pageKey, PAGE_SIZE, grid);
  const shown = products.length > limit ? products.slice(0, limit) : products;
  return (
    <>
      <Grid ref={grid} aria-label={label}>
        {shown.map((product, i) => (
          <li key={product.id}>
            <CardWithHeart product={product} eager={i < eager} colourCount={colourCounts.get(product.style)} />
          </li>
        ))}
      </Grid>
      {shown.length < products.length && (
        <More>
          <p role="status">
            Mostrando {shown.length.toLocaleString('pt-BR')} de {products.length.toLocaleString('pt-BR')} produtos
          </p>
          <Button type="button" variant="outline" onClick={showMore}>
            Carregar mais
          </Button>
        </More>
      )}
    </>
  );
}

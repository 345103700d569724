import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from './Icons';

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
const Track = styled.ul<{ perPage: number }>`
  list-style: none;
  margin: 0;
  /* A scrolling box clips what is painted outside it: leave room for a card's focus ring
     (3 px outline, 2 px away from the card; GlobalStyles) on every side. */
  padding: 6px;
  display: grid;
  grid-template-columns: repeat(${({ perPage }) => perPage}, minmax(104px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  /* Five at a time is the spec; on a phone the row scrolls inside itself, never the page. */
  overflow-x: auto;
  min-width: 0;
`;
const Arrow = styled.button`
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  place-items: center;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

interface CarouselProps<T> {
  items: readonly T[];
  perPage?: number;
  label: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
}

/**
 * Spec §2: shows `perPage` items at a time; previous/next move by a whole
 * window and wrap around the ends.
 */
export function Carousel<T>({ items, perPage = 5, label, getKey, renderItem, emptyText }: CarouselProps<T>) {
  const [start, setStart] = useState(0);
  if (items.length === 0) return <p>{emptyText}</p>;
  const count = items.length;
  const visible = Array.from({ length: Math.min(perPage, count) }, (_, i) => items[(start + i) % count]!);
  const move = (step: number) => setStart((current) => (((current + step) % count) + count) % count);
  const canMove = count > perPage;
  return (
    <Wrapper role="group" aria-roledescription="carrossel" aria-label={label}>
      <Arrow type="button" onClick={() => move(-perPage)} disabled={!canMove} aria-label="Produtos anteriores">
        <ChevronLeft />
      </Arrow>
      <Track perPage={Math.min(perPage, count)} aria-live="polite">
        {visible.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </Track>
      <Arrow type="button" onClick={() => move(perPage)} disabled={!canMove} aria-label="Próximos produtos">
        <ChevronRight />
      </Arrow>
    </Wrapper>
  );
}

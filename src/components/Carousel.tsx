import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Svg, type IconProps } from './Icons';

const ChevronLeft = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 5l-7 7 7 7" />
  </Svg>
);
const ChevronRight = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 5l7 7-7 7" />
  </Svg>
);

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
/** The narrowest a card may be, and the space between cards. */
const MIN_CARD_PX = 88;
const GAP = 12;

/**
 * How many cards fit side by side in the track, up to `max`; measured as the track resizes.
 * The observer reports the track's first size once the browser has laid the page out: reading
 * it here instead would make the browser lay out the whole page at once, inside the task that
 * draws it (over 100 ms on a slow phone's product page).
 */
function useCardsThatFit(max: number, shown: boolean) {
  const ref = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState(max);
  useEffect(() => {
    const track = ref.current;
    if (!track) return;
    const measure = () => {
      const width = track.clientWidth;
      if (width > 0) setFit(Math.max(1, Math.min(max, Math.floor((width + GAP) / (MIN_CARD_PX + GAP)))));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [max, shown]);
  return { ref, fit };
}

const Track = styled.ul<{ perPage: number }>`
  list-style: none;
  margin: 0;
  /* A scrolling box clips what is painted outside it: leave room for a card's focus ring
     (3 px outline, 2 px away from the card; GlobalStyles) on every side. */
  padding: 6px;
  display: grid;
  grid-template-columns: repeat(${({ perPage }) => perPage}, minmax(0, 1fr));
  gap: ${GAP}px;
  /* Only the cards that fit are drawn (see useCardsThatFit): none is cut off. */
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
 * Shows `perPage` items at a time; previous/next move by a whole
 * window and wrap around the ends. Where fewer fit (phones), the window is
 * the cards that fit, so 'next' never skips one.
 */
export function Carousel<T>({ items, perPage: wanted = 5, label, getKey, renderItem, emptyText }: CarouselProps<T>) {
  const [start, setStart] = useState(0);
  const { ref, fit: perPage } = useCardsThatFit(wanted, items.length > 0);
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
      <Track ref={ref} perPage={Math.min(perPage, count)} aria-live="polite">
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

import styled from '@emotion/styled';
import type { Ref } from 'react';
import { IconButton } from './IconButton';
import { Svg } from './Icons';

const Heart = styled(IconButton)`
  color: ${({ theme }) => theme.colors.text};
  svg {
    fill: none;
  }
  &[data-on='true'] {
    color: ${({ theme }) => theme.colors.accent};
  }
  &[data-on='true'] svg {
    fill: currentColor;
  }
`;

interface FavoriteButtonProps {
  on: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** The id of what the heart is for (a card's title), read after its name. */
  describedBy?: string;
  className?: string;
}

/**
 * The heart, named for what a press does ('Adicionar aos favoritos' or
 * 'Remover dos favoritos'); one drawing, filled while the product is a favourite. The name
 * says the state, so the button is not also a pressed toggle (the ARIA guide's rule: a toggle's
 * name never changes).
 */
export function FavoriteButton({ on, onClick, ref, describedBy, className }: FavoriteButtonProps) {
  return (
    <Heart
      ref={ref}
      type="button"
      className={className}
      aria-label={on ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
      aria-describedby={describedBy}
      data-on={on}
      onClick={onClick}
    >
      <Svg>
        <path d="M12 20.5s-7.8-4.7-9.3-9.6C1.6 7.4 3.8 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.2 0 5.4 2.9 4.3 6.4-1.5 4.9-9.3 9.6-9.3 9.6z" />
      </Svg>
    </Heart>
  );
}

import styled from '@emotion/styled';
import type { Product } from '../../api/types';
import { highlightMatches } from '../../lib/highlight';
import { productLabel } from '../../lib/text';

const List = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 10;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 8px 20px rgba(0, 0, 0, 0.08);
  li {
    padding: 10px 12px;
    cursor: pointer;
    font-size: 0.875rem;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  mark {
    background: none;
    color: inherit;
    font-weight: 700;
  }
`;

interface SuggestionsProps {
  id: string;
  open: boolean;
  products: readonly Product[];
  query: string;
  active: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
}

/** The search box's listbox, with the typed part of each name highlighted. */
export function Suggestions({ id, open, products, query, active, optionId, onChoose }: SuggestionsProps) {
  return (
    <List id={id} role="listbox" aria-label="Sugestões" hidden={!open}>
      {open &&
        products.map((product, i) => (
          <li
            key={product.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(i);
            }}
          >
            {highlightMatches(productLabel(product), query).map((part, j) =>
              part.match ? <mark key={j}>{part.text}</mark> : <span key={j}>{part.text}</span>,
            )}
          </li>
        ))}
    </List>
  );
}

import styled from '@emotion/styled';
import { formatCents } from '../lib/money';
import { ProductImage } from './ProductImage';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    display: grid;
    grid-template-columns: 64px minmax(0, 1fr) auto;
    gap: 12px;
    align-items: start;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    display: block;
    font-weight: 400;
    overflow-wrap: anywhere;
  }
`;

export interface LineView {
  sku: string;
  image: string;
  /** 'name - colour'. */
  label: string;
  size: string;
  quantity: number;
  totalCents: number;
}

/** An order's lines: image, 'name - colour', size, quantity and price. */
export function OrderLines({ lines, label }: { lines: LineView[]; label: string }) {
  return (
    <List aria-label={label}>
      {lines.map((line) => (
        <li key={line.sku}>
          <ProductImage src={line.image} alt={line.label} />
          <div>
            <strong>{line.label}</strong>
            <p>Tamanho - {line.size}</p>
            <p>Quantidade: {line.quantity}</p>
          </div>
          <span>{formatCents(line.totalCents)}</span>
        </li>
      ))}
    </List>
  );
}

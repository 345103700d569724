import styled from '@emotion/styled';
import { formatCents } from '../lib/money';
import { VisuallyHidden } from './VisuallyHidden';

const Row = styled.p<{ large?: boolean }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  font-size: ${({ large }) => (large ? '1.375rem' : '1rem')};
`;
const Old = styled.s`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85em;
`;
const Current = styled.span<{ discounted: boolean }>`
  font-weight: 700;
  color: ${({ discounted, theme }) => (discounted ? theme.colors.accent : theme.colors.text)};
`;

interface PriceProps {
  regularCents: number;
  actualCents: number;
  large?: boolean;
}

/** Old price struck through plus current price when discounted, else the regular price. */
export function Price({ regularCents, actualCents, large }: PriceProps) {
  const discounted = actualCents < regularCents;
  return (
    <Row large={large}>
      {discounted && (
        <Old>
          <VisuallyHidden>De </VisuallyHidden>
          {formatCents(regularCents)}
        </Old>
      )}
      <Current discounted={discounted}>
        {discounted && <VisuallyHidden>por </VisuallyHidden>}
        {formatCents(actualCents)}
      </Current>
    </Row>
  );
}

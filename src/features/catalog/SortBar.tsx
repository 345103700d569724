import styled from '@emotion/styled';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSort, sortChosen } from './catalogQuerySlice';
import type { SortOrder } from './sorting';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0;
`;
const Choice = styled.button`
  padding: 8px 14px;
  min-height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-size: 0.8125rem;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/** The spec's sort bar. */
const CHOICES: ReadonlyArray<{ order: SortOrder; label: string }> = [
  { order: 'name', label: 'Ordenar A | Z' },
  { order: 'price-asc', label: 'Ordenar menor preço' },
  { order: 'price-desc', label: 'Ordenar maior preço' },
];

export function SortBar() {
  const current = useAppSelector(selectSort);
  const dispatch = useAppDispatch();
  return (
    <Bar role="group" aria-label="Ordenar produtos">
      {CHOICES.map(({ order, label }) => (
        <Choice key={order} type="button" aria-pressed={current === order} onClick={() => dispatch(sortChosen(order))}>
          {label}
        </Choice>
      ))}
    </Bar>
  );
}

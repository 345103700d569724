import styled from '@emotion/styled';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { promoFilterToggled, selectPromoOnly, selectSizeFilter, sizeFilterChosen } from './catalogQuerySlice';
import { selectSizesInStock } from './searchSelectors';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 20px;
  margin: 0 0 20px;
  font-size: 0.875rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.text};
  }
  select {
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The retailer challenge's filters: discounted only, and a size in stock. */
export function FilterBar() {
  const promoOnly = useAppSelector(selectPromoOnly);
  const size = useAppSelector(selectSizeFilter);
  const sizes = useAppSelector(selectSizesInStock);
  const dispatch = useAppDispatch();
  const sizeId = useId();
  return (
    <Bar role="group" aria-label="Filtrar produtos">
      <label>
        <input type="checkbox" checked={promoOnly} onChange={() => dispatch(promoFilterToggled())} />
        Só promoções
      </label>
      <label htmlFor={sizeId}>
        Tamanho
        <select id={sizeId} value={size ?? ''} onChange={(e) => dispatch(sizeFilterChosen(e.target.value || null))}>
          <option value="">Todos</option>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
    </Bar>
  );
}

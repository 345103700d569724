import styled from '@emotion/styled';
import { useId } from 'react';
import type { Product } from '../../api/types';
import { isSoldOut } from '../../rules/colours';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-size: 0.875rem;
    font-weight: 700;
  }
`;
const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
/** A native radio in a chip at least 44 px tall: arrows move between colours, and forced colours keep both edges. */
const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 6px 12px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  font-size: 0.8125rem;
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.text};
  }
  input {
    flex: none;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.text};
  }
`;
const SoldOut = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

interface ColourChoiceProps {
  colours: readonly Product[];
  chosen: Product;
  onChoose: (colour: Product) => void;
}

/**
 * The product's colours as one radio group named 'Cor', each radio
 * named by its colour. A sold-out colour says so and can still be chosen, to
 * see it.
 */
export function ColourChoice({ colours, chosen, onChoose }: ColourChoiceProps) {
  const name = useId();
  return (
    <Group role="radiogroup">
      <legend>Cor</legend>
      <Options>
        {colours.map((colour) => (
          <Option key={colour.id}>
            <input
              type="radio"
              name={name}
              value={colour.colorSlug}
              checked={colour.id === chosen.id}
              onChange={() => onChoose(colour)}
            />
            <span>
              {colour.color}
              {isSoldOut(colour) && <SoldOut> (esgotado)</SoldOut>}
            </span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}

import styled from '@emotion/styled';
import { useState } from 'react';
import type { Product } from '../api/types';
import { sizeToKeep } from '../rules/colours';

const Select = styled.select`
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The size a shopper chose for `product`, kept while the product has it in stock (another
 * colour without it shows none, and it comes back with a colour that has it again), and
 * whether they tried to go on without one.
 */
export function useSizeChoice(product: Product, initial = '') {
  const [chosen, setChosen] = useState(initial);
  const [missing, setMissing] = useState(false);
  return {
    size: sizeToKeep(product, chosen),
    missing,
    choose: (size: string) => {
      setChosen(size);
      setMissing(false);
    },
    /** The shopper went on without a size: the select says so, and `hintId` tells why. */
    miss: () => setMissing(true),
  };
}

interface Props {
  product: Product;
  choice: ReturnType<typeof useSizeChoice>;
  /** The hint shown while the size is missing. */
  hintId: string;
  id?: string;
  required?: boolean;
}

/** The sizes of `product` to choose from, those sold out disabled and said so. */
export function SizeSelect({ product, choice, hintId, id, required }: Props) {
  return (
    <Select
      id={id}
      required={required}
      value={choice.size}
      aria-invalid={choice.missing}
      aria-describedby={choice.missing ? hintId : undefined}
      onChange={(event) => choice.choose(event.target.value)}
    >
      <option value="" disabled>
        Selecione um tamanho
      </option>
      {product.sizes.map(({ size, available }) => (
        <option key={size} value={size} disabled={!available}>
          {available ? size : `${size} (esgotado)`}
        </option>
      ))}
    </Select>
  );
}

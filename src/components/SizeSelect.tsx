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
  // The colour the size was chosen in: a sold-out size is shown chosen only in that colour.
  const [chosenIn, setChosenIn] = useState(product.id);
  const [missing, setMissing] = useState(false);
  const soldOut = chosenIn === product.id && product.sizes.some((s) => s.size === chosen && !s.available);
  return {
    size: sizeToKeep(product, chosen),
    /** The size chosen in this colour, which has it sold out ('Avise-me quando chegar'), else ''. */
    soldOut: soldOut ? chosen : '',
    missing,
    choose: (size: string) => {
      setChosen(size);
      setChosenIn(product.id);
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
  /** Sold-out sizes can be chosen too (to be told when they come back); else they are disabled. */
  soldOutChoosable?: boolean;
}

/** The sizes of `product` to choose from, those sold out said so (and disabled unless `soldOutChoosable`). */
export function SizeSelect({ product, choice, hintId, id, required, soldOutChoosable = false }: Props) {
  return (
    <Select
      id={id}
      required={required}
      value={choice.size || (soldOutChoosable ? choice.soldOut : '')}
      aria-invalid={choice.missing}
      aria-describedby={choice.missing ? hintId : undefined}
      onChange={(event) => choice.choose(event.target.value)}
    >
      <option value="" disabled>
        Selecione um tamanho
      </option>
      {product.sizes.map(({ size, available }) => (
        <option key={size} value={size} disabled={!available && !soldOutChoosable}>
          {available ? size : `${size} (esgotado)`}
        </option>
      ))}
    </Select>
  );
}

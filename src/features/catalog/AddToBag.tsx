import styled from '@emotion/styled';
import { useId, useState } from 'react';
import type { Product } from '../../api/types';
import { Button } from '../../components/Button';
import { sizeToKeep } from '../../rules/colours';
import { useAddToBag, useInitialSize } from '../cart';
import { selectIsLoggedIn } from '../session';
import { useAppSelector } from '../../store/hooks';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 360px;
  label {
    font-size: 0.875rem;
    font-weight: 700;
  }
  select {
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.875rem;
`;
/** The product page's call to action is spaced a little wider than other buttons. */
const Submit = styled(Button)`
  letter-spacing: 0.04em;
`;

/**
 * Spec §2: required size (unavailable ones disabled) and 'Adicionar produto à sacola'.
 * One form for all the product's colours: another colour keeps the chosen size while it
 * has it in stock (issue 32), and the size comes back with a colour that has it again.
 */
export function AddToBag({ product }: { product: Product }) {
  const [chosenSize, setSize] = useState(useInitialSize(product));
  const size = sizeToKeep(product, chosenSize);
  const [missingSize, setMissingSize] = useState(false);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const add = useAddToBag(product);
  const selectId = useId();
  const hintId = useId();

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Spec §6: anonymous shoppers are sent to log in first (useAddToBag), and come back here after.
        if (loggedIn && !size) return setMissingSize(true);
        add(size);
      }}
    >
      <label htmlFor={selectId}>Tamanho</label>
      <select
        id={selectId}
        required
        value={size}
        aria-invalid={missingSize}
        aria-describedby={missingSize ? hintId : undefined}
        onChange={(event) => {
          setSize(event.target.value);
          setMissingSize(false);
        }}
      >
        <option value="" disabled>
          Selecione um tamanho
        </option>
        {product.sizes.map(({ size: value, available }) => (
          <option key={value} value={value} disabled={!available}>
            {available ? value : `${value} (esgotado)`}
          </option>
        ))}
      </select>
      {missingSize && (
        <Hint id={hintId} role="alert">
          Escolha um tamanho para adicionar à sacola.
        </Hint>
      )}
      <Submit type="submit">Adicionar produto à sacola</Submit>
    </Form>
  );
}

import styled from '@emotion/styled';
import { useId } from 'react';
import type { Product } from '../../api/types';
import { Button } from '../../components/Button';
import { SizeSelect, useSizeChoice } from '../../components/SizeSelect';
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
 * The product page's form: a required size (unavailable ones disabled) and 'Adicionar produto à
 * sacola'. One form for all the product's colours: another colour keeps the chosen size while it
 * has it in stock, and the size comes back with a colour that has it again.
 */
export function AddToBag({ product }: { product: Product }) {
  const choice = useSizeChoice(product, useInitialSize(product));
  const { size, missing } = choice;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const add = useAddToBag(product);
  const selectId = useId();
  const hintId = useId();

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Anonymous shoppers are sent to log in first (useAddToBag), and come back here after.
        if (loggedIn && !size) return choice.miss();
        add(size);
      }}
    >
      <label htmlFor={selectId}>Tamanho</label>
      <SizeSelect id={selectId} required product={product} choice={choice} hintId={hintId} />
      {missing && (
        <Hint id={hintId} role="alert">
          Escolha um tamanho para adicionar à sacola.
        </Hint>
      )}
      <Submit type="submit">Adicionar produto à sacola</Submit>
    </Form>
  );
}

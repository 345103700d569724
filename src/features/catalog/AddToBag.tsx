import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Product } from '../../api/types';
import { addToCart } from '../cart/addToCart';
import { selectIsLoggedIn } from '../session/sessionSlice';

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
const Submit = styled.button`
  padding: 14px 20px;
  border: 0;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  letter-spacing: 0.04em;
  cursor: pointer;
`;

/** Spec §2: required size (unavailable ones disabled) and 'Adicionar produto à sacola'. */
export function AddToBag({ product }: { product: Product }) {
  // A product sold in one size only (U) has nothing to choose: it starts chosen.
  const [size, setSize] = useState(() => {
    const [only, ...others] = product.sizes;
    return only && others.length === 0 && only.available ? only.size : '';
  });
  const [missingSize, setMissingSize] = useState(false);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const selectId = useId();
  const hintId = useId();

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Spec §6: anonymous shoppers are sent to log in first, and come back here after.
        if (!loggedIn) return void navigate('/login', { state: { from: location.pathname + location.search } });
        if (!size) return setMissingSize(true);
        dispatch(addToCart(product, size));
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

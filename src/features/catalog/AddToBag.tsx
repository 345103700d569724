import styled from '@emotion/styled';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Product } from '../../api/types';
import { Button } from '../../components/Button';
import { SizeSelect, useSizeChoice } from '../../components/SizeSelect';
import { useAddToBag, useInitialSize } from '../cart';
import { selectIsLoggedIn } from '../session';
import { useAppSelector } from '../../store/hooks';
import { isSoldOut, sizeToKeep } from '../../rules/colours';
import { SIZE_PARAM } from '../../rules/productRoute';
import { AlertOfferSlot } from '../alerts';

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
 * has it in stock, and the size comes back with a colour that has it again. A sold-out size can be
 * chosen: 'Avise-me quando chegar' takes the button's place (a colour sold out in every size has none).
 */
export function AddToBag({ product }: { product: Product }) {
  // The size kept across a sign-in, else the one the address asks for (an alert's email), if on sale.
  const asked = sizeToKeep(product, useSearchParams()[0].get(SIZE_PARAM) ?? undefined);
  const choice = useSizeChoice(product, useInitialSize(product) || asked);
  const { size, missing } = choice;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const add = useAddToBag(product);
  const selectId = useId();
  const hintId = useId();
  const soldOutSku = product.sizes.find((entry) => entry.size === choice.soldOut)?.sku;

  return (
    <>
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
        <SizeSelect id={selectId} required product={product} choice={choice} hintId={hintId} soldOutChoosable />
        {missing && (
          <Hint id={hintId} role="alert">
            Escolha um tamanho para adicionar à sacola.
          </Hint>
        )}
        {!soldOutSku && !isSoldOut(product) && <Submit type="submit">Adicionar produto à sacola</Submit>}
      </Form>
      {soldOutSku && <AlertOfferSlot sku={soldOutSku} size={choice.soldOut} />}
    </>
  );
}

import styled from '@emotion/styled';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import type { Product } from '../../api/types';
import { Button } from '../../components/Button';
import { failureText, SHIPPING_QUOTE_FAILED } from '../../components/failureText';
import { formatCep, isCompleteCep, normalizeCep } from '../../rules/cep';
import { shippingOptionText } from '../../rules/shipping';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { askShippingQuote, selectRememberedCep, useQuoteShippingQuery } from '../checkout';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 160px) auto;
  gap: 8px 12px;
  align-items: end;
  max-width: 360px;
  label {
    grid-column: 1 / -1;
    font-size: 0.875rem;
    font-weight: 700;
  }
  input {
    width: 100%;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
  }
`;
/** Room for the two options from the start: the answer arrives without moving what is below. */
const Result = styled.div`
  grid-column: 1 / -1;
  min-height: 3.2em;
  font-size: 0.875rem;
  p,
  ul {
    margin: 0;
  }
  ul {
    padding: 0;
    list-style: none;
  }
`;

/**
 * 'Calcular frete', as Brazilian shops show it: one unit of the
 * product's first available size to a CEP (the same `shipping` call as the
 * checkout). The CEP is remembered for the checkout's 'Entrega'.
 */
export function ShippingEstimate({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const remembered = useAppSelector(selectRememberedCep);
  const [cep, setCep] = useState(formatCep(remembered));
  const [asked, setAsked] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const sku = product.sizes.find((size) => size.available)?.sku;
  const quote = useQuoteShippingQuery(asked && sku ? { cep: asked, lines: [{ sku, quantity: 1 }] } : skipToken);
  if (!sku) return null;

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setInvalid(!isCompleteCep(cep));
        if (!isCompleteCep(cep)) return;
        setAsked(normalizeCep(cep));
        void dispatch(askShippingQuote(normalizeCep(cep)));
      }}
    >
      <label htmlFor={id}>Calcular frete</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        value={cep}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-result`}
        // No maxLength: it would cut a pasted '01.310-100' before the mask cleans it.
        onChange={(event) => setCep(formatCep(event.target.value))}
      />
      <Button type="submit" variant="outline">
        Calcular
      </Button>
      <Result id={`${id}-result`} role="status">
        {invalid ? (
          <p>Informe um CEP com 8 números.</p>
        ) : !asked ? null : quote.isFetching ? (
          <p>Calculando o frete...</p>
        ) : quote.isError ? (
          <p>{failureText(quote.error, SHIPPING_QUOTE_FAILED)}</p>
        ) : (
          <ul>
            {quote.currentData?.options.map((option) => (
              <li key={option.id}>{shippingOptionText(option)}</li>
            ))}
          </ul>
        )}
      </Result>
    </Form>
  );
}

import styled from '@emotion/styled';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ShippingOption } from '../../api/types';
import { Button } from '../../components/Button';
import { deliveryText, shippingPriceText } from '../../rules/shipping';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 8px;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
  p {
    margin: 0;
  }
`;
const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 4px 12px;
  align-items: center;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
  small {
    grid-column: 2 / -1;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;
const Error = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.875rem;
`;

export interface QuoteView {
  options?: ShippingOption[];
  /** What stands in for the options: 'Informe o CEP…', 'Calculando o frete...', a failure. */
  note?: string;
  onRetry?: () => void;
}

interface Props {
  quote: QuoteView;
  /** The form's 'shipping' field. */
  field: UseFormRegisterReturn<'shipping'>;
  error?: string;
}

/** The backend's options for the CEP: name, price (or 'Grátis') and 'até N dias úteis'. */
export function ShippingOptions({ quote, field, error }: Props) {
  return (
    <Fieldset aria-describedby={error ? 'shipping-error' : undefined}>
      <legend>Frete</legend>
      <p role="status">{quote.note}</p>
      {quote.onRetry && (
        <Button type="button" variant="outline" onClick={quote.onRetry}>
          Tentar novamente
        </Button>
      )}
      {quote.options?.map((option) => (
        <Option key={option.id}>
          <input type="radio" value={option.id} {...field} />
          <span>{option.name}</span>
          <strong>{shippingPriceText(option.priceCents)}</strong>
          <small>{deliveryText(option.days)}</small>
        </Option>
      ))}
      {error && <Error id="shipping-error">{error}</Error>}
    </Fieldset>
  );
}

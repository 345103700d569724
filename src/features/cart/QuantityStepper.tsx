import styled from '@emotion/styled';
import { useId } from 'react';

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: 4px;
  button {
    width: 36px;
    height: 36px;
    border: 0;
    background: transparent;
    font-size: 1.125rem;
    cursor: pointer;
  }
  button:disabled {
    color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
  }
  span {
    min-width: 28px;
    text-align: center;
  }
`;
const Limit = styled.p`
  && {
    margin: 4px 0 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface QuantityStepperProps {
  label: string;
  quantity: number;
  max: number;
  /** Shown, and read with the stepper, once the quantity has reached `max`: why '+' is off. */
  limitText: string;
  onChange: (quantity: number) => void;
}

/**
 * − / + for a cart line; − stops at 1 (the delete button removes the line).
 * It is not a live region: the change is announced once, with the line's
 * name, by the page's announcer (uiSlice, on cart/quantityChanged).
 */
export function QuantityStepper({ label, quantity, max, limitText, onChange }: QuantityStepperProps) {
  const limitId = useId();
  const atLimit = quantity >= max;
  return (
    <>
      <Stepper role="group" aria-label={`Quantidade de ${label}`} aria-describedby={atLimit ? limitId : undefined}>
        <button
          type="button"
          aria-label="Diminuir quantidade"
          disabled={quantity <= 1}
          onClick={() => onChange(quantity - 1)}
        >
          −
        </button>
        <span>{quantity}</span>
        <button
          type="button"
          aria-label="Aumentar quantidade"
          aria-describedby={atLimit ? limitId : undefined}
          disabled={atLimit}
          onClick={() => onChange(quantity + 1)}
        >
          +
        </button>
      </Stepper>
      {atLimit && <Limit id={limitId}>{limitText}</Limit>}
    </>
  );
}

import styled from '@emotion/styled';

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
  output {
    min-width: 28px;
    text-align: center;
  }
`;

interface QuantityStepperProps {
  label: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}

/** − / + for a cart line; − stops at 1 (the delete button removes the line). */
export function QuantityStepper({ label, quantity, max, onChange }: QuantityStepperProps) {
  return (
    <Stepper role="group" aria-label={`Quantidade de ${label}`}>
      <button
        type="button"
        aria-label="Diminuir quantidade"
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <output aria-live="polite">{quantity}</output>
      <button
        type="button"
        aria-label="Aumentar quantidade"
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </Stepper>
  );
}

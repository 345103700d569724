import styled from '@emotion/styled';
import { forwardRef, type InputHTMLAttributes } from 'react';

const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-size: 0.875rem;
    font-weight: 700;
  }
  input {
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.accent};
    font-size: 0.875rem;
  }
`;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Spec §2: shown under the field. */
  error?: string;
}

/** A labelled input with its error message under it, for react-hook-form's register(). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, ...input },
  ref,
) {
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && <p id={errorId}>{error}</p>}
    </Field>
  );
});

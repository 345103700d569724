import styled from '@emotion/styled';
import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const Field = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  label {
    font-size: 0.875rem;
    font-weight: 700;
  }
  input,
  select {
    width: 100%;
    min-width: 0;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
  p[id$='-error'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

interface FieldProps {
  id: string;
  label: string;
  /** Shown under the field. */
  error?: string;
  /** A note under the field (the card's brand, a format). */
  hint?: ReactNode;
}

/** The ids that describe a field: its hint, then its error. */
function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Notes({ id, error, hint }: Omit<FieldProps, 'label'>) {
  return (
    <>
      {hint && <p id={`${id}-hint`}>{hint}</p>}
      {error && <p id={`${id}-error`}>{error}</p>}
    </>
  );
}

/** A labelled input with its error message under it, for react-hook-form's register(). */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ id, label, error, hint, ...input }, ref) {
    return (
      <Field>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <Notes id={id} error={error} hint={hint} />
      </Field>
    );
  },
);

/** The same, for a list to choose from. */
export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(
  function SelectField({ id, label, error, hint, children, ...select }, ref) {
    return (
      <Field>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...select}
        >
          {children}
        </select>
        <Notes id={id} error={error} hint={hint} />
      </Field>
    );
  },
);

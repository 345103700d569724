import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';

const Box = styled.div`
  display: grid;
  /* The field shrinks with a narrow summary, rather than widening the page by its own width. */
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  label {
    font-size: 0.875rem;
    font-weight: 700;
  }
  form {
    display: flex;
    gap: 8px;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 10px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
    text-transform: uppercase;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
  .error {
    color: ${({ theme }) => theme.colors.accent};
  }
  .applied {
    display: flex;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
  }
`;

interface CouponFieldProps {
  /** Distinguishes the field's id where two boxes could be on a page. */
  id: string;
  /** The applied code and what it does, or null. */
  applied: { code: string; description: string } | null;
  /** The refusal of the last code tried, shown under the field. */
  error: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * 'Cupom de desconto': a field with 'Aplicar', or the applied code with 'Remover'. A refusal is
 * shown under the field (described by it; the event itself is announced once, by the shop's
 * announcer). Focus follows: to 'Remover' once a code applies, back to the field once removed.
 */
export function CouponField({ id, applied, error, busy, onApply, onRemove }: CouponFieldProps) {
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const code = applied?.code ?? null;
  // Only a change moves focus (not the first drawing), and only when it was in the box (or lost with it).
  const shown = useRef(code);
  useEffect(() => {
    if (shown.current === code) return;
    shown.current = code;
    const active = document.activeElement;
    if (active !== document.body && !box.current?.contains(active)) return;
    if (code) remove.current?.focus();
    else input.current?.focus();
  }, [code]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onApply(typed);
  };
  const errorId = `${id}-error`;
  return (
    <Box ref={box}>
      {applied ? (
        <>
          <p className="applied">
            <span>
              Cupom <strong>{applied.code}</strong> aplicado
            </span>
            <Button ref={remove} type="button" variant="outline" onClick={onRemove}>
              Remover
            </Button>
          </p>
          <p>{applied.description}</p>
        </>
      ) : (
        <>
          <label htmlFor={id}>Cupom de desconto</label>
          <form onSubmit={submit} noValidate>
            <input
              ref={input}
              id={id}
              name="coupon"
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" variant="outline" aria-busy={busy || undefined}>
              Aplicar
            </Button>
          </form>
          {error && (
            <p id={errorId} className="error">
              {error}
            </p>
          )}
        </>
      )}
    </Box>
  );
}

import styled from '@emotion/styled';
import { Button } from './Button';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  p {
    margin: 0;
  }
  strong {
    font-size: 1.125rem;
    font-weight: 400;
  }
  button {
    margin-top: 8px;
  }
`;

/** Why the data did not come, in the shopper's words (never a status code: the spec). */
export const FAILURE_TEXT = {
  offline: 'Parece que você está sem conexão. Confira sua internet.',
  timeout: 'O servidor demorou demais para responder.',
  server: 'Tivemos um problema no nosso servidor.',
} as const;

export type ShownFailure = keyof typeof FAILURE_TEXT;

interface Props {
  /** What could not be loaded, e.g. 'Não foi possível carregar os produtos.' */
  title: string;
  reason: ShownFailure;
  onRetry: () => void;
}

/** A load that failed: what, why, and 'Tentar novamente', which asks again. */
export function LoadFailed({ title, reason, onRetry }: Props) {
  return (
    <Box role="alert">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{FAILURE_TEXT[reason]}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Box>
  );
}

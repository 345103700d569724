import styled from '@emotion/styled';
import { Button } from '../../components/Button';
import { FAILURE_TEXT, type ShownFailure } from '../../components/LoadFailed';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 0 0 24px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.subtle};
  p {
    margin: 0;
    flex: 1 1 280px;
  }
`;

/**
 * The backend's copy of the cart did not come: the page shows the cart kept in
 * this browser (never an empty one) and says so, with a way to ask again.
 */
export function CartLoadNotice({ reason, onRetry }: { reason: ShownFailure; onRetry: () => void }) {
  return (
    <Notice role="status">
      <p>
        Não foi possível conferir sua sacola com o servidor: mostramos a sacola guardada neste navegador.{' '}
        {FAILURE_TEXT[reason]}
      </p>
      <Button type="button" variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Notice>
  );
}

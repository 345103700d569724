import styled from '@emotion/styled';
import { Button } from './Button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  code {
    font-size: 0.9375rem;
    overflow-wrap: anywhere;
    user-select: all;
  }
  button {
    min-height: 44px;
    padding-block: 8px;
  }
`;
const Outcome = styled.span`
  font-size: 0.875rem;
  font-weight: 700;
`;

/**
 * A code to copy (a tracking code, an NF-e key, a postage code): shown, with 'Copiar' named for
 * what it copies, and what came of the last copy. The copy itself, and its announcement through
 * the shop's live region, belong to the caller's hook.
 */
export function CodeToCopy({
  label,
  shown,
  result,
  onCopy,
}: {
  label: string;
  shown: string;
  result: 'copied' | 'refused' | null | undefined;
  onCopy: () => void;
}) {
  return (
    <Row>
      <span>
        {label}: <code>{shown}</code>
      </span>
      <Button type="button" variant="outline" aria-label={`Copiar ${label.toLowerCase()}`} onClick={onCopy}>
        Copiar
      </Button>
      <Outcome>
        {result === 'copied' ? 'Copiado' : result === 'refused' ? 'Não foi possível copiar. Selecione e copie.' : ''}
      </Outcome>
    </Row>
  );
}

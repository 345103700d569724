import type { Ref } from 'react';
import { Button } from '../../components/Button';
import { formatCents } from '../../lib/money';
import { lineChangeText, totalChangeText, type LineChange } from '../../rules/reviewedOrder';
import { NoticeBox } from '../../components/Notice';

interface Props {
  changes: LineChange[];
  fromCents: number;
  toCents: number;
  onConfirm: () => void;
  boxRef: Ref<HTMLDivElement>;
}

/**
 * The bag changed while the review was open (another tab, another device): what changed and the
 * new total, announced once as it appears; the order waits for the shopper's confirmation.
 */
export function BagChangedNotice({ changes, fromCents, toCents, onConfirm, boxRef }: Props) {
  const total = totalChangeText(fromCents, toCents);
  return (
    <NoticeBox ref={boxRef} tabIndex={-1} role="alert" aria-labelledby="bag-changed">
      <h2 id="bag-changed">Sua sacola mudou</h2>
      <p>Enquanto você revisava o pedido, a sacola mudou em outra aba ou aparelho:</p>
      <ul>
        {changes.map((change) => (
          <li key={`${change.label} ${change.size}`}>{lineChangeText(change)}</li>
        ))}
        {total && <li>{total}</li>}
      </ul>
      <p>
        Novo total: <strong>{formatCents(toCents)}</strong>. Nada foi cobrado. Confirme a sacola atualizada para
        finalizar o pedido.
      </p>
      <Button type="button" onClick={onConfirm}>
        Revisar sacola atualizada
      </Button>
    </NoticeBox>
  );
}

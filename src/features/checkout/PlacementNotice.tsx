import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { FAILURE_TEXT } from '../../components/LoadFailed';
import { formatCents } from '../../lib/money';
import type { Placement } from './checkoutState';
import { NoticeBox } from '../../components/Notice';

const SAFE = 'Você pode finalizar de novo com segurança: não haverá pedido em dobro.';

function Message({ placement }: { placement: Placement }) {
  switch (placement.status) {
    case 'repriced': {
      const { repriced } = placement;
      return (
        <>
          <h2>Alguns itens mudaram</h2>
          <p>{repriced.message}</p>
          <ul>
            {repriced.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          <p>
            Novo total: <strong>{formatCents(repriced.totalCents)}</strong>. Nada foi cobrado: confira e finalize o
            pedido de novo.
          </p>
        </>
      );
    }
    case 'notPlaced':
      return (
        <>
          <h2>Seu pedido não foi feito</h2>
          <p>
            {placement.reason && `${FAILURE_TEXT[placement.reason]} `}Nada foi cobrado. {SAFE}
          </p>
        </>
      );
    case 'unconfirmed':
      return (
        <>
          <h2>Não conseguimos confirmar seu pedido</h2>
          <p>
            Confira em <Link to="/pedidos">Meus pedidos</Link> se ele foi feito. {SAFE}
          </p>
        </>
      );
    case 'cartChanged':
      return (
        <>
          <h2>Sua sacola mudou em outro aparelho</h2>
          <p>
            Nada foi cobrado. Confira abaixo a sacola como ela está agora e finalize de novo. Se ela já virou um pedido,
            ele está em <Link to="/pedidos">Meus pedidos</Link>.
          </p>
        </>
      );
    case 'refused':
      return (
        <>
          <h2>Seu pedido não foi feito</h2>
          <p>{placement.message || 'O pedido foi recusado.'} Confira os dados e finalize de novo.</p>
        </>
      );
    default:
      return null;
  }
}

/**
 * How the last 'Finalizar pedido' ended, when it did not end in an order:
 * focus moves here, so the shopper reads it first (and hears it once).
 */
export function PlacementNotice({ placement }: { placement: Placement }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = ['repriced', 'notPlaced', 'unconfirmed', 'refused', 'cartChanged'].includes(placement.status);
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [placement, shown]);
  if (!shown) return null;
  return (
    <NoticeBox ref={box} tabIndex={-1}>
      <Message placement={placement} />
    </NoticeBox>
  );
}

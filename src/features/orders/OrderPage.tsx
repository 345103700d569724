import styled from '@emotion/styled';
import { Link, useParams } from 'react-router-dom';
import { failureReason, shownFailure } from '../../api/types';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../components/usePageTitle';
import { OrderView } from './OrderView';
import { useGetOrderQuery } from './ordersApi';
import { ReturnPage } from '../returns/lazy';

const NotFound = styled.div`
  min-height: 400px;
  text-align: center;
  h1 {
    margin: 48px 0 16px;
    font-size: 1.375rem;
  }
`;

/**
 * One order, from the backend. `/pedido/:id` is the confirmation
 * right after placing it ('Pedido confirmado', or 'Pedido cancelado' once its
 * PIX expired unpaid); `/pedidos/:id` is the same
 * order from 'Meus pedidos'. Another shopper's order is 'Pedido não encontrado'.
 */
export function OrderPage({ confirmation = false, returns = false }: { confirmation?: boolean; returns?: boolean }) {
  // 'Trocar ou devolver' (/pedidos/:id/trocar-ou-devolver) arrives with this page's file.
  return returns ? <ReturnPage /> : <OrderShown confirmation={confirmation} />;
}

function OrderShown({ confirmation }: { confirmation: boolean }) {
  const { id = '' } = useParams();
  const order = useGetOrderQuery(id, { refetchOnMountOrArgChange: true });
  const notFound = order.isError && failureReason(order.error) === 'notFound';
  // A loaded order's title follows its status (OrderView).
  usePageTitle(notFound ? 'Pedido não encontrado' : null);

  if (order.currentData) return <OrderView order={order.currentData} confirmation={confirmation} />;
  if (notFound)
    return (
      <NotFound>
        <h1>Pedido não encontrado</h1>
        <Link to="/pedidos">Ver meus pedidos</Link>
      </NotFound>
    );
  if (order.isError)
    return (
      <LoadFailed
        title="Não foi possível carregar o pedido."
        reason={shownFailure(order.error)}
        onRetry={order.refetch}
      />
    );
  return <Loading minHeight={400} />;
}

import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { shownFailure } from '../../api/types';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../components/usePageTitle';
import { formatCents } from '../../lib/money';
import { orderDate, STATUS_TEXT } from './orderText';
import { useGetOrdersQuery } from './ordersApi';

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  h1 {
    margin: 0 0 16px;
    font-size: 1.5rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 16px;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    font-weight: 700;
  }
  p {
    margin: 0;
  }
  .total {
    text-align: right;
    font-weight: 700;
  }
`;

/** Issue 23 'Meus pedidos': the shopper's orders, newest first, each opening at /pedidos/:id. */
export function OrdersPage() {
  usePageTitle('Meus pedidos');
  const orders = useGetOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page>
      <h1>Meus pedidos</h1>
      {orders.isError ? (
        <LoadFailed
          title="Não foi possível carregar seus pedidos."
          reason={shownFailure(orders.error)}
          onRetry={orders.refetch}
        />
      ) : !orders.currentData ? (
        <Loading minHeight={300} />
      ) : orders.currentData.length === 0 ? (
        <p>
          Você ainda não fez nenhum pedido. <Link to="/">Conheça a loja</Link>
        </p>
      ) : (
        <List aria-label="Pedidos">
          {orders.currentData.map((order) => (
            <li key={order.id}>
              <Link to={`/pedidos/${encodeURIComponent(order.id)}`}>Pedido nº {order.id}</Link>
              <p className="total">{formatCents(order.totalCents)}</p>
              <p>
                {orderDate(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'itens'}
              </p>
              <p className="total">{STATUS_TEXT[order.status]}</p>
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}

import styled from '@emotion/styled';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { shownFailure, type OrderSummary } from '../../api/types';
import { Button } from '../../components/Button';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../components/usePageTitle';
import { useShowMore } from '../../components/useShowMore';
import { formatCents } from '../../lib/money';
import { stepLabel } from '../../rules/orderSteps';
import { orderDate, STATUS_TEXT } from './orderText';
import { useGetOrdersQuery } from './ordersApi';
import { OpenReturnNote } from '../returns/lazy';

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
    gap: 4px;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 16px;
  }
  a,
  strong {
    font-weight: 700;
    white-space: nowrap;
  }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  margin-top: 24px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

/**
 * Orders per page: ten rows are about one desktop screen and two on a
 * phone, and hold the orders a shopper comes back for (the latest: a PIX to pay, a delivery
 * to follow). 'Carregar mais' adds ten more, as the product grid does.
 */
export const ORDERS_PAGE_SIZE = 10;

/** The orders, a page at a time: the count read out as it grows, focus on the first order added. */
function OrderList({ orders }: { orders: OrderSummary[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { shown, firstNewAt, firstNew, showMore } = useShowMore<HTMLAnchorElement>(
    orders.length,
    ORDERS_PAGE_SIZE,
    list,
  );
  return (
    <>
      <List ref={list} aria-label="Pedidos">
        {orders.slice(0, shown).map((order, i) => (
          <li key={order.id}>
            <p>
              <Link ref={i === firstNewAt ? firstNew : undefined} to={`/pedidos/${encodeURIComponent(order.id)}`}>
                Pedido nº {order.id}
              </Link>
              <strong>{formatCents(order.totalCents)}</strong>
            </p>
            <p>
              <span>
                {orderDate(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'itens'}
              </span>
              {/* A paid order tells the step it is at ('Enviado'); the others, their payment's status. */}
              <span>{order.status === 'paid' ? stepLabel(order.step) : STATUS_TEXT[order.status]}</span>
            </p>
            {order.status === 'paid' && order.step === 'delivered' && <OpenReturnNote orderId={order.id} />}
          </li>
        ))}
      </List>
      {orders.length > ORDERS_PAGE_SIZE && (
        <More>
          <p role="status">
            {`Mostrando ${shown.toLocaleString('pt-BR')} de ${orders.length.toLocaleString('pt-BR')} pedidos`}
          </p>
          {shown < orders.length && (
            <Button type="button" variant="outline" onClick={showMore}>
              Carregar mais
            </Button>
          )}
        </More>
      )}
    </>
  );
}

/** 'Meus pedidos': the shopper's orders, newest first, each opening at /pedidos/:id. */
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
        <OrderList orders={orders.currentData} />
      )}
    </Page>
  );
}

import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { Order } from '../../api/types';
import { AddressText } from '../../components/AddressText';
import { OrderLines } from '../../components/OrderLines';
import { TotalsList } from '../../components/TotalsList';
import { FAILURE_TEXT } from '../../components/LoadFailed';
import { useHeadingFocus } from '../../components/useHeadingFocus';
import { usePageTitle } from '../../components/usePageTitle';
import { shownFailure } from '../../api/types';
import { productLabel } from '../../lib/text';
import { mq } from '../../theme/theme';
import { cardText } from '../../rules/card';
import { PAID_BY_CREDIT_TEXT } from '../../rules/storeCredit';
import { CreditLines } from '../credit';
import { parcelsText } from '../../rules/totals';
import { deliveryText } from '../../rules/shipping';
import { orderDate, orderHeading, STATUS_TEXT } from './orderText';
import { BuyAgain } from './BuyAgain';
import { OrderCancellation } from './OrderCancellation';
import { OrderTracking } from './OrderTracking';
import { PixPayment } from './PixPayment';
import { usePixStatus } from './usePixStatus';
import { ReturnsSection } from '../returns/lazy';

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  display: grid;
  gap: 24px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  section {
    display: grid;
    gap: 12px;
    align-content: start;
  }
`;
const Columns = styled.div`
  display: grid;
  gap: 24px;
  ${mq.fromTablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const Status = styled.p<{ tone: 'wait' | 'ok' | 'off' }>`
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ tone, theme }) =>
    tone === 'ok' ? theme.colors.success : tone === 'off' ? theme.colors.accent : theme.colors.text};
`;
const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
`;

/** An order as the shopper reads it: number, status, payment, lines, address and totals. */
export function OrderView({ order, confirmation }: { order: Order; confirmation: boolean }) {
  const heading = useHeadingFocus();
  const { status, failed } = usePixStatus(order, heading);
  const title = orderHeading(order.id, status, confirmation);
  usePageTitle(title);
  const { payment } = order;
  return (
    <Page>
      <div>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p>
          Pedido nº {order.id}, feito em {orderDate(order.createdAt)}
        </p>
      </div>
      <section aria-labelledby="order-payment">
        <h2 id="order-payment">Pagamento</h2>
        <Status tone={status === 'paid' ? 'ok' : status === 'cancelled' ? 'off' : 'wait'}>{STATUS_TEXT[status]}</Status>
        {payment.method === 'card' && (
          <p>
            Cartão {cardText(payment.brand, payment.last4)}, {parcelsText(payment.parcelsCents)}
          </p>
        )}
        {payment.method === 'storeCredit' && <p>{PAID_BY_CREDIT_TEXT}</p>}
        {payment.method === 'pix' && status === 'cancelled' && !order.cancellation && (
          <p>O prazo para pagar o PIX terminou e nada foi cobrado.</p>
        )}
        {status === 'cancelled' && <BuyAgain order={order} />}
        {failed && <p>Não foi possível atualizar o status do pagamento. {FAILURE_TEXT[shownFailure(failed)]}</p>}
      </section>
      {payment.method === 'pix' && status === 'awaiting_payment' && (
        <PixPayment code={payment.code} expiresAt={payment.expiresAt} />
      )}
      {/* Asked again when the payment's status changes on screen (a PIX paid): a new step to show. */}
      {status !== 'cancelled' && <OrderTracking key={status} orderId={order.id} />}
      <OrderCancellation order={order} status={status} />
      <Columns>
        <section aria-labelledby="order-items">
          <h2 id="order-items">Itens</h2>
          <OrderLines
            label="Itens do pedido"
            lines={order.lines.map((line) => ({
              sku: line.sku,
              image: line.image,
              label: productLabel(line),
              size: line.size,
              quantity: line.quantity,
              totalCents: line.lineCents,
            }))}
          />
        </section>
        <section aria-labelledby="order-delivery">
          <h2 id="order-delivery">Entrega</h2>
          <AddressText address={order.address} />
          <p>
            {order.shipping.name}, {deliveryText(order.shipping.days)}
          </p>
          <h2>Valores</h2>
          <TotalsList totals={order} couponCode={order.couponCode ?? null} />
          {order.creditCents ? <CreditLines creditCents={order.creditCents} totalCents={order.totalCents} /> : null}
        </section>
      </Columns>
      {status === 'paid' && <ReturnsSection order={order} />}
      <Links>
        <Link to="/pedidos">Meus pedidos</Link>
        <Link to="/trocas-e-devolucoes">Trocas e devoluções</Link>
        <Link to="/">Continuar comprando</Link>
      </Links>
    </Page>
  );
}

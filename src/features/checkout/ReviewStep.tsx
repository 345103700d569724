import styled from '@emotion/styled';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { AddressText } from '../../components/AddressText';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { OrderLines } from '../../components/OrderLines';
import { TotalsList } from '../../components/TotalsList';
import { usePageTitle } from '../../components/usePageTitle';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useHeadingFocus } from '../../components/useHeadingFocus';
import { useAppSelector } from '../../store/hooks';
import { mq } from '../../theme/theme';
import { CouponField, selectCartCount, useCoupon } from '../cart';
import { selectCatalogueLoaded } from '../products';
import { selectAddressNotice, selectChosenShipping, selectConfirmedAddress, selectPayment } from './checkoutSelectors';
import { cardText } from '../../rules/card';
import { pixDiscountText } from '../../rules/prices';
import { installmentsText } from '../../rules/totals';
import { shippingOptionText } from '../../rules/shipping';
import { AddressChangedNotice } from './AddressChangedNotice';
import { BagChangedNotice } from './BagChangedNotice';
import { PlacementNotice } from './PlacementNotice';
import { TotalsNote } from './TotalsNote';
import { useOrderTotals } from './useOrderTotals';
import { usePlaceOrder } from './usePlaceOrder';
import { useFollowAddressBook } from './useFollowAddressBook';
import { useShownReview } from './useShownReview';
import { useNextStepEntry } from './stepHistory';
import { CreditLines, useReviewCredit } from '../credit';
import { FAILURE_TEXT } from '../../components/LoadFailed';
import { PAID_BY_CREDIT_TEXT } from '../../rules/storeCredit';

const Page = styled.div`
  display: grid;
  gap: 24px;
  ${mq.fromDesktop} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
    & > :not(aside) {
      grid-column: 1;
    }
    aside {
      grid-column: 2;
      grid-row: 1 / span 6;
    }
  }
  section,
  aside {
    display: grid;
    gap: 12px;
    align-content: start;
  }
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;
const Summary = styled.aside`
  padding: 20px;
  background: ${({ theme }) => theme.colors.subtle};
`;

/** 'Alterar', named after what it changes for screen readers; a step's entry of the checkout when `step` (stepHistory.ts). */
function EditLink({ to, what, step = false }: { to: string; what: string; step?: boolean }) {
  const entry = useNextStepEntry();
  return (
    <Link to={to} state={step ? entry : undefined}>
      Alterar<VisuallyHidden> {what}</VisuallyHidden>
    </Link>
  );
}

/** The checkout's last step: everything the order holds, the coupon, and 'Finalizar pedido'. */
export function ReviewStep() {
  usePageTitle('Revisão do pedido');
  const heading = useHeadingFocus();
  const count = useAppSelector(selectCartCount);
  const address = useAppSelector(selectConfirmedAddress);
  const addressEdited = useAppSelector(selectAddressNotice) === 'edited';
  useFollowAddressBook();
  const shipping = useAppSelector(selectChosenShipping);
  const payment = useAppSelector(selectPayment);
  const totals = useOrderTotals();
  const { placement, canSend, place } = usePlaceOrder();
  // What the review drew is what it keeps showing and sends, until the shopper confirms a changed bag.
  const review = useShownReview(totals.byMethod !== null);
  const shown = review.shown?.totals ?? null;
  const lines = review.shown?.lines ?? [];
  const placing = placement.status === 'placing';
  // The vale-troca pays the shown total first (src/rules/storeCredit.ts); the order waits for it.
  const credit = useReviewCredit(shown?.totalCents ?? null);
  const applied = credit.applied;
  const paidByCredit = applied !== null && !applied.needsPayment;
  const ready = canSend && shown !== null && !placing && credit.settled && applied !== null;
  const notice = useRef<HTMLDivElement>(null);
  const items = useRef<HTMLHeadingElement>(null);
  const coupon = useCoupon(useAppSelector(selectCatalogueLoaded) && count > 0);

  return (
    <Page>
      <h1 id="step-title" ref={heading} tabIndex={-1}>
        Revisão do pedido
      </h1>
      <PlacementNotice placement={placement} />
      {review.change && (
        <BagChangedNotice
          boxRef={notice}
          changes={review.change.changes}
          fromCents={review.change.fromCents}
          toCents={review.change.now.totalCents}
          onConfirm={() => {
            if (review.confirm()) items.current?.focus();
          }}
        />
      )}
      <section aria-labelledby="review-items">
        <h2 id="review-items" ref={items} tabIndex={-1}>
          Itens
        </h2>
        {/* The lines show once the figures have loaded; the cart is empty only when another device made it an order. */}
        {count === 0 ? <p>Sua sacola está vazia.</p> : lines.length === 0 && <Loading />}
        <OrderLines label="Itens do pedido" lines={lines} />
        <p>
          <EditLink to="/cart" what="a sacola" />
        </p>
      </section>
      <section aria-labelledby="review-delivery">
        <h2 id="review-delivery">Entrega</h2>
        {addressEdited && <AddressChangedNotice />}
        {address && <AddressText address={address} />}
        {shipping && <p>{shippingOptionText(shipping)}</p>}
        <p>
          <EditLink to="/checkout/entrega" what="a entrega" step />
        </p>
      </section>
      <section aria-labelledby="review-payment">
        <h2 id="review-payment">Pagamento</h2>
        {paidByCredit && <p>{PAID_BY_CREDIT_TEXT}</p>}
        {!paidByCredit && payment?.method === 'pix' && <p>PIX ({pixDiscountText()})</p>}
        {!paidByCredit && payment?.method === 'card' && (
          <p>
            {cardText(payment.brand, payment.last4)}
            {applied && `, ${installmentsText(applied.dueCents, payment.installments)}`}
          </p>
        )}
        <p>
          <EditLink to="/checkout/pagamento" what="o pagamento" step />
        </p>
      </section>
      <Summary aria-labelledby="review-summary">
        <h2 id="review-summary">Resumo</h2>
        <TotalsNote loading={totals.loading} error={totals.error} onRetry={totals.retry} />
        {count > 0 && (
          <CouponField
            id="review-coupon"
            applied={coupon.applied && { code: coupon.applied.coupon.code, description: coupon.applied.description }}
            error={coupon.error}
            busy={coupon.busy}
            onApply={(code) => void coupon.apply(code)}
            onRemove={coupon.remove}
          />
        )}
        {shown && <TotalsList totals={shown} couponCode={review.shown?.couponCode ?? null} />}
        {shown && applied && applied.creditCents > 0 && (
          <CreditLines creditCents={applied.creditCents} totalCents={shown.totalCents} />
        )}
        {credit.failure && (
          <p role="alert">
            Não foi possível carregar seu vale-troca. {FAILURE_TEXT[credit.failure]}{' '}
            <Button type="button" variant="outline" onClick={credit.retry}>
              Tentar novamente
            </Button>
          </p>
        )}
        <p role="status">{placing ? 'Enviando seu pedido...' : ''}</p>
        <Button
          type="button"
          aria-disabled={!ready}
          onClick={() => {
            if (ready) place(applied.creditCents);
            else if (review.change) notice.current?.focus(); // the bag changed: the notice says what to do
          }}
        >
          {placing ? 'Finalizando...' : 'Finalizar pedido'}
        </Button>
      </Summary>
    </Page>
  );
}

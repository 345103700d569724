import styled from '@emotion/styled';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { mq } from '../../theme/theme';
import { selectCartCount } from '../cart';
import {
  selectCheckoutOwner,
  selectFirstIncompleteStep,
  selectPlacement,
  STEPS,
  type CheckoutStep,
} from './checkoutSelectors';
import { selectPendingKey } from './checkoutSlice';
import { useConfirmationMove } from './stepHistory';

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;
const Steps = styled.ol`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  ${mq.fromTablet} {
    font-size: 1rem;
  }
`;

const LABELS: Record<CheckoutStep, string> = { entrega: 'Entrega', pagamento: 'Pagamento', revisao: 'Revisão' };

/**
 * The checkout's steps, each at its own address. An empty cart goes
 * back to /cart, except while an order sent is unanswered (the review asks
 * about it), once an order is placed (it goes to its confirmation, which
 * takes the checkout's place in the history: stepHistory.ts; the cart may hold
 * a line another tab added meanwhile), and on the review
 * that was just told another device made the cart an order. A step whose
 * earlier steps are not done goes to the first one that is not (replacing
 * the address, so Back does not return to it, and keeping its place among the checkout's entries).
 */
export function CheckoutLayout() {
  const location = useLocation();
  const step = location.pathname.split('/')[2] as CheckoutStep | undefined;
  const count = useAppSelector(selectCartCount);
  const pendingKey = useAppSelector(selectPendingKey);
  const first = useAppSelector(selectFirstIncompleteStep);
  const owner = useAppSelector(selectCheckoutOwner);
  // Another device made the cart an order: the review says so, over the cart as it is now, even empty.
  const changedElsewhere = useAppSelector(selectPlacement).status === 'cartChanged' && step === 'revisao';
  const confirmation = useConfirmationMove(step);

  if (confirmation === 'wait') return null;
  if (confirmation) return <Navigate to={confirmation} replace />;
  // An order sent before a reload may exist (the backend then emptied the cart): the review asks first.
  if (count === 0 && pendingKey && step !== 'revisao')
    return <Navigate to="/checkout/revisao" replace state={location.state} />;
  if (count === 0 && !pendingKey && !changedElsewhere) return <Navigate to="/cart" replace />;
  if (!step || !STEPS.includes(step) || STEPS.indexOf(step) > STEPS.indexOf(first))
    return <Navigate to={`/checkout/${first}`} replace state={location.state} />;

  return (
    <Page>
      <nav aria-label="Etapas da compra">
        <Steps>
          {STEPS.map((name, i) => (
            <li key={name} aria-current={name === step ? 'step' : undefined}>
              {i + 1}. {LABELS[name]}
            </li>
          ))}
        </Steps>
      </nav>
      {/* Another shopper signed in (another tab): the step's form starts anew, without what was typed. */}
      <Outlet key={owner ?? ''} />
    </Page>
  );
}

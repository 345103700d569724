import { Route, Routes } from 'react-router-dom';
import { CheckoutLayout } from '../features/checkout/CheckoutLayout';
import { DeliveryStep } from '../features/checkout/DeliveryStep';
import { PaymentStep } from '../features/checkout/PaymentStep';
import { ReviewStep } from '../features/checkout/ReviewStep';

/**
 * The checkout's steps under /checkout, fetched as one file when the
 * shopper first goes there (src/app/routes.tsx). /checkout itself, and an
 * unknown step, go to the first step not done (CheckoutLayout).
 */
export function CheckoutPages() {
  return (
    <Routes>
      <Route element={<CheckoutLayout />}>
        <Route path="entrega" element={<DeliveryStep />} />
        <Route path="pagamento" element={<PaymentStep />} />
        <Route path="revisao" element={<ReviewStep />} />
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}

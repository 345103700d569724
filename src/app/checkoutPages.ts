/** The checkout's pages, fetched as one file when the shopper first goes to /checkout (src/app/routes.tsx). */
export { CheckoutLayout } from '../features/checkout/CheckoutLayout';
export { DeliveryStep } from '../features/checkout/DeliveryStep';
export { PaymentStep } from '../features/checkout/PaymentStep';
export { ReviewStep } from '../features/checkout/ReviewStep';

import { lazy, Suspense } from 'react';

// Fetched when a shopper first chooses a sold-out size: the product page's file stays as it was.
// Unnamed: a chunk's name costs the first download's chunk map bytes.
const StockAlertOffer = lazy(() => import('./StockAlertOffer').then((module) => ({ default: module.StockAlertOffer })));

/** 'Avise-me quando chegar' for a sold-out size, its code fetched on demand; a new size starts afresh. */
export function AlertOfferSlot({ sku, size }: { sku: string; size: string }) {
  return (
    <Suspense fallback={null}>
      <StockAlertOffer key={sku} sku={sku} size={size} />
    </Suspense>
  );
}

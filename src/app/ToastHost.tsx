import { lazy, Suspense, useState, type ReactNode } from 'react';
import { selectPendingToasts } from '../features/ui/uiSlice';
import { useAppSelector } from '../store/hooks';

const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ './Toaster'));

/**
 * The toast stack (notistack, in a file of its own) is fetched with the first toast: most
 * visits show none, and a page opened directly fetches nothing it does not draw. Toasts
 * raised before it arrives wait in the store.
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const pending = useAppSelector(selectPendingToasts).length > 0;
  const [needed, setNeeded] = useState(pending);
  if (pending && !needed) setNeeded(true); // once fetched, it stays
  return (
    <>
      {children}
      <Suspense fallback={null}>{needed && <Toaster />}</Suspense>
    </>
  );
}

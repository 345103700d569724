import { lazy, Suspense, type ReactNode } from 'react';

const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ './Toaster'));

/** The toast stack arrives after first paint; toasts raised before that wait in the store. */
export function ToastHost({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { selectPendingToasts, toastShown } from '../features/ui/uiSlice';
import { useAppDispatch, useAppSelector } from './hooks';

/** Hands toasts queued in the store to notistack, then marks them shown. */
function ToastBridge() {
  const toasts = useAppSelector(selectPendingToasts);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    for (const toast of toasts) {
      enqueueSnackbar(toast.message, { variant: toast.variant, key: toast.id });
      dispatch(toastShown({ id: toast.id }));
    }
  }, [toasts, enqueueSnackbar, dispatch]);
  return null;
}

/** Spec §2: toasts at the top right, gone after 5 seconds. */
export function ToastHost({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000} maxSnack={3}>
      <ToastBridge />
      {children}
    </SnackbarProvider>
  );
}

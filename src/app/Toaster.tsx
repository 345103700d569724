import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { selectPendingToasts, toastShown } from '../features/ui/uiSlice';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * Spec §2: toasts at the top right, gone after 5 seconds. Toasts queued in the
 * store are handed to notistack and then marked shown. This file (and
 * notistack) is loaded after the first paint.
 */
export default function Toaster() {
  const toasts = useAppSelector(selectPendingToasts);
  const dispatch = useAppDispatch();
  useEffect(() => {
    for (const toast of toasts) {
      enqueueSnackbar(toast.message, { variant: toast.variant, key: toast.id });
      dispatch(toastShown({ id: toast.id }));
    }
  }, [toasts, dispatch]);
  return (
    <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000} maxSnack={3} />
  );
}

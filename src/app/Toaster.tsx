import styled from '@emotion/styled';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { itemRestored } from '../features/cart/cartSlice';
import { selectPendingToasts, toastShown } from '../features/ui/uiSlice';
import { useAppDispatch, useAppSelector } from './hooks';

const UndoButton = styled.button`
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  padding: 4px 10px;
  font-weight: 700;
  cursor: pointer;
`;

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
      const { undo } = toast;
      enqueueSnackbar(toast.message, {
        variant: toast.variant,
        key: toast.id,
        action: undo
          ? (key) => (
              <UndoButton
                type="button"
                onClick={() => {
                  dispatch(itemRestored(undo));
                  closeSnackbar(key);
                }}
              >
                Desfazer
              </UndoButton>
            )
          : undefined,
      });
      dispatch(toastShown({ id: toast.id }));
    }
  }, [toasts, dispatch]);
  return (
    <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000} maxSnack={3} />
  );
}

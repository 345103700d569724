import { css, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { itemRestored } from '../features/cart/cartSlice';
import { selectPendingToasts, toastShown } from '../features/ui/uiSlice';
import { mq, theme } from '../theme/theme';
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
 * Top right, but below the header, so 'sair' and the bag stay clickable while
 * a toast is up; and colours with at least 4.5:1 contrast for white text.
 */
const toastStyles = css`
  .notistack-SnackbarContainer {
    top: 132px !important;
    ${mq.upToCompact} {
      top: 200px !important;
    }
  }
  .notistack-MuiContent.notistack-MuiContent-success {
    background-color: ${theme.colors.success};
  }
  .notistack-MuiContent.notistack-MuiContent-info {
    background-color: ${theme.colors.text};
  }
  .notistack-MuiContent.notistack-MuiContent-error {
    background-color: ${theme.colors.accent};
  }
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
    <>
      <Global styles={toastStyles} />
      <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000} maxSnack={4} />
    </>
  );
}

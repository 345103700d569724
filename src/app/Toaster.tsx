import { css, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { useMediaQuery } from '../components/useMediaQuery';
import { itemRestored } from '../features/cart/cartSlice';
import { restoredNews } from '../features/cart/cartWords';
import { withNews } from '../store/news';
import { selectPendingToasts, toastShown } from '../features/ui/uiSlice';
import { mq, theme, TOAST_MS } from '../theme/theme';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { pausableTimer } from './pausableTimer';
import { ToastContent } from './ToastContent';

/** Every variant the shop uses, drawn silent to screen readers (ToastContent). */
const SILENT = { success: ToastContent, error: ToastContent, info: ToastContent };

const UndoButton = styled.button`
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  padding: 4px 10px;
  font-weight: 700;
  cursor: pointer;
`;

/**
 * Phones show toasts at the bottom: at the top they lay over the size select,
 * the add button and the sort bar, the very controls just used.
 */
const PHONE_QUERY = `(max-width: ${theme.breakpoints.phone}px)`;

/**
 * Wider screens: top right, but below the header, so 'sair' and the bag stay
 * clickable while a toast is up; and colours with at least 4.5:1 contrast for
 * white text.
 */
const toastStyles = css`
  ${mq.abovePhone} {
    .notistack-SnackbarContainer {
      top: 132px !important;
      ${mq.upToCompact} {
        top: 200px !important;
      }
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
 * Toasts at the top right (at the bottom on phones), gone after 5 seconds. Toasts queued in the
 * store are handed to notistack and then marked shown. This file (and
 * notistack) is loaded after the first paint.
 */
export default function Toaster() {
  const toasts = useAppSelector(selectPendingToasts);
  const dispatch = useAppDispatch();
  const phone = useMediaQuery(PHONE_QUERY);
  useEffect(() => {
    for (const toast of toasts) {
      const { undo } = toast;
      // 5 s, not counting while the shopper hovers or focuses the toast
      // (notistack pauses on hover only; this clock also waits while the toast has focus).
      const timer = pausableTimer(TOAST_MS, () => closeSnackbar(toast.id));
      enqueueSnackbar(toast.message, {
        variant: toast.variant,
        key: toast.id,
        autoHideDuration: null,
        SnackbarProps: {
          onMouseEnter: () => timer.hold('pointer'),
          onMouseLeave: () => timer.release('pointer'),
          onFocus: () => timer.hold('focus'),
          onBlur: (event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) timer.release('focus');
          },
        },
        onExited: () => timer.cancel(),
        action: undo
          ? (key) => (
              <UndoButton
                type="button"
                onClick={() => {
                  dispatch(withNews(itemRestored(undo), restoredNews(undo.label)));
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
      <SnackbarProvider
        anchorOrigin={phone ? { vertical: 'bottom', horizontal: 'center' } : { vertical: 'top', horizontal: 'right' }}
        dense={phone}
        maxSnack={4}
        Components={SILENT}
      />
    </>
  );
}

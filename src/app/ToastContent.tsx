import styled from '@emotion/styled';
import { SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';

// notistack's own look (its MaterialDesignContent), kept; the colours of each variant are in Toaster.tsx.
const Box = styled(SnackbarContent)`
  align-items: center;
  padding: 6px 16px 6px 20px;
  border-radius: 4px;
  color: #fff;
  font-size: 0.875rem;
  line-height: 1.43;
  letter-spacing: 0.01071em;
  box-shadow:
    0 3px 5px -1px rgba(0, 0, 0, 0.2),
    0 6px 10px 0 rgba(0, 0, 0, 0.14),
    0 1px 18px 0 rgba(0, 0, 0, 0.12);
  /* Forced colours drop the fill: a border keeps the toast's edge. */
  border: 1px solid transparent;
  > div {
    display: flex;
    align-items: center;
    padding: 8px 0;
  }
  > div + div {
    margin-left: auto;
    padding-left: 16px;
    margin-right: -8px;
  }
`;

/**
 * A toast as notistack draws it, but silent to screen readers: notistack's own
 * content is a `role="alert"`, which made each cart event heard twice. What a toast says is read out once by the page's announcer
 * (src/app/LiveAnnouncer.tsx, from the same event in uiSlice).
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, action, variant, iconVariant, hideIconVariant, style, className },
  ref,
) {
  return (
    <Box ref={ref} style={style} className={`notistack-MuiContent notistack-MuiContent-${variant} ${className ?? ''}`}>
      <div id="notistack-snackbar">
        {!hideIconVariant && iconVariant[variant]}
        {message}
      </div>
      {action && <div>{typeof action === 'function' ? action(id) : action}</div>}
    </Box>
  );
});

/** The order page's events; the ui slice reads them out (src/features/ui/uiSlice.ts: ANNOUNCED). */
import { createAction } from '@reduxjs/toolkit';

/** The PIX of an order open on screen was paid (seen once, by the status polling). */
export const pixPaid = createAction<{ orderId: string }>('orders/pixPaid');
/** The PIX of an order open on screen expired unpaid, and the order was cancelled (seen once, likewise). */
export const pixExpired = createAction<{ orderId: string }>('orders/pixExpired');
export const pixCodeCopied = createAction('orders/pixCodeCopied');
/** The browser refused (or has no) Clipboard API: the code is selected for the shopper to copy. */
export const pixCodeCopyRefused = createAction('orders/pixCodeCopyRefused');

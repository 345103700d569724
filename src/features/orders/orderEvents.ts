/**
 * The order pages' events, answered by the ui slice (its announcements), so
 * they are declared apart from those pages' code, which loads later.
 */
import { createAction } from '@reduxjs/toolkit';

/** The PIX of an order open on screen was paid (seen once, by the status polling). */
export const pixPaid = createAction<{ orderId: string }>('orders/pixPaid');
export const pixCodeCopied = createAction('orders/pixCodeCopied');
/** The browser refused (or has no) Clipboard API: the code is selected for the shopper to copy. */
export const pixCodeCopyRefused = createAction('orders/pixCodeCopyRefused');

/**
 * 'Cancelar pedido''s story on the DevTools timeline, ids only: asked, then cancelled, refused by
 * the server (with its reason shown where the shopper acted) or failed. The words each is read out
 * in come with it (withNews, in cancelFlow.ts), so they arrive with the order page.
 */
import { createAction } from '@reduxjs/toolkit';
import type { ShownFailure } from '../../components/LoadFailed';
import type { CancellationReason } from '../../rules/cancellation';

/** What became of the money: nothing was charged, a devolução by PIX or an estorno on the card. */
export type CancelledMoney = 'nothingCharged' | 'pixRefund' | 'cardReversal';

/** 'Confirmar cancelamento': the shopper asked the server to cancel the order, for this reason. */
export const cancelRequested = createAction<{ orderId: string; reason: CancellationReason }>('orders/cancelRequested');
/** The server cancelled the order. */
export const orderCancelled = createAction<{ orderId: string; money: CancelledMoney }>('orders/cancelled');
/** The server refused (shipped meanwhile, cancelled already, not this shopper's): nothing changed. */
export const cancelRefused = createAction<{ orderId: string }>('orders/cancelRefused');
/** The call failed (server, connection, time-out): nothing changed, the shopper may try again. */
export const cancelFailed = createAction<{ orderId: string; failure: ShownFailure }>('orders/cancelFailed');

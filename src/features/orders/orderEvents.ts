/**
 * The order page's events, each with the words it is read out in (`meta.say`, which the ui slice
 * reads: src/features/ui/uiSlice.ts), so the words come with this page, not in the first download.
 */
import { createAction } from '@reduxjs/toolkit';

const said = (say: string) => ({ say });

/** The PIX of an order open on screen was paid (seen once, by the status polling). */
export const pixPaid = createAction('orders/pixPaid', (payload: { orderId: string }) => ({
  payload,
  meta: said('Pagamento aprovado'),
}));
/** The PIX of an order open on screen expired unpaid, and the order was cancelled (seen once, likewise). */
export const pixExpired = createAction('orders/pixExpired', (payload: { orderId: string }) => ({
  payload,
  meta: said('O prazo para pagar o PIX terminou e nada foi cobrado.'),
}));
export const pixCodeCopied = createAction('orders/pixCodeCopied', () => ({
  payload: undefined,
  meta: said('Código copiado!'),
}));
/** The browser refused (or has no) Clipboard API: the code is selected for the shopper to copy. */
export const pixCodeCopyRefused = createAction('orders/pixCodeCopyRefused', () => ({
  payload: undefined,
  meta: said('Selecione o código e copie'),
}));
/** The shopper copied the NF-e key or the tracking code of the order on screen. */
export const trackingCopied = createAction(
  'orders/trackingCopied',
  (payload: { copied: 'nfeKey' | 'trackingCode' }) => ({
    payload,
    meta: said('Copiado'),
  }),
);
/** The browser refused (or has no) Clipboard API: the shopper is told to copy it by hand. */
export const trackingCopyRefused = createAction(
  'orders/trackingCopyRefused',
  (payload: { copied: 'nfeKey' | 'trackingCode' }) => ({
    payload,
    meta: said('Não foi possível copiar. Selecione o texto e copie.'),
  }),
);

/**
 * The returns' events, ids only, each with the words it is read out in (`meta.say`, read by the ui
 * slice), so the words come with these pages, not in the first download.
 */
import { createAction } from '@reduxjs/toolkit';

const said = (say: string) => ({ say });

/** The codes a request shows to copy. */
export type ReturnCode = 'postageCode' | 'trackingCode' | 'feePixCode';

/** A request was made and approved at once, with its postage code (and what its exchange's fee charged, when it had one). */
export const returnRequested = createAction(
  'returns/requested',
  (payload: { orderId: string; requestId: string }, feeText?: string, awaitingPix = false) => ({
    payload,
    meta: said(
      awaitingPix
        ? `Solicitação nº ${payload.requestId} recebida. ${feeText} Pague o PIX no pedido para receber o código de postagem.`
        : `Solicitação nº ${payload.requestId} aprovada. Enviamos o código de postagem por e-mail.${feeText ? ` ${feeText}` : ''}`,
    ),
  }),
);
/** The server refused a request; its reason is shown where the shopper acted, and read out once here. */
export const returnRefused = createAction('returns/requestRefused', (payload: { orderId: string }, say: string) => ({
  payload,
  meta: said(say),
}));
/** The shopper cancelled a request before posting the parcel. */
export const returnCancelled = createAction('returns/cancelled', (payload: { requestId: string }) => ({
  payload,
  meta: said(`Solicitação nº ${payload.requestId} cancelada.`),
}));
/** A request could not be cancelled (posted already, or the call failed); the reason is beside the button. */
export const returnCancelRefused = createAction(
  'returns/cancelRefused',
  (payload: { requestId: string }, say: string) => ({ payload, meta: said(say) }),
);
/** The shopper copied a request's postage code, its exchange's tracking code, or its fee's PIX code. */
export const returnCodeCopied = createAction(
  'returns/codeCopied',
  (payload: { requestId: string; copied: ReturnCode }, say: string) => ({
    payload,
    meta: said(say),
  }),
);

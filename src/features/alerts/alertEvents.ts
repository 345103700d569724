import { createAction } from '@reduxjs/toolkit';

/**
 * 'Avise-me quando chegar' on the DevTools timeline: ids only (the alert's, the size's SKU),
 * never the email it goes to.
 */

/** The server keeps an alert for this sold-out size (the one there was, when asked again). */
export const alertSubscribed = createAction<{ id: string; sku: string }>('alerts/subscribed');

/** 'Minha conta', 'Remover': the alert is gone. */
export const alertRemoved = createAction<{ id: string }>('alerts/removed');

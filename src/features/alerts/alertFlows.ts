/**
 * 'Avise-me quando chegar''s flows: the server keeps or removes an alert, then the event that
 * tells the story (alertEvents.ts).
 */
import type { ApiError } from '../../api/types';
import type { AppThunk } from '../../store/types';
import { alertRemoved, alertSubscribed } from './alertEvents';
import { stockAlertsApi, type StockAlertRequest } from './stockAlertsApi';

export type AlertOutcome = { ok: true } | { ok: false; error: ApiError };

/** 'Avise-me quando chegar': the alert kept (a signed-in shopper's for the account's email), then alerts/subscribed. */
export const subscribeToAlert =
  (request: StockAlertRequest): AppThunk<Promise<AlertOutcome>> =>
  async (dispatch) => {
    const result = await dispatch(stockAlertsApi.endpoints.addStockAlert.initiate(request, { track: false }));
    if (result.error) return { ok: false, error: result.error as ApiError };
    const { id, sku } = result.data;
    dispatch(alertSubscribed({ id, sku }));
    return { ok: true };
  };

/** 'Remover': the server forgets the alert; then alerts/removed. */
export const removeStockAlert =
  (id: string, shopper: string): AppThunk<Promise<AlertOutcome>> =>
  async (dispatch) => {
    const result = await dispatch(
      stockAlertsApi.endpoints.removeStockAlert.initiate({ id, shopper }, { track: false }),
    );
    if (result.error) return { ok: false, error: result.error as ApiError };
    dispatch(alertRemoved({ id }));
    return { ok: true };
  };

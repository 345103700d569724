import type { ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit';
import { failureReason, type CartLine } from '../../api/types';
import type { AppDispatch, RootState } from '../../store/types';
import { selectToken } from '../session/sessionSlice';
import { cartApi } from './cartApi';
import { sameCartLines } from './cartLines';
import { changeNotSaved, itemAdded, itemAddNotSaved, itemAddSaved, selectCartLines } from './cartSlice';

type Api = ListenerEffectAPI<RootState, AppDispatch>;

/**
 * Sends the whole cart to the backend after a change (src/app/listeners.ts).
 * When the backend cannot save it (a server error, no connection, no answer), the
 * error is logged and the shopper told, and nothing they see is lost:
 * - an addition is taken back with the spec §8 message, so trying again adds it;
 * - any other change (a deletion, a quantity) stays in this tab and in the
 *   browser's storage, and goes with the next save: the next change, or the
 *   next start (see `saveIfDifferent`).
 */
export async function saveCartAfter(action: UnknownAction, { dispatch, getState }: Api): Promise<void> {
  if (!selectToken(getState())) return;
  const result = await dispatch(cartApi.endpoints.saveCart.initiate(selectCartLines(getState())));
  if (!result.error && itemAdded.match(action)) dispatch(itemAddSaved(action.payload));
  // A refused token (401) is the session check's business (src/app/listeners.ts), not a failed save.
  if (!result.error || failureReason(result.error) === 'unauthorized' || !selectToken(getState())) return;
  console.error('[cart] the backend did not save the cart', result.error);
  if (itemAdded.match(action)) dispatch(itemAddNotSaved(action.payload));
  else dispatch(changeNotSaved());
}

/** On start, a change the backend missed (a failed save) is sent again once the session is confirmed. */
export function saveIfDifferent(backendCart: CartLine[], { dispatch, getState }: Api): void {
  const lines = selectCartLines(getState());
  if (!sameCartLines(lines, backendCart)) void dispatch(cartApi.endpoints.saveCart.initiate(lines));
}

import type { ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit';
import type { ServerCart } from '../../api/types';
import { productLabel } from '../../lib/text';
import { withNews } from '../../store/news';
import { ADD_FAILED, addedNews, addNotSavedSay, CHANGE_NOT_SAVED, lineRefusedText } from './cartWords';
import type { AppDispatch, RootState } from '../../store/types';
import { selectProductsById } from '../products';
import { selectToken, selectUser } from '../session';
import { addLine } from './addToCart';
import { cartApi } from './cartApi';
import { sameCartLines } from './cartLines';
import {
  changeNotSaved,
  itemAdded,
  itemAddInterrupted,
  itemAddNotSaved,
  itemAddSaved,
  lineRefused,
  mergedWithServer,
  savedOnServer,
  selectCartLines,
  selectCartSynced,
  type InterruptedAdd,
} from './cartSlice';

type Api = ListenerEffectAPI<RootState, AppDispatch>;

/** Conflicts merged and refused lines dropped before a save counts as failed. */
const ATTEMPTS = 4;

/**
 * Sends this device's lines over the copy it last saw. Another
 * device saved first (412): its copy is merged with ours and sent again. A
 * line the server refuses (422: sold out, no longer sold) leaves the cart,
 * and the rest is sent again. Nothing is sent when the server has these lines.
 */
export async function sendCart({ dispatch, getState }: Api): Promise<{ error?: unknown }> {
  let error: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const lines = selectCartLines(getState());
    const { version, lines: synced } = selectCartSynced(getState());
    if (sameCartLines(lines, synced)) return {};
    const result = await dispatch(cartApi.endpoints.saveCart.initiate({ lines, version }));
    if (result.data) {
      dispatch(savedOnServer(result.data));
      return {};
    }
    error = result.error;
    const { status, data } = error as { status?: unknown; data?: ServerCart & { line?: number } };
    const refused = status === 422 ? lines[(data?.line ?? 0) - 1] : undefined;
    if (status === 412 && Array.isArray(data?.lines)) dispatch(mergedWithServer(data));
    else if (refused) {
      const product = selectProductsById(getState()).get(refused.productId);
      const label = product ? productLabel(product) : '';
      dispatch(
        lineRefused({ sku: refused.sku, size: refused.size, label, message: lineRefusedText(label, refused.size) }),
      );
    } else break;
  }
  return { error };
}

/**
 * Saves the cart after a change (cartListeners.ts). When the backend cannot save
 * it (a server error, no connection, no answer), the error is logged and the
 * shopper told, and nothing they see is lost:
 * - an addition is taken back with the failure message, so trying again adds it;
 * - any other change (a deletion, a quantity) stays in this tab and in the
 *   browser's storage, and goes with the next save: the next change, the next
 *   start or the next visit to the cart page.
 */
export async function saveCartAfter(action: UnknownAction, api: Api): Promise<void> {
  const { dispatch, getState } = api;
  if (!selectToken(getState())) return;
  const userId = selectUser(getState())?.id;
  const result = await sendCart(api);
  // Confirmed to the shopper once the server's copy holds it (not when the server refused that line).
  if (
    !result.error &&
    itemAdded.match(action) &&
    selectCartSynced(getState()).lines.some((l) => l.sku === action.payload.sku)
  )
    dispatch(withNews(itemAddSaved(action.payload), addedNews(action.payload)));
  // A refused token (401) has ended the session by now (sessionListeners.ts): it is not a failed save.
  // An addition it interrupted waits for this shopper's next sign-in (resumeInterruptedAdd below).
  if (!result.error) return;
  if (!selectToken(getState())) {
    const { status } = result.error as { status?: unknown };
    if (status === 401 && userId && itemAdded.match(action))
      dispatch(itemAddInterrupted({ ...action.payload, userId }));
    return;
  }
  console.error('[cart] the backend did not save the cart', result.error);
  if (itemAdded.match(action))
    dispatch(itemAddNotSaved({ ...action.payload, message: ADD_FAILED, say: addNotSavedSay(action.payload.label) }));
  else dispatch(changeNotSaved({ message: CHANGE_NOT_SAVED }));
}

/**
 * Makes an addition the session's end interrupted (itemAddInterrupted) once its shopper is signed
 * in again, in this tab or another (cartListeners.ts): saved and confirmed as any addition is,
 * said once. Another shopper's sign-in has dropped it (cartSlice.ts).
 */
export function resumeInterruptedAdd({ userId, ...line }: InterruptedAdd, { dispatch, getState }: Api): void {
  if (selectToken(getState()) && selectUser(getState())?.id === userId) dispatch(addLine(line));
}

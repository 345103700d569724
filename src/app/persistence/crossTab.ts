import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { itemAdded, itemRemoved, itemRestored, quantityChanged } from '../../features/cart/cartSlice';
import { otherTabChanged } from '../../features/session/sessionSlice';
import type { AppDispatch, RootState } from '../store';
import { isRehydrated } from './rehydration';
import { readStoredRecord, writeSlices, type KeyValueStorage } from './specStorage';
import { decodeRecord, STORAGE_KEYS } from './storedSession';

/**
 * Two tabs of the shop stay in step: when another tab writes the session or
 * cart keys, this tab adopts what it wrote. (The browser only fires `storage`
 * in the other tabs, and only when a value really changes, so this cannot loop.)
 */
export function followOtherTabs(storage: KeyValueStorage, dispatch: AppDispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (
      (event.storageArea as KeyValueStorage | null) !== storage ||
      (event.key !== null && !Object.values(STORAGE_KEYS).includes(event.key as never))
    )
      return;
    const { session, cart } = decodeRecord(readStoredRecord(storage));
    dispatch(otherTabChanged({ session, cartLines: cart.lines }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const isCartChange = isAnyOf(itemAdded, itemRemoved, itemRestored, quantityChanged);

/**
 * A cart change is a read-modify-write of the stored cart within one task:
 * first catch up with what another tab may just have written (its `storage`
 * event may still be on its way), then apply the change, then write it at
 * once. Without this, two tabs adding at the same moment would each
 * overwrite the other's line. (redux-persist still writes the other keys.)
 */
export function sharedCartMiddleware(storage: KeyValueStorage | null): Middleware<object, RootState> {
  return (api) => (next) => (action) => {
    if (!storage) return next(action);
    // Before the stored state is read back, writing would overwrite it.
    if (!isCartChange(action) || !isRehydrated(api.getState())) return next(action);
    try {
      const stored = decodeRecord(readStoredRecord(storage));
      const { session, cart } = api.getState();
      const sameShopper = stored.session.token !== null && stored.session.token === session.token;
      if (sameShopper && JSON.stringify(stored.cart.lines) !== JSON.stringify(cart.lines)) {
        api.dispatch(otherTabChanged({ session: stored.session, cartLines: stored.cart.lines }));
      }
    } catch {
      // Unreadable storage: this tab's cart stands on its own.
    }
    const result = next(action);
    try {
      writeSlices(storage, api.getState());
    } catch {
      // A full storage is reported by redux-persist's own write, which follows.
    }
    return result;
  };
}

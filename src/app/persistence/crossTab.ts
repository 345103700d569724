import { otherTabChanged } from '../../features/session/sessionSlice';
import type { AppDispatch } from '../store';
import { readStoredRecord, type KeyValueStorage } from './specStorage';
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

import type { AppStore } from '../app/store';
import type { RootState } from '../store/types';

/** The store's state once the stored session and cart have been read back. */
export async function restoredState(store: AppStore): Promise<RootState> {
  await store.restored;
  return store.getState();
}

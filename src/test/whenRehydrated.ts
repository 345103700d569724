import type { AppStore, RootState } from '../app/store';
import { isRehydrated } from '../app/persistence/rehydration';

/** Resolves with the state of the moment redux-persist has read storage back. */
export function whenRehydrated(store: AppStore): Promise<RootState> {
  if (isRehydrated(store.getState())) return Promise.resolve(store.getState());
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (isRehydrated(store.getState())) {
        unsubscribe();
        resolve(store.getState());
      }
    });
  });
}

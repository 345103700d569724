import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistedState,
} from 'redux-persist';
import { apiSlice } from '../api/apiSlice';
import { cartSlice } from '../features/cart/cartSlice';
import { catalogQuerySlice } from '../features/catalog/catalogQuerySlice';
import { sessionSlice } from '../features/session/sessionSlice';
import { storageFailed, uiSlice } from '../features/ui/uiSlice';
import { registerListeners } from './listeners';
import type { PersistedRecord } from './persistence/migrations';
import { sharedCartMiddleware } from './persistence/crossTab';
import { createSpecStorage, type KeyValueStorage } from './persistence/specStorage';
import { decodeRecord, STORAGE_VERSION } from './persistence/storedSession';

const rootReducer = combineReducers({
  [apiSlice.reducerPath]: apiSlice.reducer,
  session: sessionSlice.reducer,
  cart: cartSlice.reducer,
  catalogQuery: catalogQuerySlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where the session and cart are kept; none (tests) keeps them in memory only. */
  storage?: KeyValueStorage | null;
}

/**
 * Brings an older stored record up to date. Records of the current version
 * (nearly every visit) pass straight through; the converters are fetched only
 * when an old one is found, so they stay out of the first download.
 */
function migrateStored(state: PersistedState | undefined, version: number): Promise<PersistedState | undefined> {
  if (!state || state._persist?.version === version) return Promise.resolve(state);
  return import(/* webpackChunkName: "migrations" */ './persistence/migrations').then(({ migrateStoredRecord }) =>
    migrateStoredRecord(state, version),
  );
}

/** A fresh store: the app makes one, every test makes its own. */
export function makeStore({ preloadedState, storage = null }: StoreOptions = {}) {
  const listeners = createListenerMiddleware();
  let onWriteFail = (_error: Error) => {};

  const reducer = storage
    ? persistReducer<RootState>(
        {
          key: 'session',
          storage: createSpecStorage(storage),
          whitelist: ['session', 'cart'],
          version: STORAGE_VERSION,
          serialize: false,
          // @ts-expect-error redux-persist reads `deserialize` but its types omit it
          deserialize: false,
          migrate: migrateStored,
          // What was stored is untrusted: keep only what decodes cleanly.
          stateReconciler: (inbound: PersistedRecord, _original, reduced) => {
            const { session, cart } = decodeRecord(inbound.stored);
            return { ...reduced, session, cart: { ...reduced.cart, ...cart } };
          },
          writeFailHandler: (error) => onWriteFail(error),
        },
        rootReducer,
      )
    : rootReducer;

  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listeners.middleware, sharedCartMiddleware(storage))
        .concat(apiSlice.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });

  registerListeners(listeners.startListening.withTypes<RootState, AppDispatch>());
  if (storage) {
    onWriteFail = (error) => {
      console.warn('[storage] could not save the session and cart', error);
      store.dispatch(storageFailed());
    };
    persistStore(store);
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

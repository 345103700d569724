import {
  type Action,
  configureStore,
  createListenerMiddleware,
  isAnyOf,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { apiSlice } from '../api/apiSlice';
import { addCartListeners } from '../features/cart/cartListeners';
import { cartSlice } from '../features/cart/cartSlice';
import { catalogQuerySlice } from '../features/catalog/catalogQuerySlice';
import { addSessionListeners } from '../features/session/sessionListeners';
import { loggedIn, loggedOut, sessionSlice } from '../features/session/sessionSlice';
import { uiSlice } from '../features/ui/uiSlice';
import { rootReducer as sharedRoot } from '../store/rootReducer';
import type { AppDispatch, RootState, ThunkExtra } from '../store/types';
import { createPersistence, type KeyValueStorage } from './persistence/persistence';

/**
 * The slices of the first download, each under the key its file declares in RootState
 * (src/store/types.ts). The checkout, the recently viewed products and the favourites inject
 * their own slices into the same reducer when their code arrives (their *Slice.ts files).
 */
const rootReducer = sharedRoot
  .inject(apiSlice)
  .inject(sessionSlice)
  .inject(cartSlice)
  .inject(catalogQuerySlice)
  .inject(uiSlice) as Reducer<RootState, UnknownAction, Partial<RootState>>;

/**
 * RTK Query's bookkeeping, hidden from the Redux DevTools timeline: it is not
 * part of the story the timeline tells (src/app/timeline.test.tsx pins that story).
 */
export const HIDDEN_FROM_TIMELINE = [
  'api/config/',
  'api/internalSubscriptions/',
  'api/subscriptions/',
  'api/mutations/removeMutationResult',
  'api/queries/removeQueryResult',
  // One per change of an address field, so a reload keeps what was typed: bookkeeping,
  // not the story (checkout/addressConfirmed is).
  'checkout/addressEdited',
];

/** A query asked for again while cached: RTK Query "rejects" the request it did not need to send. */
export const isSkippedRequest = (action: Action): boolean =>
  (action as { meta?: { condition?: unknown } }).meta?.condition === true;

interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where the session, cart and recently viewed products are kept; none (tests, the prerender): in memory only. */
  storage?: KeyValueStorage | null;
}

/**
 * A fresh store: the app makes one, every test makes its own. With a storage,
 * `restored` resolves once the stored session and cart have been read back,
 * and `stop` ends persistence (tests).
 */
export function makeStore({ preloadedState, storage = null }: StoreOptions = {}) {
  const listeners = createListenerMiddleware();
  const persistence = storage ? createPersistence(storage) : null;
  // Persistence starts once the store exists: until then, and without a storage, these do nothing.
  // eslint-disable-next-line prefer-const -- assigned below, once the store exists, and read only later
  let started: ReturnType<NonNullable<typeof persistence>['start']> | undefined;
  const extra: ThunkExtra = {
    persistNow: () => started?.persistNow(),
    followRecent: () => started?.followRecent(),
    followFavorites: () => started?.followFavorites(),
  };

  const store = configureStore({
    reducer: (persistence ? persistence.reducer(rootReducer) : rootReducer) as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(apiSlice.middleware),
    devTools: process.env.NODE_ENV !== 'production' && {
      actionsDenylist: HIDDEN_FROM_TIMELINE,
      predicate: (_state, action) => !isSkippedRequest(action),
    },
  });

  // Each feature adds its own reactions (the essentials app's `addXListeners`).
  const startListening = listeners.startListening.withTypes<RootState, AppDispatch>();
  addSessionListeners(startListening);
  addCartListeners(startListening);
  // The session's end (and another shopper's sign-in) takes the favourites' device copy with it.
  startListening({
    matcher: isAnyOf(loggedIn, loggedOut),
    effect: (action) => started?.favoritesBelongTo(loggedIn.match(action) ? action.payload.user.id : null),
  });
  started = persistence?.start(store);
  return Object.assign(store, { restored: started?.restored ?? Promise.resolve(), stop: started?.stop ?? (() => {}) });
}

export type AppStore = ReturnType<typeof makeStore>;

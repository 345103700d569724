import type { PersistState } from 'redux-persist';

/** redux-persist's own record in the state; absent from a store made without storage. */
export const selectPersistStatus = (state: unknown): PersistState | undefined =>
  (state as { _persist?: PersistState })._persist;

/** True once redux-persist has read the stored session and cart back. */
export const isRehydrated = (state: unknown): boolean => selectPersistStatus(state)?.rehydrated === true;

/**
 * The stored session is known: read back already, or there is no storage to
 * read (a store without storage has nothing to wait for).
 */
export const selectSessionKnown = (state: unknown): boolean => selectPersistStatus(state)?.rehydrated ?? true;

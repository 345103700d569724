import type { Storage as PersistStorage } from 'redux-persist';
import type { PersistedRecord } from './migrations';
import { encodeRecord, STORAGE_KEYS, type PersistedSlices, type StoredRecord } from './storedSession';

/** The subset of the Web Storage API we use; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    // The imitated app wrote the user name as raw text; anything else unreadable is dropped.
    return key === STORAGE_KEYS.userName ? raw : null;
  }
}

/** The three keys, parsed but not yet trusted. */
export function readStoredRecord(storage: KeyValueStorage): StoredRecord {
  return {
    user: readJson(storage, STORAGE_KEYS.user),
    userName: readJson(storage, STORAGE_KEYS.userName),
    token: readJson(storage, STORAGE_KEYS.token),
  };
}

/** Writes the three keys for a state (throws what the storage throws, e.g. quota). */
export function writeSlices(storage: KeyValueStorage, state: PersistedSlices): void {
  const values = encodeRecord(state);
  if (values === null) {
    // Spec §4: logout removes token, user and userName.
    Object.values(STORAGE_KEYS).forEach((key) => storage.removeItem(key));
    return;
  }
  storage.setItem(STORAGE_KEYS.user, values.user);
  storage.setItem(STORAGE_KEYS.userName, values.userName);
  storage.setItem(STORAGE_KEYS.token, values.token);
}

function versionOf(user: unknown): number {
  const version = (user as { version?: unknown } | null)?.version;
  return typeof version === 'number' && Number.isInteger(version) ? version : -1;
}

/**
 * A redux-persist storage engine (used with serialize: false) that spreads the
 * persisted slices over the spec's three keys instead of one blob. Reading
 * gives the raw record plus its version, for the migrations and the
 * reconciler; writing takes the slices.
 */
export function createSpecStorage(storage: KeyValueStorage): PersistStorage {
  return {
    getItem: async (): Promise<PersistedRecord | undefined> => {
      let stored: StoredRecord;
      try {
        stored = readStoredRecord(storage);
      } catch (error) {
        console.warn('[storage] could not read the saved session; starting anonymous.', error);
        return undefined;
      }
      if (stored.user === undefined && stored.userName === undefined && stored.token === undefined) return undefined;
      return { stored, _persist: { version: versionOf(stored.user), rehydrated: false } };
    },
    setItem: async (_key: string, state: PersistedSlices) => writeSlices(storage, state),
    removeItem: async () => {
      Object.values(STORAGE_KEYS).forEach((key) => storage.removeItem(key));
    },
  };
}

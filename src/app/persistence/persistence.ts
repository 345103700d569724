/**
 * The one owner of the browser's copy of the session and cart (spec §3 keys).
 *
 * redux-persist is the only writer: it decides when to write, and the engine
 * below writes the spec's three keys. Reading back decodes untrusted values
 * and migrates old formats (storedSession.ts, migrations.ts). Other tabs are
 * followed through one `storage` listener.
 *
 * Two tabs share the keys. Each tab remembers what it last read or wrote
 * ("synced"); when the keys hold something else, another tab wrote since, and
 * this tab's own changes are replayed over theirs (a three-way merge of the
 * cart lines), so two tabs adding at the same moment both keep their line.
 */
import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type PersistedState, type Storage as PersistEngine } from 'redux-persist';
import { mergeCartLines, sameCartLines } from '../../features/cart/cartLines';
import { otherTabChanged } from '../../features/session/sessionSlice';
import { storageFailed } from '../../features/ui/uiSlice';
import type { PersistedRecord } from './migrations';
import {
  ANONYMOUS,
  decodeRecord,
  parseRaw,
  readRaw,
  sameRaw,
  STORAGE_KEYS,
  STORAGE_VERSION,
  versionOf,
  writeRecord,
  type KeyValueStorage,
  type PersistedSlices,
  type RawRecord,
} from './storedSession';

export type { KeyValueStorage } from './storedSession';

/**
 * Brings an older stored record up to date. Records of the current version
 * (nearly every visit) pass straight through; the converters are fetched only
 * when an old one is found.
 */
function migrate(state: PersistedState | undefined, version: number): Promise<PersistedState | undefined> {
  if (!state || state._persist?.version === version) return Promise.resolve(state);
  return import(/* webpackChunkName: "migrations" */ './migrations').then(({ migrateStoredRecord }) =>
    migrateStoredRecord(state, version),
  );
}

const NOTHING_STORED: RawRecord = { user: null, userName: null, token: null };

const pick = ({ session, cart }: PersistedSlices): PersistedSlices => ({
  session,
  cart: { lines: cart.lines, synced: cart.synced },
});

/** Equal for the shopper: same token, user, cart lines and server copy. */
function same(a: PersistedSlices, b: PersistedSlices): boolean {
  const user = ({ session }: PersistedSlices) => [
    session.token,
    session.user?.id,
    session.user?.email,
    session.user?.name,
  ];
  return (
    user(a).every((value, i) => value === user(b)[i]) &&
    sameCartLines(a.cart.lines, b.cart.lines) &&
    a.cart.synced.version === b.cart.synced.version
  );
}

interface StoreLike {
  getState: () => PersistedSlices;
  dispatch: (action: { type: string }) => unknown;
}

/**
 * Persistence for one store over one storage: `reducer` wraps the root
 * reducer, `start` reads the keys back (resolving once done) and follows other tabs.
 */
export function createPersistence(storage: KeyValueStorage) {
  let store: StoreLike | null = null;
  let synced: { raw: RawRecord; slices: PersistedSlices } = { raw: NOTHING_STORED, slices: ANONYMOUS };

  /** This tab's state, with its changes since `synced` replayed over what another tab wrote meanwhile. */
  function reconcile(ours: PersistedSlices): PersistedSlices {
    let raw: RawRecord;
    try {
      raw = readRaw(storage);
    } catch {
      return ours; // unreadable storage: this tab's state stands on its own
    }
    if (sameRaw(raw, synced.raw)) return ours;
    const base = synced.slices;
    const stored = parseRaw(raw);
    const theirs = stored ? decodeRecord(stored) : ANONYMOUS;
    synced = { raw, slices: theirs };
    // Whoever signed in or out last wins the session (and its cart).
    if (ours.session.token !== base.session.token) return ours;
    if (theirs.session.token !== base.session.token) return theirs;
    const [mine, other] = [ours.cart.synced, theirs.cart.synced];
    return {
      session: ours.session,
      cart: {
        lines: mergeCartLines(base.cart.lines, ours.cart.lines, theirs.cart.lines),
        // The newer of the server's copies the two tabs saw (issue 24).
        synced: other.version > mine.version ? other : mine,
      },
    };
  }

  /** Makes this tab show `result` when it differs from what it shows (`ours`). */
  function adopt(result: PersistedSlices, ours: PersistedSlices) {
    if (!same(result, ours)) store?.dispatch(otherTabChanged({ session: result.session, cart: result.cart }));
  }

  // redux-persist calls setItem with the persisted slices once they changed (also from its
  // reducer, when flushed: so nothing here reads or dispatches to the store right away).
  const engine: PersistEngine = {
    getItem: async () => undefined,
    setItem: async (_key: string, staged: PersistedSlices) => {
      const ours = pick(staged);
      const result = reconcile(ours);
      writeRecord(storage, result);
      synced = { raw: readRaw(storage), slices: result };
      queueMicrotask(() => adopt(result, ours));
    },
    removeItem: async () => writeRecord(storage, ANONYMOUS),
  };

  const reducer = <S extends PersistedSlices>(root: Reducer<S>) =>
    persistReducer<S>(
      {
        key: 'session',
        storage: engine,
        whitelist: ['session', 'cart'],
        version: STORAGE_VERSION,
        serialize: false,
        getStoredState: async () => {
          let raw: RawRecord;
          try {
            raw = readRaw(storage);
          } catch (error) {
            console.warn('[storage] could not read the saved session; starting anonymous.', error);
            return undefined;
          }
          const stored = parseRaw(raw);
          synced = { raw, slices: ANONYMOUS };
          if (!stored) return undefined;
          return { stored, _persist: { version: versionOf(stored), rehydrated: false } } as PersistedRecord;
        },
        migrate,
        // What was stored is untrusted: keep only what decodes cleanly.
        stateReconciler: (inbound: PersistedRecord, _original, reduced) => {
          const slices = decodeRecord(inbound.stored);
          synced = { ...synced, slices };
          return { ...reduced, session: slices.session, cart: { ...reduced.cart, ...slices.cart } };
        },
        writeFailHandler: (error) => {
          console.warn('[storage] could not save the session and cart', error);
          store?.dispatch(storageFailed());
        },
      },
      root,
    );

  /**
   * Reads the keys back and starts writing and following other tabs. Resolves
   * once the stored session is in the store; `stop` ends both (tests).
   */
  function start(target: StoreLike & Parameters<typeof persistStore>[0]) {
    let restored = false;
    // Another tab wrote the keys: adopt what it wrote, with this tab's unsaved changes replayed over it.
    const onStorage = (event: StorageEvent) => {
      const ourKey = event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key);
      if (!restored || !ourKey || event.storageArea !== storage) return;
      const ours = pick(target.getState());
      adopt(reconcile(ours), ours);
    };
    store = target;
    window.addEventListener('storage', onStorage);
    let persistor: ReturnType<typeof persistStore> | null = null;
    const done = new Promise<void>((resolve) => {
      persistor = persistStore(target, null, () => {
        restored = true;
        resolve();
      });
    });
    // redux-persist writes a moment after a change; a page left at once (a reload, a
    // link out) must not lose it, so pending writes happen before the page goes.
    const flush = () => void persistor?.flush();
    window.addEventListener('pagehide', flush);
    const stop = () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('storage', onStorage);
      persistor?.pause();
      store = null;
    };
    return { restored: done, stop };
  }

  return { reducer, start };
}

/**
 * The one owner of the browser's copy of the session, cart and checkout
 * (the session's keys, the checkout's, and the session's secret), and of the recently viewed products'
 * key (recentlyViewed.ts) and the favourites' (favoritesKept.ts), which ends with the session.
 *
 * redux-persist is the only writer: it decides when to write, and the engine
 * below writes the keys. Reading back decodes untrusted values
 * and migrates old formats (storedSession.ts, migrations.ts). Other tabs are
 * followed through one `storage` listener, and what two tabs write at once
 * is merged (tabMerge.ts).
 */
import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type PersistedState, type Storage as PersistEngine } from 'redux-persist';
import { readStoredProofWith, sessionSecretFor } from '../../api/sessionProof';
import { otherTabChanged } from '../../features/session/sessionSlice';
import { storageFailed } from '../../features/ui/uiSlice';
import type { PersistedRecord } from './migrations';
import {
  ANONYMOUS,
  decodeProof,
  decodeRecord,
  FAVORITES_KEY,
  isHalfWritten,
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
import { mergeTabs, pick, same } from './tabMerge';

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

/** How often, and how long apart, a write waits for another tab's new session to be whole. */
const HALF_WRITTEN_RETRIES = 5;
const HALF_WRITTEN_WAIT_MS = 20;

const NOTHING_STORED: RawRecord = { user: null, userName: null, token: null, checkout: null, sessionSecret: null };

/** The state as a store holds it: without a checkout until the checkout's slice is injected. */
type ShownSlices = Omit<PersistedSlices, 'checkout'> & Partial<Pick<PersistedSlices, 'checkout'>>;

interface StoreLike {
  getState: () => ShownSlices;
  dispatch: (action: { type: string }) => unknown;
}

/**
 * Whether a stored checkout holds anything of the shopper's (an address typed, a choice, an
 * order's key) beyond the shopper it belongs to.
 */
const holdsCheckout = (checkout: unknown) =>
  Object.entries(checkout ?? {}).some(
    ([field, value]) => field !== 'version' && field !== 'owner' && value != null && JSON.stringify(value) !== '{}',
  );

/**
 * The checkout's slice comes with the checkout's code, which injects it into the store (the
 * shared root reducer) as it loads. A stored checkout that holds something, read back or written
 * by another tab, loads it first: the store then holds that checkout, and answers the session's
 * events for it, before any page is drawn. Without one, a store that never showed the checkout
 * has no 'checkout' key, and what is written keeps the stored checkout as it was.
 */
const loadCheckout = () => import('../../features/checkout/checkoutSlice');

/**
 * Persistence for one store over one storage: `reducer` wraps the root
 * reducer, `start` reads the keys back (resolving once done) and follows other tabs;
 * the recently viewed products' key waits until a page asks for it (`followRecent`).
 */
export function createPersistence(storage: KeyValueStorage) {
  let store: StoreLike | null = null;
  let proofs: ReturnType<typeof readStoredProofWith> | null = null;
  let synced: { raw: RawRecord; slices: PersistedSlices } = { raw: NOTHING_STORED, slices: ANONYMOUS };

  /**
   * This tab's state, with its changes since `synced` replayed over what another tab wrote meanwhile;
   * null while another tab is part-way through writing a new session (its token, written last, is
   * still to come).
   */
  function reconcile(ours: PersistedSlices): PersistedSlices | null {
    let raw: RawRecord;
    try {
      raw = readRaw(storage);
    } catch {
      return ours; // unreadable storage: this tab's state stands on its own
    }
    if (sameRaw(raw, synced.raw)) return ours;
    if (isHalfWritten(raw)) return null;
    const base = synced.slices;
    const stored = parseRaw(raw);
    const theirs = stored ? decodeRecord(stored) : ANONYMOUS;
    synced = { raw, slices: theirs };
    return mergeTabs(base, ours, theirs);
  }

  /** What this tab's state keeps: without its checkout's slice, the checkout last read or written. */
  const ourPart = (state: ShownSlices) => pick({ ...state, checkout: state.checkout ?? synced.slices.checkout });

  /** Makes this tab show `result` when it differs from what it shows (`ours`). */
  function adopt(result: PersistedSlices, ours: PersistedSlices) {
    if (same(result, ours)) return;
    const tell = () =>
      store?.dispatch(otherTabChanged({ session: result.session, cart: result.cart, checkout: result.checkout }));
    if (store && !store.getState().checkout && holdsCheckout(result.checkout)) void loadCheckout().then(tell, tell);
    else tell();
  }

  /** Writes put off while another tab writes a new session: a few, then this tab writes anyway (junk keys). */
  let putOff = 0;

  function write(staged: ShownSlices, now = false) {
    const ours = ourPart(staged);
    const reconciled = reconcile(ours);
    if (!reconciled && !now && putOff < HALF_WRITTEN_RETRIES) {
      // Written now, this tab's shopper would go over the other tab's new one: a moment later,
      // its token is in and this tab follows it (or merges with it) instead.
      putOff += 1;
      setTimeout(() => write(store ? store.getState() : staged), HALF_WRITTEN_WAIT_MS);
      return;
    }
    putOff = 0;
    const result = reconciled ?? ours;
    // The session's secret goes with its token (written just before it), never into the state.
    const { token } = result.session;
    const secret = sessionSecretFor(token);
    writeRecord(storage, result, secret);
    if (token && secret) proofs?.proofStored({ token, secret });
    synced = { raw: readRaw(storage), slices: result };
    queueMicrotask(() => adopt(result, ours));
  }

  // redux-persist calls setItem with the persisted slices once they changed (also from its
  // reducer, when flushed: so nothing here reads or dispatches to the store right away).
  const engine: PersistEngine = {
    getItem: async () => undefined,
    setItem: async (_key: string, staged: ShownSlices) => write(staged),
    removeItem: async () => writeRecord(storage, ANONYMOUS),
  };

  /**
   * A checkout slice injected after start-up begins as the checkout this tab last read or wrote,
   * not as an empty one: otherwise this tab's next write would count the empty checkout as its
   * own change and put it over whatever another tab typed meanwhile.
   */
  const fromStoredCheckout =
    <S extends ShownSlices>(root: Reducer<S>): Reducer<S> =>
    (state, action) => {
      const next = root(state, action);
      // On the slice's first action, that action runs again on the stored checkout (its initial state under it).
      return state && !state.checkout && next.checkout
        ? root({ ...state, checkout: { ...root(state, { type: '' }).checkout, ...synced.slices.checkout } }, action)
        : next;
    };

  const reducer = <S extends ShownSlices>(root: Reducer<S>) =>
    persistReducer<S>(
      {
        key: 'session',
        storage: engine,
        whitelist: ['session', 'cart', 'checkout'],
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
          // Without its file, the checkout stays as stored, and is written back so.
          if (holdsCheckout(stored.checkout)) await loadCheckout().catch(() => undefined);
          return { stored, _persist: { version: versionOf(stored), rehydrated: false } } as PersistedRecord;
        },
        migrate,
        // What was stored is untrusted: keep only what decodes cleanly.
        stateReconciler: (inbound: PersistedRecord, _original, reduced) => {
          const slices = decodeRecord(inbound.stored);
          synced = { ...synced, slices };
          return {
            ...reduced,
            session: slices.session,
            cart: { ...reduced.cart, ...slices.cart },
            ...(reduced.checkout && { checkout: { ...reduced.checkout, ...slices.checkout } }),
          };
        },
        writeFailHandler: (error) => {
          console.warn('[storage] could not save the session and cart', error);
          store?.dispatch(storageFailed());
        },
      },
      fromStoredCheckout(root),
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
      const ours = ourPart(target.getState());
      const result = reconcile(ours);
      if (result) adopt(result, ours);
    };
    store = target;
    window.addEventListener('storage', onStorage);
    // Every request reads the secret stored now, so a tab sends the one another tab stored last.
    proofs = readStoredProofWith(() => {
      try {
        return decodeProof(storage.getItem(STORAGE_KEYS.sessionSecret));
      } catch {
        return null;
      }
    });
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
    // The recently viewed products: a key of their own, per device, followed by a
    // file of its own, fetched with the first page that shows them (recentlyViewed.ts). Named, as
    // the product's own page preloads it (webpack.config.ts, SitePagesPlugin).
    let recent: Promise<() => void> | undefined;
    const followRecent = () =>
      void (recent ??= import(/* webpackChunkName: "recent" */ './recentlyViewed').then(
        (file) => file.followRecent(storage, target),
        () => () => {}, // without its file, the list lasts as long as the page
      ));
    // The favourites' device copy, the same way: a key and a file of their own,
    // fetched with the first page that shows a heart (favoritesKept.ts).
    let favorites: Promise<() => void> | undefined;
    const followFavorites = () =>
      (favorites ??= import('./favoritesKept').then(
        (file) => file.followFavorites(storage, target),
        () => () => {}, // without its file, the list lasts as long as the page
      ));
    const stop = () => {
      proofs?.stop();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('storage', onStorage);
      persistor?.pause();
      store = null;
      void recent?.then((stopRecent) => stopRecent());
      void favorites?.then((stopFavorites) => stopFavorites());
    };
    /**
     * Writes this tab's state now, without waiting for redux-persist's next
     * write: an order's idempotency key must be stored before its request
     * leaves (src/features/checkout/placeOrder.ts).
     */
    const persistNow = () => {
      try {
        if (restored) write(target.getState(), true);
      } catch (error) {
        console.warn('[storage] could not save the checkout', error);
      }
    };
    /**
     * The favourites' device copy belongs to the shopper signed in (`shopper`; null: nobody): removed
     * when the session ends or another shopper signs in. Here rather than in its own file, which
     * comes only with a page that shows a heart: signing out from any other page must remove it too.
     */
    const favoritesBelongTo = (shopper: string | null) => {
      try {
        const kept = storage.getItem(FAVORITES_KEY);
        // Junk that cannot be parsed is left for the favourites' file, which drops it when read.
        if (kept !== null && (JSON.parse(kept) as { owner?: unknown } | null)?.owner !== shopper)
          storage.removeItem(FAVORITES_KEY);
      } catch {
        // unusable storage or junk: nothing of a shopper's to remove
      }
    };
    return { restored: done, stop, persistNow, followRecent, followFavorites, favoritesBelongTo };
  }

  return { reducer, start };
}

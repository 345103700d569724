/**
 * The device's recently viewed products, under their own key: per device, signed in
 * or not, so apart from the session's keys, which are written and removed with the session
 * (persistence.ts). A file of its own, fetched with the first page that shows the list
 * (src/app/store.ts): it reads the key back (untrusted), writes it whenever this tab's list
 * changes, and follows what other tabs write to it.
 */
import { KEPT, otherTabViewed, restored, selectRecentIds, type RecentState } from '../../features/recent/recentSlice';
import type { KeyValueStorage } from './storedSession';

export const RECENT_KEY = '@context-amaro:recent';

/** The shape written now (`{ version, ids }`); bump it, and read the older one too, when it changes. */
export const RECENT_VERSION = 1;

/** A product id as the catalogue writes them (its code_color); a longer text is junk. */
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100;

/**
 * The stored list, newest first: each readable id once, at most KEPT. A record of a newer
 * version is read as far as it is understood (its `ids`); what cannot be read is dropped with
 * one console warning, and nothing throws.
 */
export function decodeRecent(raw: string | null): string[] {
  if (raw === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  const ids = (stored as { ids?: unknown } | null)?.ids;
  const readable = Array.isArray(ids) ? ids.filter(isId) : [];
  if (!Array.isArray(ids) || readable.length < ids.length)
    console.warn('[storage] dropped unreadable recently viewed products');
  return [...new Set(readable)].slice(0, KEPT);
}

export const encodeRecent = (ids: readonly string[]): string => JSON.stringify({ version: RECENT_VERSION, ids });

interface StoreLike {
  getState: () => { recent?: RecentState };
  dispatch: (action: { type: string }) => unknown;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Reads the list back into the store, then keeps the key in step with it and follows other
 * tabs' writes. Returns what stops both.
 */
export function followRecent(storage: KeyValueStorage, store: StoreLike): () => void {
  const read = () => {
    try {
      return storage.getItem(RECENT_KEY);
    } catch {
      return null; // unreadable storage: the list lasts as long as the page
    }
  };
  let written = read();
  let warned = false;
  const save = (ids: readonly string[]) => {
    const value = encodeRecent(ids);
    if (value === written || (written === null && ids.length === 0)) return;
    try {
      storage.setItem(RECENT_KEY, value);
      written = value;
    } catch (error) {
      // Full storage: the session's keys say so to the shopper (persistence.ts); the list waits.
      if (!warned) console.warn('[storage] could not save the recently viewed products', error);
      warned = true;
    }
  };
  let kept = selectRecentIds(store.getState());
  const unsubscribe = store.subscribe(() => {
    const ids = selectRecentIds(store.getState());
    if (ids !== kept) save((kept = ids));
  });
  const stored = decodeRecent(written);
  if (stored.length > 0) store.dispatch(restored({ productIds: stored }));
  // What this tab viewed before the key was read, when nothing was stored.
  save(kept);

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage || (event.key !== RECENT_KEY && event.key !== null)) return;
    written = read();
    const theirs = decodeRecent(written);
    const ours = selectRecentIds(store.getState());
    if (theirs.length > 0 && JSON.stringify(theirs) !== JSON.stringify(ours))
      store.dispatch(otherTabViewed({ productIds: theirs }));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

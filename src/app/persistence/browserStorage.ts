import type { KeyValueStorage } from './specStorage';

/** An in-memory stand-in, for browsers that refuse storage (some private modes). */
export function memoryStorage(): KeyValueStorage & { dump: () => Record<string, string> } {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    dump: () => Object.fromEntries(data),
  };
}

/**
 * The browser's localStorage when it can be used; otherwise memory, so the
 * shop keeps working for this visit (`persistent: false`). Reading
 * `window.localStorage` itself can throw (disabled storage), hence the probe.
 * A full storage still counts as usable: reads work, and failed writes are
 * reported by the store.
 */
export function browserStorage(): { storage: KeyValueStorage; persistent: boolean } {
  try {
    const storage = window.localStorage;
    storage.getItem('@context-amaro:token'); // throws where storage is disabled
    return { storage, persistent: true };
  } catch {
    console.warn('[storage] localStorage is not available; the cart is kept for this visit only.');
    return { storage: memoryStorage(), persistent: false };
  }
}

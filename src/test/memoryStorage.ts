import type { KeyValueStorage } from '../app/persistence/storedSession';

/** An in-memory storage for tests, with a look at everything in it. */
export function memoryStorage(): KeyValueStorage & { dump: () => Record<string, string> } {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    dump: () => Object.fromEntries(data),
  };
}

import { isRecord, table, type TableSpec } from './store';

/** A shopper's list as the server keeps it: the items under `key`, and the version of the last save. */
export type VersionedList<Key extends string, Item> = { [K in Key]: Item[] } & { version: number };

interface Options<Item> {
  /** The stored items as this list holds them: what the storage may hold is checked here. */
  items: (stored: unknown[]) => Item[];
  /** An older format of a row (read as version 0), or null. */
  legacy?: (stored: unknown) => Item[] | null;
}

/**
 * A list kept per shopper (the cart's lines, the favourites): one row per shopper, keyed by the
 * account's id, in the server's records (store.ts), so the list follows the shopper across
 * logout, login, devices and a restart of `npm run api`. Each save counts a version: a device
 * that saved from an older one learns it.
 */
export function shopperLists<Key extends string, Item>(spec: TableSpec, key: Key, options: Options<Item>) {
  type List = VersionedList<Key, Item>;
  const list = (items: Item[], version: number) => ({ [key]: items, version }) as List;
  const NEVER_SAVED = list([], 0);

  const decode = (stored: unknown): List | null => {
    const legacy = options.legacy?.(stored);
    if (legacy) return list(legacy, 0);
    if (!isRecord(stored)) return null;
    const items = stored[key];
    const { version } = stored;
    if (!Array.isArray(items) || !Number.isSafeInteger(version) || (version as number) < 0) return null;
    return list(options.items(items), version as number);
  };
  const rows = table(spec, decode);

  const read = (userId: string): List => rows.get(userId) ?? NEVER_SAVED;
  return {
    name: rows.name,
    read,
    /** Stores a new copy of the shopper's list, one version up; answers it. */
    write(userId: string, items: Item[]): List {
      const saved = list(items, read(userId).version + 1);
      rows.put(userId, saved);
      return saved;
    },
    /** 'Excluir minha conta': the shopper's list leaves the disk. */
    forget: (userId: string) => rows.delete(userId),
  };
}

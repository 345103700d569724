/**
 * The fake server's disk: each record is one JSON value under its own
 * `@context-amaro:server-…` key in the browser's localStorage, apart from the
 * shop's own keys (the shop never reads these); with `npm run api`, in a data
 * folder (the storage it hands to keepServerDiskIn: mocks/devtools/fileDisk.ts);
 * in memory under the tests or when storage is disabled.
 *
 * Every read goes back to storage, so two tabs (one server, one disk) see each
 * other's writes; the decoded value is cached until the stored text changes.
 * A write storage refused (quota) stays in memory and is served from there.
 */
export const SERVER_KEY_PREFIX = '@context-amaro:server-';

export interface DiskRecord<T> {
  readonly key: string;
  /** The current value; treat it as read-only and write a new one. */
  read(): T;
  write(value: T): void;
  /** Forgets the record, in memory and in storage. */
  reset(): void;
}

/** Where a record's text is kept: the page's localStorage, or another store of the same shape. */
export type ServerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let configured: ServerStorage | null = null;

function storage(): ServerStorage | null {
  if (configured) return configured;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode): memory only
  }
}

const records: Array<DiskRecord<unknown> & { forget(): void }> = [];

/**
 * Keeps every record in this storage from now on (`npm run api`: a data
 * folder, so accounts, sessions, carts and orders outlive a restart); null
 * goes back to the page's localStorage, or memory.
 */
export function keepServerDiskIn(store: ServerStorage | null): void {
  configured = store;
  for (const record of records) record.forget();
}

/**
 * A record named `name` (key `@context-amaro:server-<name>`). `decode` turns
 * whatever is stored (undefined when nothing is, or not JSON) into a value,
 * defensively: the disk may hold an older format or junk. Each store names its own record: a
 * second record of one name would write over the first's data, so it stops the backend at once.
 */
export function diskRecord<T>(name: string, decode: (stored: unknown) => T): DiskRecord<T> {
  const key = SERVER_KEY_PREFIX + name;
  if (records.some((record) => record.key === key)) throw new Error(`[disk] two records are named "${name}"`);
  let cached: { raw: string | null; value: T } | null = null;
  let unsaved = false; // the last write lives in memory only

  const parse = (raw: string | null): T => {
    try {
      return decode(raw === null ? undefined : (JSON.parse(raw) as unknown));
    } catch {
      return decode(undefined);
    }
  };

  const record: DiskRecord<T> & { forget(): void } = {
    key,
    forget() {
      cached = null;
      unsaved = false;
    },
    read() {
      const store = storage();
      if (cached && (unsaved || !store)) return cached.value;
      let raw: string | null = null;
      try {
        raw = store?.getItem(key) ?? null;
      } catch {
        // Unreadable: what this tab wrote last serves it (a session just opened stays open), else empty.
        if (cached) return cached.value;
      }
      if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) };
      return cached.value;
    },
    write(value) {
      const raw = JSON.stringify(value);
      try {
        const store = storage();
        store?.setItem(key, raw);
        unsaved = !store;
      } catch {
        unsaved = true; // quota or disabled storage: memory still serves this tab
      }
      cached = { raw, value };
    },
    reset() {
      cached = null;
      unsaved = false;
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing to forget
      }
    },
  };
  records.push(record as DiskRecord<unknown> & { forget(): void });
  return record;
}

/** For tests: forget every record of the server's disk (src/test/setupTests.ts, before each test). */
export function resetServerDisk(): void {
  for (const record of records) record.reset();
}

/** The plain-object check every decoder starts with. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

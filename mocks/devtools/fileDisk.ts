/**
 * `npm run api`'s disk: the fake server's records (mocks/backend/disk.ts) as
 * one JSON file each in a data folder (API_DATA_DIR), so accounts, sessions,
 * carts and orders outlive a restart. One process owns the folder: what it
 * read or wrote is kept in memory, and every write goes to the file at once
 * (a new file renamed over the old, so a crash never leaves half a record).
 * The files hold password hashes, emails and CPFs: only their owner may read them.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_KEY_PREFIX, type ServerStorage } from '../backend/disk';

/** `@context-amaro:server-carts` → `carts.json`. */
function fileName(key: string): string {
  const name = key.startsWith(SERVER_KEY_PREFIX) ? key.slice(SERVER_KEY_PREFIX.length) : key;
  return `${name.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;
}

export function fileDisk(folder: string): ServerStorage {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const known = new Map<string, string | null>();
  const path = (key: string) => join(folder, fileName(key));
  return {
    getItem(key) {
      if (!known.has(key)) known.set(key, existsSync(path(key)) ? readFileSync(path(key), 'utf8') : null);
      return known.get(key) ?? null;
    },
    setItem(key, value) {
      const temporary = `${path(key)}.${process.pid}.tmp`;
      writeFileSync(temporary, value, { mode: 0o600 });
      renameSync(temporary, path(key));
      known.set(key, value);
    },
    removeItem(key) {
      rmSync(path(key), { force: true });
      known.set(key, null);
    },
  };
}

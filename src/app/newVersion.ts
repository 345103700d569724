import { useEffect, useState } from 'react';

/**
 * A page's file that will not load: is a new version of the shop out (the old
 * file is gone), or is the shopper's connection down? Only the
 * second is the shopper's business; the first is fixed by loading the new version.
 */
export type ChunkFailure = 'newVersion' | 'offline' | 'unavailable';

/** The file a failed `import()` asked for (webpack's ChunkLoadError names it), or null for other errors. */
export function failedChunkFile(error: unknown): string | null {
  const { name, request } = (error ?? {}) as { name?: unknown; request?: unknown };
  return name === 'ChunkLoadError' && typeof request === 'string' ? request : null;
}

/** Asks the server for the file itself: gone (404) is a new version; no answer at all is the connection. */
export async function whyChunkFailed(file: string): Promise<ChunkFailure> {
  try {
    const response = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? 'newVersion' : 'unavailable';
  } catch {
    return 'offline';
  }
}

/** sessionStorage (this tab, across reloads): the missing file that last made it load the new version. */
export const RELOADED_FOR_KEY = 'vitrine:reloaded-for';

/**
 * Loads the new version at the same address, once per missing file: a page
 * that misses the same file after the reload belongs to a broken deploy, and
 * reloading again would never end. Returns false when it does not reload
 * (already tried, or the browser keeps no storage to remember the attempt).
 */
export function reloadForNewVersion(file: string, reload = () => window.location.reload()): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === file) return false;
    sessionStorage.setItem(RELOADED_FOR_KEY, file);
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * For an error screen: why a page's file did not arrive. `checking` while the
 * server is asked, and while a new version loads (the page reloads); then the
 * reason. Null for an error that is not a file that failed to load.
 */
export function useChunkFailure(error: unknown): ChunkFailure | 'checking' | null {
  const file = failedChunkFile(error);
  const [found, setFound] = useState<[string, ChunkFailure]>();
  useEffect(() => {
    if (file)
      void whyChunkFailed(file).then((why) => {
        if (why !== 'newVersion' || !reloadForNewVersion(file)) setFound([file, why]);
      });
  }, [file]);
  return !file ? null : found?.[0] === file ? found[1] : 'checking';
}

import { useEffect, useState } from 'react';

/**
 * The search's selectors (searchSelectors.ts: the search index, sorting, the suggestions and
 * where Enter goes) are not in the first download. The grid and the menu bring them with their
 * files; the search box fetches them here, on its first focus or keystroke.
 */
export type SearchSelectors = typeof import('./searchSelectors');

let loading: Promise<SearchSelectors> | undefined;

/** The search's selectors, fetched once (again after a failed fetch). */
export function loadSearchSelectors(): Promise<SearchSelectors> {
  loading ??= import('./searchSelectors').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The search's selectors once `wanted` has been true and they have arrived; null until then. */
export function useSearchSelectors(wanted: boolean): SearchSelectors | null {
  const [selectors, setSelectors] = useState<SearchSelectors | null>(null);
  useEffect(() => {
    if (!wanted || selectors) return;
    let live = true;
    loadSearchSelectors().then(
      (loaded) => live && setSelectors(loaded),
      () => {}, // offline: no suggestions; Enter still goes to the text's product route (SearchBox)
    );
    return () => {
      live = false;
    };
  }, [wanted, selectors]);
  return selectors;
}

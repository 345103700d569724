import { startTransition, useEffect } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RootState } from '../../store/types';
import { parseCatalogQuery, toSearchString } from './catalogQuery';
import { restoredFromUrl, selectCatalogQuery } from './catalogQuerySlice';

/**
 * Keeps the home URL and the store's search, sort and filters in step. The
 * URL wins when the shopper arrives at it (open, reload, Back, a link); the
 * store wins when the shopper changes a control, and the hook then replaces
 * the URL. Its own replacements are never read back: while typing fast, an
 * older URL arriving late would otherwise erase the newest letters.
 */
export function useCatalogUrlSync(): void {
  const { search } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const query = useAppSelector(selectCatalogQuery);

  useEffect(() => {
    if (navigationType !== 'REPLACE') dispatch(restoredFromUrl(parseCatalogQuery(search)));
  }, [search, navigationType, dispatch]);

  useEffect(() => {
    // Read the store afresh: the effect above may just have restored it from the URL.
    const wanted = toSearchString(selectCatalogQuery(store.getState()));
    // Bookkeeping, not what the shopper waits for: the grid paints first, the address follows.
    if (wanted !== toSearchString(parseCatalogQuery(search)))
      startTransition(() => void navigate({ search: wanted }, { replace: true }));
  }, [query, search, navigate, store]);
}

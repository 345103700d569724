import { startTransition, useEffect } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RootState } from '../../store/types';
import { parseCatalogQuery, toSearchString } from './catalogQuery';
import { restoredFromUrl, selectCatalogQuery, selectSearchText } from './catalogQuerySlice';

/** The stores that have read a home address already. */
const arrived = new WeakSet<object>();

/**
 * Keeps the home URL and the store's search, sort and filters in step. The
 * URL wins when the shopper arrives at it (open, reload, Back, a link); the
 * store wins when the shopper changes a control, and the hook then replaces
 * the URL. Its own replacements are never read back: while typing fast, an
 * older URL arriving late would otherwise erase the newest letters.
 *
 * The page's first address is read only once this section's file has arrived,
 * while the header's search box works from the start: text typed there before
 * then is the shopper's latest word, and it stays (with the address's sort and
 * filters).
 */
export function useCatalogUrlSync(): void {
  const { search } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const query = useAppSelector(selectCatalogQuery);

  useEffect(() => {
    if (navigationType === 'REPLACE') return;
    const fromUrl = parseCatalogQuery(search);
    const typed = !arrived.has(store) && navigationType === 'POP' ? selectSearchText(store.getState()) : '';
    arrived.add(store);
    dispatch(restoredFromUrl(typed ? { ...fromUrl, search: typed } : fromUrl));
  }, [search, navigationType, dispatch, store]);

  useEffect(() => {
    // Read the store afresh: the effect above may just have restored it from the URL.
    const wanted = toSearchString(selectCatalogQuery(store.getState()));
    // Bookkeeping, not what the shopper waits for: the grid paints first, the address follows.
    if (wanted !== toSearchString(parseCatalogQuery(search)))
      startTransition(() => void navigate({ search: wanted }, { replace: true }));
  }, [query, search, navigate, store]);
}

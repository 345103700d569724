import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { catalogQueryRestored } from '../ui/uiSlice';
import { parseCatalogQuery, toSearchString } from './catalogQuery';
import { selectCatalogQuery } from './catalogSelectors';

/**
 * Keeps the home URL and the store's search, sort and filters in step: the URL
 * wins when it changes (open, reload, Back); the store wins when the shopper
 * changes a control. The URL is replaced, not pushed, so Back leaves the page.
 */
export function useCatalogUrlSync(): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const query = useAppSelector(selectCatalogQuery);
  const urlSearch = useRef<string | null>(null);

  useEffect(() => {
    const fromUrl = parseCatalogQuery(search);
    urlSearch.current = toSearchString(fromUrl);
    dispatch(catalogQueryRestored(fromUrl));
  }, [search, dispatch]);

  useEffect(() => {
    // Read the store afresh: the effect above may just have restored it from the URL.
    const wanted = toSearchString(selectCatalogQuery(store.getState()));
    if (urlSearch.current === null || wanted === urlSearch.current) return;
    urlSearch.current = wanted;
    navigate({ search: wanted }, { replace: true });
  }, [query, navigate, store]);
}

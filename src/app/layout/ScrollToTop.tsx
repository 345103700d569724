import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { isSamePage } from '../../components/samePage';

/**
 * A new page starts at its top. The declarative router has no
 * ScrollRestoration (it needs a data router), so this does its one job: after
 * a link or a redirect to another page, scroll up. Back and Forward (POP) are
 * left to the browser, which returns to where the shopper was. The home page
 * rewrites its own query string while the shopper types (REPLACE): only a new
 * path counts then. A move that says it stays on the page (a product's colour,
 * samePage.ts) keeps the scroll too.
 */
export function ScrollToTop(): null {
  const { pathname, search, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef({ pathname, search });

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    if (navigationType === 'POP' || isSamePage(state)) return;
    const newPage = pathname !== before.pathname || (navigationType === 'PUSH' && search !== before.search);
    // A link to a part of a page (#id) is scrolled there by that part (CatalogSection).
    if (newPage && !hash) window.scrollTo(0, 0);
  }, [pathname, search, hash, navigationType, state]);

  return null;
}

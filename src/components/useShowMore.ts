import { useEffect, useRef, useState } from 'react';

/**
 * A long list shown a page at a time ('Carregar mais'): how many items to show, the
 * press that shows the next page, and a ref for the first item it adds, which then
 * takes focus, so a keyboard carries on reading where the new items start (and does
 * not fall to the page's body when the button leaves with the last page).
 */
export function useShowMore<T extends HTMLElement>(total: number, pageSize: number) {
  const [limit, setLimit] = useState(pageSize);
  const shown = Math.min(limit, total);
  const firstNew = useRef<T>(null);
  useEffect(() => {
    if (limit > pageSize) firstNew.current?.focus();
  }, [limit, pageSize]);
  return {
    shown,
    /** The place of the first item the last press added (-1 before any press). */
    firstNewAt: limit > pageSize ? limit - pageSize : -1,
    firstNew,
    showMore: () => setLimit(shown + pageSize),
  };
}

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useShownPerEntry } from './useShownPerEntry';

/**
 * A long list shown a page at a time ('Carregar mais'): how many items to show, the
 * press that shows the next page, and a ref for the first item it adds, which then
 * takes focus, so a keyboard carries on reading where the new items start (and does
 * not fall to the page's body when the button leaves with the last page). How many are
 * shown is kept for the place in the history (useShownPerEntry.ts): Back from an item
 * opened from `list` shows as many, scrolled as before, focus on that item.
 */
export function useShowMore<T extends HTMLElement>(
  total: number,
  pageSize: number,
  list: RefObject<HTMLElement | null>,
) {
  const { limit, showMore } = useShownPerEntry('', pageSize, list);
  const [pressed, setPressed] = useState(false);
  const shown = Math.min(limit, total);
  const firstNew = useRef<T>(null);
  useEffect(() => {
    if (pressed) firstNew.current?.focus();
  }, [limit, pressed]);
  return {
    shown,
    /** The place of the first item the last press added (-1 before any press). */
    firstNewAt: pressed ? limit - pageSize : -1,
    firstNew,
    showMore: () => {
      setPressed(true);
      showMore();
    },
  };
}

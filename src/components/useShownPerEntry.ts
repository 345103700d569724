import { useEffect, useState, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** What a list grown by 'Carregar mais' keeps of its place in the history, for Back to bring back. */
export interface ShownMemory {
  /** What the list answered (a search, a sort): another answer starts again from the first page. */
  pageKey: string;
  /** How many items it showed. */
  shown: number;
  /** The page's scroll when the shopper left it. */
  scrollY: number;
  /** The address of the link opened from the list, if one was. */
  opened: string | null;
}

/**
 * What the lists of this visit remember, by history entry (react-router's location key). In
 * memory, not in storage: a new visit, even in the same tab, starts again from the first page
 * (its first entry has the same key as the last visit's, 'default').
 */
const memories = new Map<string, ShownMemory>();

export function readShownMemory(entry: string): ShownMemory | null {
  return memories.get(entry) ?? null;
}

export function writeShownMemory(entry: string, memory: ShownMemory): void {
  memories.set(entry, memory);
}

/** For tests, each of which is a new visit. */
export function forgetShownMemories(): void {
  memories.clear();
}

/**
 * How many items of a list to show, a page at a time ('Carregar mais' adds `pageSize`), kept
 * for each place in the history: a link opened from the list notes how many were shown, the
 * scroll and the link; Back to that place (POP) shows as many again, scrolled where the shopper
 * was, focus on the link they opened. A new answer (`pageKey`: a search, a sort) starts again
 * from the first page.
 */
export function useShownPerEntry(pageKey: string, pageSize: number, list: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // Read once, when the list is drawn for this place in the history.
  const [back] = useState(() => {
    const memory = navigationType === 'POP' ? readShownMemory(key) : null;
    return memory?.pageKey === pageKey ? memory : null;
  });
  const [page, setPage] = useState({ pageKey, limit: back?.shown ?? pageSize });
  const limit = page.pageKey === pageKey ? page.limit : pageSize;

  useEffect(() => {
    if (!back) return;
    window.scrollTo(0, back.scrollY);
    const opened = [...(list.current?.querySelectorAll('a') ?? [])].find(
      (link) => back.opened !== null && link.getAttribute('href') === back.opened,
    );
    opened?.focus({ preventScroll: true });
  }, [back, list]);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const note = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (!link) return;
      writeShownMemory(key, {
        pageKey,
        shown: limit,
        scrollY: window.scrollY,
        opened: link.getAttribute('href'),
      });
    };
    element.addEventListener('click', note);
    return () => element.removeEventListener('click', note);
  }, [list, key, pageKey, limit]);

  return { limit, showMore: () => setPage({ pageKey, limit: limit + pageSize }) };
}

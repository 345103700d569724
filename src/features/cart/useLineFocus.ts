import { useEffect, useRef } from 'react';

/**
 * Where focus goes when lines come and go, so a keyboard user is never left on
 * the page body: after a delete, to the line that took its place (or the one
 * before it), or to the summary when none is left; when 'Desfazer' brings a
 * line back, to that line.
 */
export function useLineFocus(skus: string[]) {
  const listRef = useRef<HTMLUListElement>(null);
  const pending = useRef<{ removed: string; next: string | null } | null>(null);
  const key = skus.join(' ');

  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const present = key.split(' ');
    let target: HTMLElement | null;
    if (present.includes(wanted.removed)) {
      // Put back (undo): focus the restored line, and stop following.
      target = findLineTitle(listRef.current, wanted.removed);
      pending.current = null;
    } else if (wanted.next !== null) {
      target = findLineTitle(listRef.current, wanted.next);
      wanted.next = null;
    } else return;
    (target ?? document.getElementById('summary-title'))?.focus();
  }, [key]);

  return {
    listRef,
    removing(sku: string) {
      const at = skus.indexOf(sku);
      pending.current = { removed: sku, next: skus[at + 1] ?? skus[at - 1] ?? '' };
    },
  };
}

function findLineTitle(list: HTMLElement | null, sku: string): HTMLElement | null {
  return list?.querySelector<HTMLElement>(`[data-sku="${CSS.escape(sku)}"] h2`) ?? null;
}

import { parseCatalogQuery, toSearchString } from '../features/catalog/catalogQuery';
import { searchChanged } from '../features/catalog/catalogQuerySlice';
import type { AppStore } from '../app/store';

/**
 * On a slow first visit the prerendered page can be used for
 * seconds before the shop starts. Called just before React draws a page anew
 * over the prerendered frame (an adopted home page keeps its elements, and
 * typedMeanwhile.ts reads its search box once React has it), this keeps what
 * the shopper did meanwhile:
 * - text typed in the search box goes to the store, and on the home page into
 *   the address, as typing replaces it (useCatalogUrlSync reads it back): the
 *   grid is filtered, and the adopted field keeps its text and caret;
 * - a page drawn anew (any address but the home page) loses the focused
 *   element: focus, and the caret, go to the same control once it is drawn
 *   (same tag, name and text), unless the shopper has moved on meanwhile.
 */
export function keepEarlyInput(container: HTMLElement, store: AppStore, redrawn: boolean): void {
  const text = container.querySelector<HTMLInputElement>('input[type="search"]')?.value;
  if (text) {
    store.dispatch(searchChanged(text));
    if (location.pathname === '/')
      history.replaceState(history.state, '', toSearchString({ ...parseCatalogQuery(location.search), search: text }));
  }
  const focused = document.activeElement as HTMLInputElement | null;
  if (!redrawn || !focused || !container.contains(focused)) return;
  const { tagName, textContent, selectionStart, selectionEnd } = focused;
  const label = focused.getAttribute('aria-label');
  const observer = new MutationObserver(() => {
    const again = [...container.getElementsByTagName(tagName)].find(
      (el) => el !== focused && el.getAttribute('aria-label') === label && el.textContent === textContent,
    ) as HTMLInputElement | undefined;
    if (!again) return;
    observer.disconnect();
    if (document.activeElement !== document.body) return;
    again.focus();
    if (selectionStart !== null && selectionStart !== undefined) again.setSelectionRange(selectionStart, selectionEnd);
  });
  observer.observe(container, { childList: true, subtree: true });
}

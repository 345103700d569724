import type { AppStore } from '../app/store';
import { searchChanged, selectSearchText } from '../features/catalog/catalogQuerySlice';

/**
 * React adopts the prerendered page in a transition that gives the main thread back every few
 * milliseconds (startShop.tsx). Letters typed into the search box meanwhile reach the box but not
 * React, which would put its own text back at its next render: the first letters of a word typed
 * as the page opens were lost. Called once React has the page (its effects run, the address read
 * into the store): the text typed into the box since it was drawn becomes the search, as if typed
 * live, and the box keeps its text and caret.
 */
export function keepTextTypedMeanwhile(box: HTMLInputElement | null, store: AppStore): void {
  // Gone (React drew the page anew), or as it was drawn: nothing typed.
  if (!box?.isConnected || box.value === box.defaultValue) return;
  const text = box.value;
  if (text !== selectSearchText(store.getState())) store.dispatch(searchChanged(text));
  // React tells the shopper's edits by comparing the box with the text it last gave it: give it
  // this one (the same text, the caret put back), or the next edit could go unheard.
  const { selectionStart, selectionEnd, selectionDirection } = box;
  box.value = text;
  box.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
}

import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * A reducer whose code comes with a lazily loaded page: `first`, a small one, holds
 * the state from the start; the page's module calls `takeOver` with its slice's
 * reducer when it loads, which answers the same key from then on, in every store
 * (and may keep `first` as its default case).
 */
export function lateReducer<S>(first: Reducer<S, UnknownAction>) {
  let current = first;
  const reducer: Reducer<S, UnknownAction> = (state, action) => current(state, action);
  return Object.assign(reducer, {
    first,
    takeOver: (full: Reducer<S, UnknownAction>) => void (current = full),
  });
}

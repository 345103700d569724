import { lateReducer } from '../../store/lateReducer';

/*
 * The recently viewed products' state as the store holds it from the start: its shape and a
 * reducer that keeps it until the feature's code arrives with the first page that shows the
 * list (recentSlice.ts, which then takes the store's 'recent' key over). The home page's first
 * download holds nothing else of the feature.
 */
declare module '../../store/types' {
  interface RootState {
    recent: RecentState;
  }
}

export interface RecentState {
  /** Product ids, newest first, each once (issue 32: the last products this device opened). */
  ids: string[];
}

export const NOTHING_VIEWED: RecentState = { ids: [] };

export const recentReducer = lateReducer<RecentState>((state = NOTHING_VIEWED) => state);

import { combineSlices } from '@reduxjs/toolkit';
import type { RootState } from './types';

/**
 * The store's one reducer (Redux Toolkit's combineSlices): src/app/store.ts injects the slices of
 * the first download, and each lazily loaded feature injects its own when its code arrives
 * (`slice.injectInto(rootReducer)`, in its slice file). Until then the feature's key is absent
 * from the state, and the injected slice's selectors read its initial state instead.
 * Here, not in src/app, so that a feature injects itself without importing the app.
 */
export const rootReducer = combineSlices({}).withLazyLoadedSlices<RootState>();

// Types only: Redux Toolkit must not load before the stand-in is installed.
import type { StoreEnhancer, StoreEnhancerStoreCreator, UnknownAction } from '@reduxjs/toolkit';

/**
 * A stand-in for the Redux DevTools browser extension (installed for every
 * test by setupEnv.ts, before Redux Toolkit loads): it applies the options the
 * store gives the extension (actionsDenylist, predicate) and records what the
 * extension's timeline would list, in the order actions reach the reducers.
 */
export const devToolsTimeline: UnknownAction[] = [];

interface DevToolsOptions {
  actionsDenylist?: string | string[];
  predicate?: <S, A extends UnknownAction>(state: S, action: A) => boolean;
}

function recorder({ actionsDenylist = [], predicate = () => true }: DevToolsOptions): StoreEnhancer {
  const denied = [actionsDenylist].flat().map((pattern) => new RegExp(pattern));
  return (createStore) => (reducer, preloaded) => {
    const store = createStore(reducer, preloaded);
    const dispatch = ((action: UnknownAction) => {
      const result = store.dispatch(action as Parameters<typeof store.dispatch>[0]);
      if (!denied.some((pattern) => pattern.test(action.type)) && predicate(store.getState(), action)) {
        devToolsTimeline.push(action);
      }
      return result;
    }) as typeof store.dispatch;
    return { ...store, dispatch };
  };
}

export function installFakeDevTools(): void {
  // Absent from the few tests that run in plain Node (the build-time prerender).
  if (typeof window === 'undefined') return;
  Object.assign(window, {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__:
      (options: DevToolsOptions) =>
      (...enhancers: StoreEnhancer[]) =>
      (createStore: StoreEnhancerStoreCreator) =>
        // The extension's own enhancer goes innermost, next to the reducers.
        enhancers.reduceRight((next, enhancer) => enhancer(next), recorder(options)(createStore)),
  });
}

import { clearAllListeners } from '@reduxjs/toolkit';
import { act, getConfig, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type To } from 'react-router-dom';
import { AppProviders, AppShell } from '../app/App';
import { makeStore, type AppStore } from '../app/store';
import type { RootState } from '../store/types';
import type { KeyValueStorage } from '../app/persistence/storedSession';

interface Options {
  preloadedState?: Partial<RootState>;
  storage?: KeyValueStorage | null;
  store?: AppStore;
}

/** What a test can read and do with the router: where the app is, and go elsewhere. */
export interface TestRouter {
  state: { location: Location; historyAction: string };
  /** Every location the app has been at, in order: proof of a move that must never happen. */
  readonly visited: readonly Location[];
  /**
   * Moves as a link click under user-event does: inside act(), then a task's wait
   * outside it, in which what follows the move (the announcer hearing the new page
   * title) comes without React reporting an update outside act().
   */
  navigate: (to: To | number) => Promise<void>;
}

const liveStores = new Set<AppStore>();

/**
 * Stops the listeners of every store rendered so far. A test can end while a
 * request is still on its way (a catalogue, a session check); its answer must
 * not start reactions, such as a cart save, in the next test's fake backend.
 */
export function disposeRenderedStores(): void {
  liveStores.forEach((store) => {
    store.dispatch(clearAllListeners());
    store.stop();
  });
  liveStores.clear();
}

type Report = (state: TestRouter['state'], navigate: (to: To | number) => void) => void;

/** Reports the router's current location and navigate function to the test. */
function RouterProbe({ report }: { report: Report }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  report({ location, historyAction }, (to) => void navigate(to as To));
  return null;
}

/** Renders the whole app at a URL with a fresh store and an instant fake backend. */
export function renderApp(url = '/', { preloadedState, storage = null, store }: Options = {}) {
  const appStore = store ?? makeStore({ preloadedState, storage });
  liveStores.add(appStore);
  let current: { state: TestRouter['state']; navigate: (to: To | number) => void } | null = null;
  const visited: Location[] = [];
  const router: TestRouter = {
    visited,
    get state() {
      if (!current) throw new Error('the router has not rendered yet');
      return current.state;
    },
    navigate: (to) => getConfig().asyncWrapper(() => act(async () => current?.navigate(to))),
  };
  const user = userEvent.setup();
  const utils = render(
    <AppProviders store={appStore}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <RouterProbe
          report={(state, navigate) => {
            if (visited.at(-1)?.key !== state.location.key) visited.push(state.location);
            current = { state, navigate };
          }}
        />
        <AppShell />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, store: appStore, router, user };
}

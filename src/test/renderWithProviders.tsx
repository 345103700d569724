import { ThemeProvider } from '@emotion/react';
import { clearAllListeners } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { ToastHost } from '../app/ToastHost';
import type { KeyValueStorage } from '../app/persistence/specStorage';
import { theme } from '../theme/theme';

interface Options {
  preloadedState?: Partial<RootState>;
  storage?: KeyValueStorage | null;
  store?: AppStore;
}

const liveStores = new Set<AppStore>();

/**
 * Stops the listeners of every store rendered so far, so a debounced cart save
 * from one test cannot land in the next one's fake backend.
 */
export function disposeRenderedStores(): void {
  liveStores.forEach((store) => store.dispatch(clearAllListeners()));
  liveStores.clear();
}

/** Renders the whole app at a URL with a fresh store and an instant fake backend. */
export function renderApp(url = '/', { preloadedState, storage = null, store }: Options = {}) {
  const appStore = store ?? makeStore({ preloadedState, storage });
  liveStores.add(appStore);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const utils = render(
    <Provider store={appStore}>
      <ThemeProvider theme={theme}>
        <ToastHost>
          <RouterProvider router={router} />
        </ToastHost>
      </ThemeProvider>
    </Provider>,
  );
  return { ...utils, store: appStore, router, user };
}

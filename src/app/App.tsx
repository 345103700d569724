import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { GlobalStyles } from '../theme/GlobalStyles';
import { theme } from '../theme/theme';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteError } from './RouteError';
import { AppRoutes } from './routes';
import type { AppStore } from './store';
import type { RootState } from '../store/types';
import { ToastHost } from './ToastHost';

interface ProvidersProps {
  store: AppStore;
  /**
   * The state the prerendered page was drawn from. While React adopts that
   * page (hydration), every component reads this instead of the live store, so
   * a cart read back from storage or an early catalogue answer cannot make the
   * first render differ from the HTML; the live state follows right after.
   */
  serverState?: RootState;
  /** The router: the browser's, a memory one in tests, a static one when prerendering. */
  children: ReactNode;
}

/** Everything around the routes, shared by the browser, the prerender and the tests. */
export function AppProviders({ store, serverState, children }: ProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <ToastHost>{children}</ToastHost>
      </ThemeProvider>
    </Provider>
  );
}

/**
 * The routes, and the root's error screen: it catches the frame itself failing,
 * and shows the error without the frame rather than a blank page (pages fail
 * inside the frame: see Layout). Moving to another address clears the error.
 */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      <AppRoutes />
    </ErrorBoundary>
  );
}

/** The shop in the browser. */
export function App({ store, serverState }: { store: AppStore; serverState?: RootState }) {
  return (
    <AppProviders store={store} serverState={serverState}>
      {/* Location changes render with the store's, not in a transition after them:
          logging out on /cart must not draw the guarded page signed out (useLogout). */}
      <BrowserRouter useTransitions={false}>
        <AppShell />
      </BrowserRouter>
    </AppProviders>
  );
}

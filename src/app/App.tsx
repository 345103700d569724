import { ThemeProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { GlobalStyles } from '../theme/GlobalStyles';
import { theme } from '../theme/theme';
import { routes } from './routes';
import type { AppStore } from './store';
import { ToastHost } from './ToastHost';

const router = createBrowserRouter(routes);

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <ToastHost>
          <RouterProvider router={router} />
        </ToastHost>
      </ThemeProvider>
    </Provider>
  );
}

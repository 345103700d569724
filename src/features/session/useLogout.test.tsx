import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../../app/App';
import { RequireAuth } from '../../app/RequireAuth';
import { makeStore } from '../../app/store';
import { itemAdded, selectCartLines } from '../cart/cartSlice';
import { loggedIn, selectIsLoggedIn } from './sessionSlice';
import { useLogout } from './useLogout';
import { cartItem, VESTIDO } from '../../test/products';
import { logIn, MARIA } from '../../test/shopper';
import { DEMO_TOKEN, sessionIsLive } from '../../test/fakeBackend';

function LogoutButton() {
  const logout = useLogout();
  const { pathname } = useLocation();
  return (
    <>
      <p>at {pathname}</p>
      <button type="button" onClick={logout}>
        sair
      </button>
    </>
  );
}

it("logs out on the guarded /cart and ends on '/', never on /login", async () => {
  const store = makeStore();
  const user = MARIA;
  act(() => {
    store.dispatch(loggedIn({ user, token: 't', cart: { lines: [], version: 0 } }));
    store.dispatch(itemAdded(cartItem(VESTIDO, 'M')));
  });
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/cart']} useTransitions={false}>
        <LogoutButton />
        <Routes>
          <Route path="/" element={<h1>home</h1>} />
          <Route path="/login" element={<h1>login</h1>} />
          <Route element={<RequireAuth />}>
            <Route path="/cart" element={<h1>cart</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  expect(screen.getByRole('heading', { name: 'cart' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'sair' }));

  expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
  expect(screen.getByText('at /')).toBeInTheDocument();
  expect(selectIsLoggedIn(store.getState())).toBe(false);
  expect(selectCartLines(store.getState())).toEqual([]);
});

it("'sair' ends the session on the server too: its secret proves nothing afterwards", async () => {
  const store = makeStore();
  act(() => logIn(store));
  expect(sessionIsLive(DEMO_TOKEN)).toBe(true);
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/']} useTransitions={false}>
        <LogoutButton />
      </MemoryRouter>
    </AppProviders>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'sair' }));
  expect(selectIsLoggedIn(store.getState())).toBe(false);
  await waitFor(() => expect(sessionIsLive(DEMO_TOKEN)).toBe(false));
});

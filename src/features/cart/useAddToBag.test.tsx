import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Product } from '../../api/types';
import { AppProviders } from '../../app/App';
import { makeStore, type AppStore } from '../../app/store';
import { useLoginReturn } from '../session/loginReturn';
import { selectCartLines } from './cartSlice';
import { useAddToBag, useInitialSize } from './useAddToBag';
import { BOLSA, cartLine, VESTIDO } from '../../test/products';
import { logIn } from '../../test/shopper';

const product = VESTIDO; // M in stock, GG sold out
const oneSize = BOLSA; // U only

function ProductHere({ item }: { item: Product }) {
  const add = useAddToBag(item);
  return (
    <>
      <p>chosen: {useInitialSize(item) || 'none'}</p>
      <button type="button" onClick={() => add('M')}>
        add M
      </button>
    </>
  );
}

function LoginHere() {
  const { to, state, reason } = useLoginReturn();
  return <p>{JSON.stringify({ to, state, reason, at: useLocation().pathname })}</p>;
}

function renderAt(store: AppStore, entry: string | { pathname: string; state: unknown }, item = product) {
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <Routes>
          <Route path="/product/:name" element={<ProductHere item={item} />} />
          <Route path="/login" element={<LoginHere />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

it('sends an anonymous shopper to /login with the reason and the size, to come back to the product', async () => {
  const store = makeStore();
  renderAt(store, '/product/VESTIDO?cor=verde');
  await userEvent.click(screen.getByRole('button', { name: 'add M' }));
  expect(
    screen.getByText(
      JSON.stringify({ to: '/product/VESTIDO?cor=verde', state: { size: 'M' }, reason: 'add-to-bag', at: '/login' }),
    ),
  ).toBeInTheDocument();
  expect(selectCartLines(store.getState())).toEqual([]);
});

it('adds the product for a signed-in shopper', async () => {
  const store = makeStore();
  // A session the fake backend issued: a token it refuses (401) would end the session and the bag.
  act(() => logIn(store));
  renderAt(store, '/product/VESTIDO');
  await userEvent.click(screen.getByRole('button', { name: 'add M' }));
  expect(selectCartLines(store.getState())).toEqual([cartLine(VESTIDO, 'M')]);
});

it.each([
  ['the size kept across the login', product, { size: 'M' }, 'M'],
  ['no size when the kept one is sold out', product, { size: 'GG' }, 'none'],
  ['no size by default', product, null, 'none'],
  ['U on a one-size product', oneSize, null, 'U'],
])('chooses %s', (_label, item, state, expected) => {
  renderAt(makeStore(), { pathname: '/product/VESTIDO', state }, item);
  expect(screen.getByText(`chosen: ${expected}`)).toBeInTheDocument();
});

import type { UnknownAction } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_USER, setLatencyOverride } from '../test/fakeBackend';
import { renderApp } from '../test/renderApp';
import { devToolsTimeline } from '../test/devToolsTimeline';
import { catalogApi } from '../features/products/catalogApi';
import { makeStore } from './store';
import { findToast } from '../test/toasts';

/** The timeline a reviewer reads: action types, with the endpoint a request was for. */
function describe(action: UnknownAction): string {
  const endpoint = (action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName;
  return endpoint ? `${action.type} ${endpoint}` : action.type;
}

/** What the Redux DevTools would have listed since the last call (src/test/devToolsTimeline.ts). */
const nextEvents = () => devToolsTimeline.splice(0).map(describe);

/**
 * The story since the last call, the toast's showing apart: the toast stack's file is fetched
 * with the first toast, so its `ui/toastShown` lands among the other events wherever that file
 * arrives. Waits for it, and checks it came once.
 */
async function storyWithToast(): Promise<string[]> {
  await waitFor(() => expect(devToolsTimeline.map(describe)).toContain('ui/toastShown'));
  const events = nextEvents();
  expect(events.filter((type) => type === 'ui/toastShown')).toHaveLength(1);
  return events.filter((type) => type !== 'ui/toastShown');
}

it('the core journey reads as its story on the timeline, and nothing else', async () => {
  // As at the spec's latency: the home page's catalogue section (its own file in the shop)
  // is drawn before the catalogue answers. React shows content that arrives after a
  // Suspense fallback up to 300 ms later, so the answer takes well over that, even on a
  // busy machine.
  setLatencyOverride(1500);
  const store = makeStore();
  devToolsTimeline.splice(0);
  // As src/start/startShop.tsx does: the catalogue is asked for before the first render.
  store.dispatch(catalogApi.util.prefetch('getProducts', undefined, {}));
  const { user } = renderApp('/', { store });
  const grid = await screen.findByRole('list', { name: 'Produtos' });
  setLatencyOverride(0);
  // The catalogue section reads the address when its code has arrived: before the catalogue's
  // answer at the spec's latency, after it when the machine is busy. Either order tells the story.
  const start = nextEvents();
  expect(start[0]).toBe('api/executeQuery/pending getProducts');
  expect(start.slice(1).sort()).toEqual(['api/executeQuery/fulfilled getProducts', 'catalogQuery/restoredFromUrl']);

  // Search, then sort.
  await user.type(screen.getByRole('combobox', { name: 'Buscar produtos' }), 'saia');
  await user.click(screen.getByRole('button', { name: 'Ordenar menor preço' }));
  expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(0);
  expect(nextEvents()).toEqual([
    'catalogQuery/searchChanged',
    'catalogQuery/searchChanged',
    'catalogQuery/searchChanged',
    'catalogQuery/searchChanged',
    'catalogQuery/sortChosen',
  ]);

  // Log in.
  await user.click(screen.getByRole('link', { name: 'Login' }));
  const form = await screen.findByRole('form', { name: 'Login' });
  await user.type(within(form).getByLabelText('Email'), DEMO_USER.email);
  await user.type(within(form).getByLabelText('Senha'), DEMO_USER.password);
  await user.click(within(form).getByRole('button', { name: 'Entrar' }));
  await screen.findByText('Bem vindo(a), Maria!');
  await screen.findByRole('list', { name: 'Produtos' });
  // Issue 31, item 5: the cards' hearts have the shopper's favourites read.
  await waitFor(() => expect(store.getState().favorites.sync).toBe('ready'));
  // And the welcome toast shows.
  expect(await storyWithToast()).toEqual([
    'api/executeMutation/pending login',
    'api/executeMutation/fulfilled login',
    'session/loggedIn',
    'api/executeQuery/pending getFavorites',
    'api/executeQuery/fulfilled getFavorites',
    'favorites/synced',
  ]);

  // Open a product and add it.
  await user.click(within(screen.getByRole('list', { name: 'Produtos' })).getAllByRole('link')[0]!);
  const title = await screen.findByRole('heading', { level: 1 });
  const size = screen
    .getAllByRole<HTMLOptionElement>('option')
    .find((option) => option.value && !option.disabled)!.value;
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), size);
  await user.click(screen.getByRole('button', { name: 'Adicionar produto à sacola' }));
  await screen.findByRole('link', { name: 'Sacola, 1 item' });
  expect(title).toBeInTheDocument();
  // 'Produto adicionado ao carrinho!' waits for the backend's answer (issue 24 item 4).
  await screen.findByText('Produto adicionado ao carrinho!');
  expect(nextEvents()).toEqual([
    'api/executeQuery/pending getProduct',
    'api/executeQuery/fulfilled getProduct',
    // Issue 32: the product shown joins the device's recently viewed.
    'recent/productViewed',
    'cart/itemAdded',
    'api/executeMutation/pending saveCart',
    'api/executeMutation/fulfilled saveCart',
    'cart/savedOnServer',
    'cart/itemAddSaved',
    'ui/toastShown',
  ]);

  // Open the cart and delete the line.
  await user.click(screen.getByRole('link', { name: 'Sacola, 1 item' }));
  const lines = await screen.findByRole('list', { name: 'Itens da sacola' });
  await user.click(within(lines).getByRole('button', { name: /^Remover/ }));
  await screen.findByText('Carrinho vazio!');
  expect(nextEvents()).toEqual([
    'api/executeQuery/pending getCart',
    'api/executeQuery/fulfilled getCart',
    'cart/loadedFromServer',
    'cart/itemRemoved',
    'api/executeMutation/pending saveCart',
    'ui/toastShown',
    'api/executeMutation/fulfilled saveCart',
    'cart/savedOnServer',
  ]);

  // Log out: at once, then the server is told to end the session (its answer comes when it comes).
  await user.click(screen.getByRole('button', { name: 'sair' }));
  await findToast('Logout efetuado com sucesso!');
  await waitFor(() => expect(devToolsTimeline.map(describe)).toContain('api/executeMutation/fulfilled endSession'));
  expect(nextEvents()).toEqual([
    'session/loggedOut',
    'catalogQuery/restoredFromUrl',
    'ui/toastShown',
    'api/executeMutation/pending endSession',
    'api/executeMutation/fulfilled endSession',
  ]);
});

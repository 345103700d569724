import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_USER, setLatencyOverride } from '../test/fakeBackend';
import { renderApp } from '../test/renderApp';
import { devToolsTimeline } from '../test/devToolsTimeline';
import { nextEvents, storyWithToast } from '../test/shopStory';
import { catalogApi } from '../features/products/catalogApi';
import { sessionApi } from '../features/session/sessionApi';
import { makeStore } from './store';
import { findToast } from '../test/toasts';

it('the core journey reads as its story on the timeline, and nothing else', async () => {
  // As at the shop's default latency: the home page's catalogue section (its own file in the shop)
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
  // The catalogue section reads the address when its code has arrived (the catalogue's request,
  // RTK Query's, is not part of the story).
  expect(nextEvents()).toEqual(['catalogQuery/restoredFromUrl']);

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
  // The cards' hearts have the shopper's favourites read.
  await waitFor(() => expect(store.getState().favorites!.sync).toBe('ready'));
  // And the welcome toast shows.
  expect(await storyWithToast()).toEqual(['session/loggedIn', 'favorites/synced']);

  // Open a product and add it.
  await user.click(within(screen.getByRole('list', { name: 'Produtos' })).getAllByRole('link')[0]!);
  const title = await screen.findByRole('heading', { level: 1 });
  const size = screen
    .getAllByRole<HTMLOptionElement>('option')
    .find((option) => option.value && !option.textContent?.includes('(esgotado)'))!.value;
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), size);
  await user.click(screen.getByRole('button', { name: 'Adicionar produto à sacola' }));
  await screen.findByRole('link', { name: 'Sacola, 1 item' });
  expect(title).toBeInTheDocument();
  // 'Produto adicionado ao carrinho!' waits for the backend's answer.
  await screen.findByText('Produto adicionado ao carrinho!');
  expect(nextEvents()).toEqual([
    // The product shown joins the device's recently viewed.
    'recent/productViewed',
    'cart/itemAdded',
    'cart/savedOnServer',
    'cart/itemAddSaved',
    'ui/toastShown',
  ]);

  // Open the cart and delete the line.
  await user.click(screen.getByRole('link', { name: 'Sacola, 1 item' }));
  const lines = await screen.findByRole('list', { name: 'Itens da sacola' });
  await user.click(within(lines).getByRole('button', { name: /^Remover/ }));
  await screen.findByText('Carrinho vazio!');
  expect(nextEvents()).toEqual(['cart/loadedFromServer', 'cart/itemRemoved', 'ui/toastShown', 'cart/savedOnServer']);

  // Log out: at once, then the server is told to end the session (its answer comes when it comes).
  await user.click(screen.getByRole('button', { name: 'sair' }));
  await findToast('Logout efetuado com sucesso!');
  await waitFor(() => expect(devToolsTimeline.some(sessionApi.endpoints.endSession.matchFulfilled)).toBe(true));
  expect(nextEvents()).toEqual(['session/loggedOut', 'catalogQuery/restoredFromUrl', 'ui/toastShown']);
});

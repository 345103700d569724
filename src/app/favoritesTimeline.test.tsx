import { screen, waitFor, within } from '@testing-library/react';
import { catalogApi } from '../features/products/catalogApi';
import { productLabel } from '../lib/text';
import { DEMO_USER } from '../test/fakeBackend';
import { devToolsTimeline } from '../test/devToolsTimeline';
import { nextEvents, storyWithToast } from '../test/shopStory';
import { VESTIDO } from '../test/products';
import { renderApp } from '../test/renderApp';
import { findToast } from '../test/toasts';
import { makeStore } from './store';

/** The card of `title` in the home page's grid. */
const card = (title: string) =>
  within(screen.getByRole('list', { name: 'Produtos' }))
    .getByRole('heading', { name: title })
    .closest('li')!;

it('the favourites read as their story on the timeline: a heart signed out, the login, the list, the bag', async () => {
  const store = makeStore();
  await store.dispatch(catalogApi.endpoints.getProducts.initiate());
  const { user, router } = renderApp('/', { store });
  const title = productLabel(VESTIDO);
  await screen.findByRole('list', { name: 'Produtos' });
  devToolsTimeline.splice(0);

  // Signed out, the heart goes to /login, which says why; nothing happens in the store.
  await user.click(within(card(title)).getByRole('button', { name: 'Adicionar aos favoritos' }));
  expect(await screen.findByText('Entre para salvar seus favoritos')).toBeInTheDocument();
  expect(nextEvents()).toEqual([]);

  // Signed in, back on the home page: the product is a favourite, saved, and its heart has the focus.
  await user.type(screen.getByLabelText('Email'), DEMO_USER.email);
  await user.type(screen.getByLabelText('Senha'), DEMO_USER.password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  const heart = await within(await waitFor(() => card(title))).findByRole('button', { name: 'Remover dos favoritos' });
  expect(router.state.location.pathname).toBe('/');
  await waitFor(() => expect(heart).toHaveFocus());
  await waitFor(() => expect(store.getState().favorites!.pending).toEqual([]));
  expect(await storyWithToast()).toEqual([
    'session/loggedIn',
    'favorites/itemAdded',
    'favorites/synced',
    'favorites/saved',
  ]);

  // 'Favoritos': a size chosen, 'Adicionar à sacola', then the favourite removed.
  await router.navigate('/favoritos');
  const list = await screen.findByRole('list', { name: 'Favoritos' });
  await user.selectOptions(within(list).getByRole('combobox', { name: 'Tamanho' }), 'M');
  await user.click(within(list).getByRole('button', { name: 'Adicionar à sacola' }));
  await findToast('Produto adicionado ao carrinho!');
  await user.click(within(list).getByRole('button', { name: 'Remover dos favoritos' }));
  expect(await screen.findByText(/Você ainda não tem favoritos/)).toBeInTheDocument();
  await waitFor(() => expect(store.getState().favorites!.pending).toEqual([]));
  expect(nextEvents()).toEqual([
    'cart/itemAdded',
    'cart/savedOnServer',
    'cart/itemAddSaved',
    'ui/toastShown',
    'favorites/itemRemoved',
    'favorites/saved',
  ]);
});

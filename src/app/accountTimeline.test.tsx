import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import { catalogApi } from '../features/products/catalogApi';
import { devToolsTimeline } from '../test/devToolsTimeline';
import { shopEvents, storyWithToast } from '../test/shopStory';
import { renderApp } from '../test/renderApp';
import { findToast } from '../test/toasts';
import { makeStore } from './store';

const ANA = { name: 'Ana Souza', email: 'ana@exemplo.com.br', cpf: '11144477735', password: 'vitrine2026' };
/** What must never reach an action, the state or the DevTools: the password, the CPF and the session's secret. */
const SECRETS = [ANA.password, ANA.cpf, '111.444.777-35', '"password"', '"cpf"', '"secret"'];
const leaked = (value: unknown) => SECRETS.filter((secret) => JSON.stringify(value).includes(secret));

it('the sign-up reads as its story on the timeline, and no password or CPF is in an action or the state', async () => {
  const store = makeStore();
  const everyAction: UnknownAction[] = [];
  store.dispatch(addListener({ predicate: () => true, effect: (action) => void everyAction.push(action) }));
  await store.dispatch(catalogApi.endpoints.getProducts.initiate());
  const { user, router } = renderApp('/', { store });
  await screen.findByRole('list', { name: 'Produtos' });
  await user.click(screen.getByRole('link', { name: 'Criar conta' }));
  const form = await screen.findByRole('form', { name: 'Criar conta' });
  devToolsTimeline.splice(0);

  const field = (label: string | RegExp) => within(form).getByLabelText(label);
  await user.type(field('Nome'), ANA.name);
  await user.type(field('Email'), ANA.email);
  await user.type(field('CPF'), ANA.cpf);
  await user.type(field('Senha'), ANA.password);
  await user.type(field('Confirme a senha'), ANA.password);
  await user.click(field(/Li e aceito os termos de uso/));
  await user.click(within(form).getByRole('button', { name: 'Criar conta' }));
  await findToast('Conta criada com sucesso! Você já está conectado(a).');
  // Back on the home page, its hearts read the new shopper's (empty) favourites.
  await waitFor(() => expect(shopEvents(devToolsTimeline)).toContain('favorites/synced'));
  // The request is plumbing; the story is the account made and the shopper signed in with it.
  expect(await storyWithToast()).toEqual(['account/registered', 'session/loggedIn', 'favorites/synced']);
  expect(router.state.location.pathname).toBe('/');
  expect(everyAction.length).toBeGreaterThan(5);
  expect(leaked(everyAction)).toEqual([]);
  expect(leaked(store.getState())).toEqual([]);
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DEMO_USER, readCart } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { selectCartLines } from './cartSlice';
import { cartLine, REGATA } from '../../test/products';
import { findToast } from '../../test/toasts';

async function logIn(user: UserEvent) {
  const form = await screen.findByRole('form', { name: 'Login' });
  await user.type(within(form).getByLabelText('Email'), DEMO_USER.email);
  await user.type(within(form).getByLabelText('Senha'), DEMO_USER.password);
  await user.click(within(form).getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByText('Bem vindo(a), Maria!')).toBeInTheDocument();
}

async function addFromProductPage(user: UserEvent, card: RegExp, title: string, size: string) {
  await user.click(within(await screen.findByRole('list', { name: 'Produtos' })).getByRole('link', { name: card }));
  await screen.findByRole('heading', { level: 1, name: title });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tamanho' }), size);
  await user.click(screen.getByRole('button', { name: 'Adicionar produto à sacola' }));
  await user.click(screen.getByRole('link', { name: 'Vitrine, página inicial' }));
}

function lineTitles(): string[] {
  return within(screen.getByRole('list', { name: 'Itens da sacola' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => `${heading.textContent} ${heading.parentElement?.textContent?.match(/Tamanho - \w+/)?.[0]}`);
}

describe('the cart follows the shopper', () => {
  it('comes back after logging out and in again, though logout clears it from the screen', async () => {
    const { user, router, store } = renderApp('/login');
    await logIn(user);
    await addFromProductPage(user, /^VESTIDO MIDI FLORAL - VERDE/, 'VESTIDO MIDI FLORAL - VERDE', 'M');
    await addFromProductPage(user, /^CASACO DE LÃ - CAMEL/, 'CASACO DE LÃ - CAMEL', 'P');
    await user.click(screen.getByRole('link', { name: 'Sacola, 2 itens' }));
    const casaco = await screen.findByRole('group', { name: 'Quantidade de CASACO DE LÃ - CAMEL, tamanho P' });
    await user.click(within(casaco).getByRole('button', { name: 'Aumentar quantidade' }));
    const before = lineTitles();
    expect(before).toEqual(['VESTIDO MIDI FLORAL - VERDE Tamanho - M', 'CASACO DE LÃ - CAMEL Tamanho - P']);
    // The backend has the cart as the screen shows it before the shopper leaves.
    await waitFor(() => expect(readCart(DEMO_USER.id).lines).toEqual(selectCartLines(store.getState())));

    await user.click(screen.getByRole('button', { name: 'sair' }));
    expect(await findToast('Logout efetuado com sucesso!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Sacola' })).toHaveTextContent(/^$/);
    expect(selectCartLines(store.getState())).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Login' }));
    await logIn(user);
    expect(screen.getByRole('link', { name: 'Sacola, 3 itens' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sacola, 3 itens' }));
    await screen.findByRole('list', { name: 'Itens da sacola' });
    expect(lineTitles()).toEqual(before);
    expect(
      within(screen.getByRole('region', { name: 'Resumo do Pedido' })).getByText('Total de items no carrinho: 3'),
    ).toBeInTheDocument();
    // Two sign-ins, each checking a password's slow hash (PBKDF2): a whole journey in jsdom, 10–14 s on a
    // quiet two-core machine.
  }, 40_000);

  it('keeps the backend copy in the user’s own storage key, apart from the shop’s keys', async () => {
    const { user } = renderApp('/login');
    await logIn(user);
    await addFromProductPage(user, /^REGATA CANELADA - OFF WHITE/, 'REGATA CANELADA - OFF WHITE', 'P');
    await waitFor(() => expect(readCart(DEMO_USER.id).lines).toEqual([cartLine(REGATA, 'P')]));
    // The server's records only (the sign-in's session among them): this store keeps none of the shop's keys.
    expect(Object.keys(localStorage)).toContain('@context-amaro:server-carts');
    expect(Object.keys(localStorage).filter((key) => !key.startsWith('@context-amaro:server-'))).toEqual([]);
  });
});

import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_TOKEN, DEMO_USER, readOutbox, sessionIsLive, sessionWith } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { selectIsLoggedIn } from '../session';
import { LINK_SENT } from './ForgotPasswordPage';
import { makeStore } from '../../app/store';
import { logIn, MARIA } from '../../test/shopper';

const NEW_PASSWORD = 'novaSenha2026';

/** Asks for a link on 'Esqueci minha senha'; answers the link the outbox got. */
async function askForLink(email: string) {
  const { user } = renderApp('/login');
  await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
  const form = await screen.findByRole('form', { name: 'Esqueci minha senha' });
  await user.type(within(form).getByLabelText('Email'), email);
  await user.click(within(form).getByRole('button', { name: 'Enviar link' }));
  expect(await within(form).findByRole('status')).toHaveTextContent(LINK_SENT);
  return readOutbox().at(-1)?.link;
}

describe("'Esqueci minha senha'", () => {
  it('answers the same for an email without an account, and sends nothing', async () => {
    expect(await askForLink('ninguem@vitrine.dev')).toBeUndefined();
  });

  it('sets a new password through the link once: every other session ends, and the shopper is signed in', async () => {
    const otherDevice = sessionWith(DEMO_TOKEN, DEMO_USER.id);
    const link = (await askForLink(DEMO_USER.email))!;
    expect(link).toMatch(/^\/redefinir-senha\?token=[\w-]{43}$/);
    const token = new URLSearchParams(link.split('?')[1]).get('token')!;

    const { user, router, store } = renderApp(link);
    const actions: UnknownAction[] = [];
    store.dispatch(addListener({ predicate: () => true, effect: (action) => void actions.push(action) }));
    const form = await screen.findByRole('form', { name: 'Criar nova senha' });
    await user.type(within(form).getByLabelText('Nova senha'), NEW_PASSWORD);
    await user.type(within(form).getByLabelText('Confirme a nova senha'), NEW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Salvar nova senha' }));

    await findToast('Senha alterada com sucesso! Você já está conectado(a).');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    // The address with the token was replaced; the token reached neither Redux nor the history.
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/', search: '' }));
    expect(await screen.findByRole('list', { name: 'Produtos' })).toBeInTheDocument();
    const seen = JSON.stringify([store.getState(), actions]);
    for (const secret of [token, NEW_PASSWORD]) expect(seen).not.toContain(secret);
    expect(sessionIsLive(otherDevice)).toBe(false);

    // The same link again: spent, said so, and the token leaves the address.
    const again = renderApp(link);
    const second = await within(again.container).findByRole('form', { name: 'Criar nova senha' });
    await again.user.type(within(second).getByLabelText('Nova senha'), 'outraSenha2026');
    await again.user.type(within(second).getByLabelText('Confirme a nova senha'), 'outraSenha2026');
    await again.user.click(within(second).getByRole('button', { name: 'Salvar nova senha' }));
    // The message takes the focus the form had, and the link to a new one comes next.
    const spent = await within(again.container).findByText(
      'Este link para criar uma nova senha expirou ou já foi usado. Peça um novo.',
    );
    expect(spent).toHaveFocus();
    await again.user.tab();
    expect(within(again.container).getByRole('link', { name: 'Pedir um novo link' })).toHaveFocus();
    expect(again.router.state.location.search).toBe('');
  }, 30_000);

  it('refuses a forged link when the new password is saved, and takes the token out of the address', async () => {
    const { user, router } = renderApp(`/redefinir-senha?token=${'x'.repeat(43)}`);
    const form = await screen.findByRole('form', { name: 'Criar nova senha' });
    await user.type(within(form).getByLabelText('Nova senha'), NEW_PASSWORD);
    await user.type(within(form).getByLabelText('Confirme a nova senha'), NEW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(/expirou ou já foi usado/)).toHaveFocus();
    expect(router.state.location).toMatchObject({ pathname: '/redefinir-senha', search: '' });
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/esqueci-senha');
  });
});

describe("'Criar nova senha' on a device where someone is signed in", () => {
  const link = `/redefinir-senha?token=${'x'.repeat(43)}`;
  const notice = /^Você está conectado\(a\) como /;

  it('says whose session the new password ends here, before it is saved', async () => {
    const store = makeStore();
    logIn(store);
    renderApp(link, { store });
    const form = await screen.findByRole('form', { name: 'Criar nova senha' });
    expect(within(form).getByText(notice)).toHaveTextContent(
      `Você está conectado(a) como ${MARIA.name} (${MARIA.email}) neste aparelho. Ao salvar a nova senha, você sai dessa conta e entra na conta deste link.`,
    );
  });

  it('says nothing of it when nobody is signed in', async () => {
    renderApp(link);
    const form = await screen.findByRole('form', { name: 'Criar nova senha' });
    expect(within(form).queryByText(notice)).not.toBeInTheDocument();
  });
});

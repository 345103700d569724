import { screen, within } from '@testing-library/react';
import { DEMO_USER } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { selectIsLoggedIn } from './sessionSlice';
import { findToast } from '../../test/toasts';

async function openLogin() {
  const utils = renderApp('/login');
  const form = await screen.findByRole('form', { name: 'Login' });
  return {
    ...utils,
    form,
    email: within(form).getByLabelText('Email'),
    password: within(form).getByLabelText('Senha'),
    submit: within(form).getByRole('button', { name: 'Entrar' }),
  };
}

describe('login page', () => {
  it("marks both empty fields 'Campo obrigatório', each under its own field", async () => {
    const { user, email, password, submit, router } = await openLogin();
    await user.click(submit);

    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(email).toHaveAccessibleDescription('Campo obrigatório');
    expect(email).toBeInvalid();
    expect(password).toHaveAccessibleDescription('Campo obrigatório');
    expect(password).toBeInvalid();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("treats spaces alone as empty ('Campo obrigatório')", async () => {
    const { user, email, password, submit } = await openLogin();
    await user.type(email, '   ');
    await user.type(password, '   ');
    await user.click(submit);
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
  });

  it("rejects a malformed email with 'Email inválido'", async () => {
    const { user, email, password, submit } = await openLogin();
    await user.type(email, 'maria.vitrine.dev');
    await user.type(password, DEMO_USER.password);
    await user.click(submit);

    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Email inválido');
    expect(password).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
  });

  it('says clearly when the password is wrong, keeping the typed email', async () => {
    const { user, email, password, submit, store, form, router } = await openLogin();
    await user.type(email, DEMO_USER.email);
    await user.type(password, 'errada');
    await user.click(submit);

    expect(await within(form).findByRole('alert')).toHaveTextContent('Email ou senha incorretos.');
    expect(email).toHaveValue(DEMO_USER.email);
    expect(router.state.location.pathname).toBe('/login');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs the demo user in: toast, greeting, and home', async () => {
    const { user, email, password, submit, router } = await openLogin();
    await user.type(email, DEMO_USER.email);
    await user.type(password, DEMO_USER.password);
    await user.click(submit);

    expect(await findToast('Login efetuado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Bem vindo(a), Maria!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('list', { name: 'Produtos' })).toBeInTheDocument();
  });

  it('trims spaces around the email', async () => {
    const { user, email, password, submit, router, store } = await openLogin();
    await user.type(email, `  ${DEMO_USER.email}  `);
    await user.type(password, DEMO_USER.password);
    await user.click(submit);

    expect(await screen.findByText('Bem vindo(a), Maria!')).toBeInTheDocument();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });
});

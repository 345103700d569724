import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import { DEMO_USER } from '../../test/fakeBackend';
import { devToolsTimeline } from '../../test/devToolsTimeline';
import { renderApp } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { PASSWORD_RULE_TEXT } from '../../rules/account';
import { selectIsLoggedIn } from '../session';

/** The demo shopper's CPF (mocks/backend/accounts/accountStore.ts). */
const DEMO_CPF = '52998224725';
const ANA = { name: 'Ana Souza', email: 'ana@exemplo.com.br', cpf: '11144477735', password: 'vitrine2026' };

async function openSignUp(url = '/cadastro') {
  const utils = renderApp(url);
  const form = await screen.findByRole('form', { name: 'Criar conta' });
  const field = (label: string | RegExp) => within(form).getByLabelText(label);
  return {
    ...utils,
    form,
    field,
    submit: () => utils.user.click(within(form).getByRole('button', { name: 'Criar conta' })),
    async fill(values: Partial<typeof ANA & { confirmation: string }> = {}) {
      const { name, email, cpf, password, confirmation } = { ...ANA, confirmation: ANA.password, ...values };
      if (name) await utils.user.type(field('Nome'), name);
      if (email) await utils.user.type(field('Email'), email);
      if (cpf) await utils.user.type(field('CPF'), cpf);
      if (password) await utils.user.type(field('Senha'), password);
      if (confirmation) await utils.user.type(field('Confirme a senha'), confirmation);
      await utils.user.click(field(/Li e aceito os termos de uso/));
    },
  };
}

describe("'Criar conta'", () => {
  it('says under each field what is missing, the consent included', async () => {
    const { field, submit, router } = await openSignUp();
    await submit();
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(5);
    for (const label of ['Nome', 'Email', 'CPF', 'Confirme a senha']) {
      expect(field(label)).toHaveAccessibleDescription('Campo obrigatório');
    }
    expect(field('Senha')).toHaveAccessibleDescription(`${PASSWORD_RULE_TEXT} Campo obrigatório`);
    expect(field(/Li e aceito os termos de uso/)).toHaveAccessibleDescription(
      'Aceite os termos de uso e o aviso de privacidade para criar a conta.',
    );
    expect(router.state.location.pathname).toBe('/cadastro');
  });

  it('refuses a CPF with wrong check digits, a weak password and a confirmation that differs', async () => {
    const { field, fill, submit, store } = await openSignUp();
    await fill({ cpf: '11144477736', password: 'somenteletras', confirmation: 'outra' });
    await submit();
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    expect(field('CPF')).toHaveValue('111.444.777-36');
    expect(field('Senha')).toHaveAccessibleDescription(`${PASSWORD_RULE_TEXT} ${PASSWORD_RULE_TEXT}`);
    expect(field('Confirme a senha')).toHaveAccessibleDescription('As senhas não conferem.');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it.each([
    ['email', { email: ` ${DEMO_USER.email.toUpperCase()}` }],
    ['CPF', { cpf: DEMO_CPF }],
  ])('answers a taken %s without naming it, with the ways to sign in or reset the password', async (_taken, values) => {
    const { field, fill, submit, form, router, user } = await openSignUp();
    await fill(values);
    await submit();
    const said = await within(form).findByRole('alert');
    expect(said).toHaveTextContent(
      'Não foi possível criar a conta com esses dados. Se você já tem conta, entre ou recupere sua senha.',
    );
    expect(said).not.toHaveTextContent(/CPF|email/i);
    for (const label of ['Email', 'CPF']) expect(field(label)).not.toHaveAccessibleDescription(/conta/);
    // The ways on come right after the button, the next stops of the keyboard.
    expect(within(form).getByRole('button', { name: 'Criar conta' })).toHaveFocus();
    await user.tab();
    expect(document.activeElement).toBe(within(form).getAllByRole('link', { name: 'Entrar' })[0]);
    await user.tab();
    expect(within(form).getByRole('link', { name: 'Esqueci minha senha' })).toHaveFocus();
    expect(within(form).getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/esqueci-senha');
    await user.click(within(form).getAllByRole('link', { name: 'Entrar' })[0]!);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs the new shopper in, with a toast, and goes back to where they were', async () => {
    const { user, router, store } = renderApp('/cart');
    const actions: UnknownAction[] = [];
    store.dispatch(addListener({ predicate: () => true, effect: (action) => void actions.push(action) }));
    // The trip to /login and on to 'Criar conta' keeps where the shopper came from.
    const login = await screen.findByRole('form', { name: 'Login' });
    await user.click(within(login).getByRole('link', { name: 'Criar conta' }));
    const form = await screen.findByRole('form', { name: 'Criar conta' });
    await user.type(within(form).getByLabelText('Nome'), ANA.name);
    await user.type(within(form).getByLabelText('Email'), ANA.email);
    await user.type(within(form).getByLabelText('CPF'), ANA.cpf);
    await user.type(within(form).getByLabelText('Senha'), ANA.password);
    await user.type(within(form).getByLabelText('Confirme a senha'), ANA.password);
    await user.click(within(form).getByLabelText(/Li e aceito os termos de uso/));
    await user.click(within(form).getByRole('button', { name: 'Criar conta' }));

    await findToast('Conta criada com sucesso! Você já está conectado(a).');
    expect(store.getState().session.user).toMatchObject({ name: 'Ana Souza', email: ANA.email });
    expect(router.state.location.pathname).toBe('/cart');
    // Neither the password nor the session's secret reached Redux: state and every action.
    const seen = JSON.stringify([store.getState(), actions]);
    expect(seen).not.toContain(ANA.password);
    expect(seen).not.toMatch(/"secret"/);
    expect(devToolsTimeline.map((action) => action.type)).toContain('account/registered');
  }, 30_000);
});

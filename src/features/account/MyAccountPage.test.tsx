import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_USER, parseFailSetting, sessionIsLive, sessionWith, setFailureConfig } from '../../test/fakeBackend';
import { devToolsTimeline } from '../../test/devToolsTimeline';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { findToast } from '../../test/toasts';
import { maskCpf } from '../../rules/cpf';
import { PASSWORD_RULE_TEXT } from '../../rules/account';
import { DEMO_ACCOUNT } from '../../../mocks/backend/accounts/accountStore';
import { WRONG_CURRENT_PASSWORD } from '../../../mocks/backend/accounts/profileRoutes';
import { selectIsLoggedIn } from '../session';
import { PASSWORD_CHANGED } from './PasswordChangeForm';

const PHONE = 'the-phone-session-secret-of-these-tests-000';
const NEW_PASSWORD = 'novaSenha2026';

async function openAccount() {
  const utils = renderApp('/conta', { store: shopperWith() });
  const details = await screen.findByRole('form', { name: 'Meus dados' });
  const password = screen.getByRole('form', { name: 'Alterar senha' });
  return { ...utils, details, password };
}

async function fillPassword(
  { user, password }: Awaited<ReturnType<typeof openAccount>>,
  current: string,
  next = NEW_PASSWORD,
  confirmation = next,
) {
  await user.type(within(password).getByLabelText('Senha atual'), current);
  await user.type(within(password).getByLabelText('Nova senha'), next);
  await user.type(within(password).getByLabelText('Confirme a nova senha'), confirmation);
  await user.click(within(password).getByRole('button', { name: 'Alterar senha' }));
}

describe("'Minha conta'", () => {
  it("keeps the shopper's data only while the page shows it (another shopper may sign in next)", async () => {
    const { router, store } = await openAccount();
    const accountEntries = () =>
      Object.values(store.getState().api.queries).filter((entry) => entry?.endpointName === 'getAccount');
    expect(accountEntries()).toHaveLength(1);
    await router.navigate('/');
    await waitFor(() => expect(accountEntries()).toEqual([]));
    expect(JSON.stringify(store.getState())).not.toContain(maskCpf(DEMO_ACCOUNT.cpf));
  });

  it("opens from the header's 'Minha conta': its title, focus on the heading, the data, the CPF masked", async () => {
    const { user, router } = renderApp('/', { store: shopperWith() });
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Minha conta' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Minha conta' });
    expect(router.state.location.pathname).toBe('/conta');
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Minha conta | Vitrine');
    const details = await screen.findByRole('form', { name: 'Meus dados' });
    expect(within(details).getByLabelText('Nome')).toHaveValue(DEMO_USER.name);
    expect(within(details).getByText(DEMO_USER.email)).toBeInTheDocument();
    expect(within(details).getByText('***.982.247-**')).toBeInTheDocument();
    expect(maskCpf(DEMO_ACCOUNT.cpf)).toBe('***.982.247-**');
    expect(document.body).not.toHaveTextContent(DEMO_ACCOUNT.cpf.slice(0, 3) + '.');
    const orders = screen.getByRole('link', { name: 'Meus pedidos' });
    expect(orders).toHaveAttribute('href', '/pedidos');
    await user.click(orders);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeInTheDocument();
  });

  it('sends a signed-out shopper to /login, replacing history', async () => {
    const { router } = renderApp('/conta');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe("'Meus dados': a new name", () => {
  it("renames the shopper on the server: the header's greeting follows, the timeline says session/renamed", async () => {
    const { user, details, store } = await openAccount();
    const name = within(details).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, '  Maria   Clara ');
    const before = devToolsTimeline.length;
    await user.click(within(details).getByRole('button', { name: 'Salvar nome' }));
    expect(await within(details).findByRole('status')).toHaveTextContent('Nome atualizado.');
    expect(screen.getByText('Bem vindo(a), Maria Clara!')).toBeInTheDocument();
    expect(store.getState().session.user?.name).toBe('Maria Clara');
    const story = devToolsTimeline.slice(before).map((action) => action.type);
    expect(story.filter((type) => !type.startsWith('api/'))).toEqual(['session/renamed']);
    expect(story).toContain('api/executeMutation/fulfilled');
  });

  it.each([
    ['', 'Campo obrigatório'],
    ['M', 'Informe seu nome (só letras, de 2 a 60).'],
    ['Maria 2', 'Informe seu nome (só letras, de 2 a 60).'],
  ])('says under the field what the sign-up rule refuses in %p, and sends nothing', async (typed, message) => {
    const { user, details, store } = await openAccount();
    const name = within(details).getByLabelText('Nome');
    await user.clear(name);
    if (typed) await user.type(name, typed);
    await user.click(within(details).getByRole('button', { name: 'Salvar nome' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    expect(name).toHaveFocus();
    expect(screen.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeInTheDocument();
    expect(store.getState().session.user?.name).toBe(DEMO_USER.name);
  });
});

describe("'Alterar senha'", () => {
  afterEach(() => setFailureConfig());

  it('refuses a wrong current password: the server’s words under the field, nothing else changes', async () => {
    sessionWith(PHONE, DEMO_USER.id);
    const utils = await openAccount();
    await fillPassword(utils, 'errada123');
    const current = within(utils.password).getByLabelText('Senha atual');
    await waitFor(() => expect(current).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD), { timeout: 10_000 });
    expect(current).toHaveFocus();
    expect(sessionIsLive(PHONE)).toBe(true);
    expect(selectIsLoggedIn(utils.store.getState())).toBe(true);
  }, 30_000);

  it('asks for the sign-up rule and the same password twice before sending anything', async () => {
    const utils = await openAccount();
    await fillPassword(utils, DEMO_USER.password, 'curta1', 'outra1');
    const form = within(utils.password);
    expect(await form.findByText(PASSWORD_RULE_TEXT, { selector: '[id$="-error"]' })).toBeInTheDocument();
    expect(form.getByLabelText('Confirme a nova senha')).toHaveAccessibleDescription('As senhas não conferem.');
  });

  it('changes it: the other devices are signed out, this one stays, told once; no password in Redux', async () => {
    sessionWith(PHONE, DEMO_USER.id);
    const utils = await openAccount();
    const before = devToolsTimeline.length;
    await fillPassword(utils, DEMO_USER.password);
    const status = await within(utils.password).findByRole('status', {}, { timeout: 10_000 });
    await waitFor(() => expect(status).toHaveTextContent(PASSWORD_CHANGED), { timeout: 10_000 });
    expect(within(utils.password).getByLabelText('Senha atual')).toHaveValue('');
    expect(sessionIsLive(PHONE)).toBe(false);
    expect(selectIsLoggedIn(utils.store.getState())).toBe(true);
    expect(utils.router.state.location.pathname).toBe('/conta');
    const story = devToolsTimeline.slice(before);
    expect(story.map((action) => action.type).filter((type) => !type.startsWith('api/'))).toEqual([
      'account/passwordChanged',
    ]);
    for (const secret of [DEMO_USER.password, NEW_PASSWORD]) {
      expect(JSON.stringify(utils.store.getState())).not.toContain(secret);
      expect(JSON.stringify(story)).not.toContain(secret);
    }
  }, 30_000);
});

describe("'Sair de todos os aparelhos', on 'Minha conta'", () => {
  afterEach(() => setFailureConfig());

  it('ends every session of the account on the server, then signs out here and goes home', async () => {
    sessionWith(PHONE, DEMO_USER.id);
    const { user, router, store } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Sair de todos os aparelhos' }));
    await findToast('Você saiu de todos os aparelhos.');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('list', { name: 'Produtos' })).toBeInTheDocument();
    expect(sessionIsLive(PHONE)).toBe(false);
  });

  it('keeps the shopper signed in, and says so, when the server could not end them', async () => {
    sessionWith(PHONE, DEMO_USER.id);
    setFailureConfig({ fail: parseFailSetting('logoutEverywhere') });
    const { user, router, store } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Sair de todos os aparelhos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Não foi possível sair de todos os aparelhos/);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(router.state.location.pathname).toBe('/conta');
    expect(sessionIsLive(PHONE)).toBe(true);
  });
});

describe("'Minha conta' when a call fails (docs/FAILURES.md)", () => {
  afterEach(() => setFailureConfig());

  it("account: 'Não foi possível carregar seus dados.', the reason and 'Tentar novamente'; the rest of the page works", async () => {
    setFailureConfig({ fail: parseFailSetting('account') });
    const { user } = renderApp('/conta', { store: shopperWith() });
    expect(await screen.findByText('Não foi possível carregar seus dados.')).toBeInTheDocument();
    expect(screen.getByText('Tivemos um problema no nosso servidor.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Alterar senha' })).toBeInTheDocument();
    setFailureConfig();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('form', { name: 'Meus dados' })).toBeInTheDocument();
  });

  it('accountUpdate: says it under the form; the name typed stays, the greeting does not change', async () => {
    setFailureConfig({ fail: parseFailSetting('accountUpdate') });
    const { user, details } = await openAccount();
    const name = within(details).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Maria Clara');
    await user.click(within(details).getByRole('button', { name: 'Salvar nome' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar seu nome. Tivemos um problema no nosso servidor.',
    );
    expect(name).toHaveValue('Maria Clara');
    expect(screen.getByText(`Bem vindo(a), ${DEMO_USER.name}!`)).toBeInTheDocument();
  });

  it('passwordChange: says it under the form; the fields stay typed, the other sessions live', async () => {
    sessionWith(PHONE, DEMO_USER.id);
    setFailureConfig({ fail: parseFailSetting('passwordChange') });
    const utils = await openAccount();
    await fillPassword(utils, DEMO_USER.password);
    expect(await within(utils.password).findByRole('alert')).toHaveTextContent(
      'Não foi possível alterar sua senha. Tivemos um problema no nosso servidor.',
    );
    expect(within(utils.password).getByLabelText('Senha atual')).toHaveValue(DEMO_USER.password);
    expect(sessionIsLive(PHONE)).toBe(true);
  });
});

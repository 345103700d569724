import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNT, findAccountById } from '../../../mocks/backend/accounts/accountStore';
import { DEMO_USER, parseFailSetting, sessionIsLive, sessionWith, setFailureConfig } from '../../test/fakeBackend';
import { devToolsTimeline } from '../../test/devToolsTimeline';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { findToast } from '../../test/toasts';
import { WRONG_PASSWORD } from '../../rules/account';
import { selectIsLoggedIn } from '../session';
import { MY_DATA_FILE } from './accountFlows';
import { ACCOUNT_DELETED } from './useDeleteAccount';

const PHONE = 'the-phone-session-secret-of-these-tests-000';

async function openAccount() {
  const utils = renderApp('/conta', { store: shopperWith() });
  await screen.findByRole('form', { name: 'Meus dados' });
  return utils;
}

/** The story's own events since `from` (RTK Query's plumbing and the toasts' bookkeeping left out). */
const storySince = (from: number) =>
  devToolsTimeline
    .slice(from)
    .map((action) => action.type)
    .filter((type) => !type.startsWith('api/') && type !== 'ui/toastShown');

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe("'Baixar meus dados'", () => {
  let saved: Blob[];
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    saved = [];
    clicked = [];
    // jsdom has no object URLs and does not download: the file and the link are caught here.
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return `blob:vitrine/${saved.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setFailureConfig();
  });

  it('saves the shopper’s data as vitrine-meus-dados.json, and none of it enters Redux', async () => {
    const { user, store } = await openAccount();
    const before = devToolsTimeline.length;
    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    const section = screen.getByRole('region', { name: 'Seus dados' });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      `Seus dados foram baixados no arquivo ${MY_DATA_FILE}.`,
    );
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toHaveAttribute('download', MY_DATA_FILE);
    expect(clicked[0]).toHaveAttribute('href', 'blob:vitrine/1');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(saved[0]!.type).toBe('application/json');
    const file = JSON.parse(await textOf(saved[0]!)) as Record<string, unknown>;
    expect(file).toMatchObject({
      format: 'vitrine-meus-dados/1',
      account: { name: DEMO_USER.name, email: DEMO_USER.email, cpf: DEMO_ACCOUNT.cpf },
    });
    expect(JSON.stringify(file)).not.toContain('pbkdf2');
    expect(storySince(before)).toEqual(['account/dataDownloaded']);
    // The whole CPF was in the file: never in the state or on the timeline.
    expect(JSON.stringify(store.getState())).not.toContain(DEMO_ACCOUNT.cpf);
    expect(JSON.stringify(devToolsTimeline.slice(before))).not.toContain(DEMO_ACCOUNT.cpf);
  });

  it('says why when the server could not answer, and saves nothing', async () => {
    setFailureConfig({ fail: parseFailSetting('accountExport') });
    const { user } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Não foi possível baixar seus dados\. /);
    expect(clicked).toEqual([]);
  });

  it("links the privacy notice ('Privacidade')", async () => {
    await openAccount();
    const section = screen.getByRole('region', { name: 'Seus dados' });
    expect(within(section).getByRole('link', { name: 'Veja o que guardamos e onde' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });
});

describe("'Excluir minha conta'", () => {
  afterEach(() => setFailureConfig());

  async function openDeletion() {
    const utils = await openAccount();
    await utils.user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const form = screen.getByRole('form', { name: 'Excluir minha conta' });
    const password = within(form).getByLabelText('Senha');
    return { ...utils, form, password };
  }

  it('asks for the password, focus in its field; Cancelar and Escape give focus back to the button', async () => {
    const { user, password } = await openDeletion();
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Digite sua senha para confirmar.');
    await user.type(password, 'algo');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form', { name: 'Excluir minha conta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir minha conta' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('form', { name: 'Excluir minha conta' })).getByLabelText('Senha')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Excluir minha conta' })).toHaveFocus();
  });

  it('says under the field that the password is missing, and sends nothing', async () => {
    const { user, form, password } = await openDeletion();
    await user.click(within(form).getByRole('button', { name: 'Excluir conta definitivamente' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Digite sua senha para confirmar. Campo obrigatório'),
    );
    expect(password).toHaveFocus();
    expect(findAccountById(DEMO_USER.id)).not.toBeNull();
  });

  it('refuses a wrong password: the server’s words under the field, focus there, nothing deleted', async () => {
    const { user, form, password, store } = await openDeletion();
    await user.type(password, 'errada123');
    await user.click(within(form).getByRole('button', { name: 'Excluir conta definitivamente' }));
    await waitFor(
      () => expect(password).toHaveAccessibleDescription(`Digite sua senha para confirmar. ${WRONG_PASSWORD}`),
      {
        timeout: 10_000,
      },
    );
    expect(password).toHaveFocus();
    expect(findAccountById(DEMO_USER.id)).not.toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  }, 30_000);

  it('deletes the account: every session ends, this device signs out, goes home and says so once', async () => {
    sessionWith(PHONE, DEMO_USER.id);
    const { user, form, password, store, router } = await openDeletion();
    const before = devToolsTimeline.length;
    await user.type(password, DEMO_USER.password);
    await user.click(within(form).getByRole('button', { name: 'Excluir conta definitivamente' }));
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false), { timeout: 10_000 });
    await findToast(ACCOUNT_DELETED);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(findAccountById(DEMO_USER.id)).toBeNull();
    expect(sessionIsLive(PHONE)).toBe(false);
    // Home: its grid reads its query from the address.
    await screen.findByRole('list', { name: 'Produtos' });
    expect(storySince(before)).toEqual(['account/deleted', 'session/loggedOut', 'catalogQuery/restoredFromUrl']);
    expect(JSON.stringify(devToolsTimeline.slice(before))).not.toContain(DEMO_USER.password);
    expect(JSON.stringify(store.getState())).not.toContain(DEMO_USER.password);
  }, 30_000);

  it('keeps the shopper signed in, and says why, when the server could not delete', async () => {
    setFailureConfig({ fail: parseFailSetting('accountDelete') });
    const { user, form, password, store, router } = await openDeletion();
    await user.type(password, DEMO_USER.password);
    await user.click(within(form).getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Não foi possível excluir sua conta\. /);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(router.state.location.pathname).toBe('/conta');
    expect(findAccountById(DEMO_USER.id)).not.toBeNull();
  });
});

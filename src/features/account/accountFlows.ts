/**
 * The account's flows of several steps (house style: outside components):
 * the request, then the events that tell the story, then the sign-in.
 */
import type { ApiError, PasswordChangeRequest, PasswordResetRequest, SignUpRequest } from '../../api/types';
import type { AppThunk } from '../../store/types';
import { loggedIn, renamed } from '../session';
import { saveJsonFile } from '../../lib/saveFile';
import { accountApi, deletionHandle, passwordChangeHandle, resetHandle, signUpHandle, takeExport } from './accountApi';
import {
  accountDeleted,
  dataDownloaded,
  passwordChanged,
  passwordReset,
  passwordResetRequested,
  registered,
} from './accountEvents';

/** How a flow ended: done, or the request's error value (its status and the server's message). */
export type Outcome = { ok: true } | { ok: false; error: ApiError };

/** 'Criar conta': the account is made, and the shopper signed in with it. */
export const signUp =
  (request: SignUpRequest): AppThunk<Promise<Outcome>> =>
  async (dispatch) => {
    const result = await dispatch(accountApi.endpoints.signUp.initiate(signUpHandle(request), { track: false }));
    if (result.error) return { ok: false, error: result.error as ApiError };
    dispatch(registered({ user: result.data.user }));
    dispatch(
      loggedIn({ ...result.data, via: 'signUp', welcome: 'Conta criada com sucesso! Você já está conectado(a).' }),
    );
    return { ok: true };
  };

/** 'Esqueci minha senha': the server sends a link if the email has an account. */
export const requestPasswordReset =
  (email: string): AppThunk<Promise<Outcome>> =>
  async (dispatch) => {
    const result = await dispatch(accountApi.endpoints.requestPasswordReset.initiate({ email }, { track: false }));
    if (result.error) return { ok: false, error: result.error as ApiError };
    dispatch(passwordResetRequested());
    return { ok: true };
  };

/** A new password through the link: every other session ends, and the shopper is signed in here. */
export const resetPassword =
  (request: PasswordResetRequest): AppThunk<Promise<Outcome>> =>
  async (dispatch) => {
    const result = await dispatch(accountApi.endpoints.resetPassword.initiate(resetHandle(request), { track: false }));
    if (result.error) return { ok: false, error: result.error as ApiError };
    dispatch(passwordReset({ user: result.data.user }));
    dispatch(
      loggedIn({
        ...result.data,
        via: 'passwordReset',
        welcome: 'Senha alterada com sucesso! Você já está conectado(a).',
      }),
    );
    return { ok: true };
  };

/**
 * 'Meus dados': the server renames the account, then the story's event, session/renamed (the
 * greeting follows).
 * The page's copy of the account is left as it is: its field already shows the new name, and the
 * page asks the server again whenever it opens.
 */
export const renameAccount =
  (name: string): AppThunk<Promise<Outcome>> =>
  async (dispatch) => {
    const result = await dispatch(accountApi.endpoints.renameAccount.initiate({ name }, { track: false }));
    if (result.error) return { ok: false, error: result.error as ApiError };
    dispatch(renamed({ name: result.data.name }));
    return { ok: true };
  };

/** 'Alterar senha': the server checks the current password, sets the new one and ends the other sessions. */
export const changePassword =
  (request: PasswordChangeRequest): AppThunk<Promise<Outcome>> =>
  async (dispatch) => {
    const result = await dispatch(
      accountApi.endpoints.changePassword.initiate(passwordChangeHandle(request), { track: false }),
    );
    if (result.error) return { ok: false, error: result.error as ApiError };
    dispatch(passwordChanged({ ended: result.data.ended }));
    return { ok: true };
  };

/** The file 'Baixar meus dados' saves. */
export const MY_DATA_FILE = 'vitrine-meus-dados.json';

/**
 * 'Baixar meus dados': the server gathers everything it keeps of the shopper, and the browser
 * saves it as a file. The data goes from the request to the file (accountApi.ts: a one-time
 * handle), never through Redux: it holds the whole CPF.
 */
export const downloadMyData = (): AppThunk<Promise<Outcome>> => async (dispatch) => {
  const result = await dispatch(accountApi.endpoints.exportAccountData.initiate(undefined, { track: false }));
  if (result.error) return { ok: false, error: result.error as ApiError };
  saveJsonFile(MY_DATA_FILE, takeExport(result.data));
  dispatch(dataDownloaded());
  return { ok: true };
};

/**
 * 'Excluir minha conta': the server checks the password, forgets the account and ends every
 * session of it; then the story's event. Signing this device out is the caller's next step
 * (useDeleteAccount.ts), with the trip home.
 */
export const deleteAccount =
  (password: string): AppThunk<Promise<Outcome>> =>
  async (dispatch) => {
    const result = await dispatch(
      accountApi.endpoints.deleteAccount.initiate(deletionHandle({ password }), { track: false }),
    );
    if (result.error) return { ok: false, error: result.error as ApiError };
    dispatch(accountDeleted());
    return { ok: true };
  };

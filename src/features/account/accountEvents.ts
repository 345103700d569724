import { createAction } from '@reduxjs/toolkit';
import type { User } from '../../api/types';

/**
 * The account's story on the DevTools timeline. Each sign-in that
 * follows one of these is `session/loggedIn`, which says how it came (`via`).
 */

/** 'Criar conta': the server made the account (the sign-in follows). */
export const registered = createAction<{ user: User }>('account/registered');

/** 'Esqueci minha senha': a link was asked for (the server says the same whether the email has an account). */
export const passwordResetRequested = createAction('account/passwordResetRequested');

/** A new password was set through the link, every other session ended (the sign-in follows). */
export const passwordReset = createAction<{ user: User }>('account/passwordReset');

/* 'Minha conta''s new name is the session's event, session/renamed (the session holds the user). */

/** 'Alterar senha': a new password, and the account's other sessions ended (`ended` of them). */
export const passwordChanged = createAction<{ ended: number }>('account/passwordChanged');

/**
 * 'Meus endereços': the server kept an address (`added`: a new one, from 'Minha conta' or the
 * checkout's 'Salvar este endereço em Minha conta'; else an edit). Ids only: the address stays in
 * the API's cache.
 */
export const addressSaved = createAction<{ id: string; added: boolean }>('account/addressSaved');

/** 'Meus endereços': an address was removed (`defaultId`: the default now, another one if it was). */
export const addressRemoved = createAction<{ id: string; defaultId: string | null }>('account/addressRemoved');

/** 'Meus endereços': 'Tornar padrão'. */
export const defaultAddressChosen = createAction<{ id: string }>('account/defaultAddressChosen');
/** 'Baixar meus dados': the shopper's data was saved as a file (the data itself never enters Redux). */
export const dataDownloaded = createAction('account/dataDownloaded');

/** 'Excluir minha conta': the server forgot the account and ended its sessions (this device signs out next). */
export const accountDeleted = createAction('account/deleted');

/**
 * The account's flows of several steps (house style: outside components):
 * the request, then the events that tell the story, then the sign-in.
 */
import type { ApiError, SignUpRequest } from '../../api/types';
import type { AppThunk } from '../../store/types';
import { loggedIn } from '../session';
import { accountApi, signUpHandle } from './accountApi';
import { registered } from './accountEvents';

/** How a flow ended: done, or the request's error value (its status and the server's message). */
export type Outcome = { ok: true } | { ok: false; error: ApiError };

/** 'Criar conta': the account is made, and the shopper signed in with it. */
export const signUp =
  (request: SignUpRequest): AppThunk<Promise<Outcome>> =>
  async (dispatch) => {
    const result = await dispatch(accountApi.endpoints.signUp.initiate(signUpHandle(request), { track: false }));
    if (result.error) return { ok: false, error: result.error as ApiError };
    dispatch(registered({ user: result.data.user }));
    dispatch(loggedIn({ ...result.data, via: 'signUp' }));
    return { ok: true };
  };

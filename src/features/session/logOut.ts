import { sessionSecretFor } from '../../api/sessionProof';
import type { AppThunk } from '../../store/types';
import { sessionApi, sessionHandle } from './sessionApi';
import { loggedOut, selectToken } from './sessionSlice';

/**
 * Spec §4 'sair': the shop signs out at once, and tells the server to end the
 * session without waiting for its answer (the secret travels through a
 * one-time handle, and the shop forgets it with the session).
 */
export const logOut = (): AppThunk => (dispatch, getState) => {
  const secret = sessionSecretFor(selectToken(getState()));
  if (secret) void dispatch(sessionApi.endpoints.endSession.initiate(sessionHandle(secret), { track: false }));
  dispatch(loggedOut());
};

import { sessionSecretFor } from '../../api/sessionProof';
import type { AppThunk } from '../../store/types';
import { loggedOut, selectToken } from './sessionSlice';

/**
 * 'sair': the shop signs out at once, then tells the server to end the session
 * without waiting for its answer. The secret travels through a one-time handle, and the shop
 * forgets it with the session. The request's file (sessionApi.ts) comes with the login page, or
 * is fetched here.
 */
export const logOut = (): AppThunk => (dispatch, getState) => {
  const secret = sessionSecretFor(selectToken(getState()));
  dispatch(loggedOut());
  if (secret)
    void import('./sessionApi').then(({ sessionApi, sessionHandle }) =>
      dispatch(sessionApi.endpoints.endSession.initiate(sessionHandle(secret), { track: false })),
    );
};

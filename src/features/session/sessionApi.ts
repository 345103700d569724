import { apiSlice } from '../../api/apiSlice';
import { oneTimeHandles } from '../../api/oneTimeHandles';
import { keepSessionProof } from '../../api/sessionProof';
import type { Credentials, SessionPayload } from '../../api/types';
import type { RootState } from '../../store/types';
import { loggedIn, selectToken, sessionRestored } from './sessionSlice';

/**
 * The password must never enter Redux (state, actions, DevTools): the login
 * mutation takes a one-time handle instead (src/api/oneTimeHandles.ts), and so
 * does the logout, whose request names the secret of the session it ends.
 */
const credentials = oneTimeHandles<Credentials>();
const endedSecrets = oneTimeHandles<string>();

export const credentialsHandle = credentials.handle;
export const sessionHandle = endedSecrets.handle;

export const sessionApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionPayload, string>({
      query: (handle) => ({ url: '/login', method: 'POST', body: credentials.take(handle) }),
      // The session's secret is held apart (src/api/sessionProof.ts), before RTK Query keeps the answer.
      transformResponse: keepSessionProof,
      // A successful sign-in is the story's event; the request itself is plumbing.
      async onQueryStarted(_handle, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(loggedIn(answer.data));
      },
    }),
    /**
     * The stored session is confirmed (and its user read back) on start. A 401 ends it
     * (sessionListeners.ts, as for any request).
     */
    getSession: build.query<SessionPayload, void>({
      query: () => ({ url: '/session' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        // The shopper may have logged out (or in as someone else) while the check ran.
        if (answer && selectToken(getState() as RootState) === answer.data.token)
          dispatch(sessionRestored(answer.data));
      },
    }),
    /** 'sair': the server ends the session whose secret the handle names (the shop has already let it go). */
    endSession: build.mutation<void, string>({
      query: (handle) => ({
        url: '/session',
        method: 'DELETE',
        headers: { authorization: `Bearer ${endedSecrets.take(handle) ?? ''}` },
      }),
    }),
  }),
});

export const { useLoginMutation } = sessionApi;

import { REHYDRATE } from 'redux-persist';
import type { AppStartListening } from '../../store/types';
import { sessionApi } from './sessionApi';
import { loggedIn, selectToken, sessionExpired, sessionRestored } from './sessionSlice';

/** The session's reactions to requests (Redux style guide: listeners for reactive logic). */
export function addSessionListeners(startListening: AppStartListening): void {
  // A successful sign-in is the story's event; the request itself is plumbing.
  startListening({
    matcher: sessionApi.endpoints.login.matchFulfilled,
    effect: (action, { dispatch }) => {
      dispatch(loggedIn(action.payload));
    },
  });

  // Spec §4: on start, the stored session is read back (after its delay).
  startListening({
    type: REHYDRATE,
    effect: (_action, { dispatch, getState }) => {
      if (selectToken(getState()))
        void dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
    },
  });
  startListening({
    matcher: sessionApi.endpoints.getSession.matchFulfilled,
    effect: (action, { dispatch, getState }) => {
      // The shopper may have logged out (or in as someone else) while the check ran.
      if (selectToken(getState()) === action.payload.token) dispatch(sessionRestored(action.payload));
    },
  });
  startListening({
    matcher: sessionApi.endpoints.getSession.matchRejected,
    effect: (action, { dispatch }) => {
      if (action.payload?.status === 401) dispatch(sessionExpired());
    },
  });
}

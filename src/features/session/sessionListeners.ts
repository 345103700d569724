import { isRejectedWithValue } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { AppStartListening } from '../../store/types';
import { sessionApi } from './sessionApi';
import { loggedIn, selectToken, selectUser, sessionExpired, sessionRestored } from './sessionSlice';

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
  // Issue 29, item 9: a 401 to any request of a signed-in shopper (the session check on start, a
  // cart save, an order, 'Meus pedidos'…) means the backend no longer accepts the token.
  startListening({
    predicate: (action, state) =>
      isRejectedWithValue(action) && (action.payload as { status?: unknown }).status === 401 && !!selectToken(state),
    effect: (_action, { dispatch, getState }) => {
      dispatch(sessionExpired({ userId: selectUser(getState())?.id ?? '' }));
    },
  });
}

import { isRejectedWithValue } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { AppStartListening } from '../../store/types';
import { selectToken, selectUser, sessionExpired } from './sessionSlice';

/**
 * The session's reactions (Redux style guide: listeners for reactive logic). What the sign-in's
 * and the session check's answers do is the requests' own (sessionApi.ts): that file comes with
 * the login page, or here with a stored session to check, so a first visit does not download it.
 */
export function addSessionListeners(startListening: AppStartListening): void {
  // On start, the stored session is read back (after its delay).
  startListening({
    type: REHYDRATE,
    effect: async (_action, { dispatch, getState }) => {
      if (!selectToken(getState())) return;
      const { sessionApi } = await import('./sessionApi');
      void dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }));
    },
  });
  // A 401 to any request of a signed-in shopper (the session check on start, a
  // cart save, an order, 'Meus pedidos'…) means the backend no longer accepts the token.
  startListening({
    predicate: (action, state) =>
      isRejectedWithValue(action) && (action.payload as { status?: unknown }).status === 401 && !!selectToken(state),
    effect: (action, { dispatch, getState }) => {
      // A change the shopper made (a mutation: a bag's save, an order) waits for a sign-in; a read does not.
      const interrupted = (action.meta as { arg?: { type?: unknown } }).arg?.type === 'mutation';
      dispatch(sessionExpired({ userId: selectUser(getState())?.id ?? '', ...(interrupted && { interrupted }) }));
    },
  });
}

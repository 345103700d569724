import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionPayload, User } from '../../api/types';
import type { PersistedState } from '../../store/types';

declare module '../../store/types' {
  interface RootState {
    session: SessionState;
  }
  interface PersistedState {
    session: SessionState;
  }
}

export interface SessionState {
  /** Opaque token from the backend; its presence is the spec's "logged in" flag. */
  token: string | null;
  user: User | null;
  /** The backend refused the token (a 401): the shopper is asked to sign in again (useSignInAgain.ts). */
  expired?: boolean;
}

const initialState: SessionState = { token: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn: (_state, { payload }: PayloadAction<SessionPayload>) => ({ token: payload.token, user: payload.user }),
    /** The backend confirmed the stored token on start and sent the user back. */
    sessionRestored: (state, { payload }: PayloadAction<SessionPayload>) => {
      if (state.token === payload.token) state.user = payload.user;
    },
    /**
     * The backend no longer accepts the token (a 401 to any request, sessionListeners.ts):
     * signed out, and asked to sign in again; the checkout waits for this shopper (checkoutState.ts).
     */
    sessionExpired: (_state, _action: PayloadAction<{ userId: string }>) => ({ ...initialState, expired: true }),
    loggedOut: () => initialState,
    /** Another tab of the shop signed in or out, or changed the cart or the checkout. */
    otherTabChanged: (_state, { payload }: PayloadAction<PersistedState>) => payload.session,
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
    selectUser: (state) => state.user,
    selectUserName: (state) => state.user?.name ?? null,
  },
});

export const { loggedIn, sessionRestored, sessionExpired, loggedOut, otherTabChanged } = sessionSlice.actions;
export const { selectToken, selectIsLoggedIn, selectUser, selectUserName } = sessionSlice.selectors;

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

/** A sign-in, and how it came: the login form, a new account, or a new password through its link. */
export type SignIn = SessionPayload & { via?: 'signUp' | 'passwordReset' };

/** The account's event the session answers (src/features/account/accountEvents.ts: nameChanged). */
type NameChanged = PayloadAction<{ name: string }, 'account/nameChanged'>;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn: (_state, { payload }: PayloadAction<SignIn>) => ({ token: payload.token, user: payload.user }),
    /** The backend confirmed the stored token on start and sent the user back. */
    sessionRestored: (state, { payload }: PayloadAction<SessionPayload>) => {
      if (state.token === payload.token) state.user = payload.user;
    },
    /**
     * The backend no longer accepts the token (a 401 to any request, sessionListeners.ts):
     * signed out, and asked to sign in again; the checkout waits for this shopper (checkoutState.ts).
     */
    sessionExpired: (_state, _action: PayloadAction<{ userId: string }>) => ({ ...initialState, expired: true }),
    /** 'sair'; `everywhere`: 'Sair de todos os aparelhos', after the server ended every session. */
    loggedOut: (_state, _action: PayloadAction<{ everywhere: true } | undefined>) => initialState,
    /** Another tab of the shop signed in or out, or changed the cart or the checkout. */
    otherTabChanged: (_state, { payload }: PayloadAction<PersistedState>) => payload.session,
  },
  // Issue 31: 'Minha conta' renamed the shopper (account/nameChanged, the account's event): the
  // greeting and the stored userName follow. By its type, as the session never imports the account.
  extraReducers: (builder) => {
    builder.addCase<'account/nameChanged', NameChanged>('account/nameChanged', (state, { payload }) => {
      if (state.user) state.user.name = payload.name;
    });
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

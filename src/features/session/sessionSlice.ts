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
  /** The backend refused the token (a 401): signed out, and told so (useSignInAgain.ts). */
  expired?: boolean;
  /** It refused a change the shopper made (a bag's save, an order): they sign in again to finish it. */
  interrupted?: boolean;
}

const initialState: SessionState = { token: null, user: null };

/** A sign-in, and how it came: the login form, a new account, or a new password through its link. */
export type SignIn = SessionPayload & {
  via?: 'signUp' | 'passwordReset';
  /** The sign-in's toast when it came another way than the login form: the page it came by gives its words. */
  welcome?: string;
};

/**
 * A sign-out made by a page of its own, after the server ended the sessions: 'Sair de todos os
 * aparelhos' (`everywhere`) or 'Excluir minha conta' (`accountDeleted`). `farewell` is what the
 * shopper is told: that page's words, which come with its code rather than in the first download.
 */
export type SignOut = { farewell: string } & ({ everywhere: true } | { accountDeleted: true });

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
    sessionExpired: (_state, { payload }: PayloadAction<{ userId: string; interrupted?: boolean }>) => ({
      ...initialState,
      expired: true,
      ...(payload.interrupted && { interrupted: true }),
    }),
    /**
     * The session ended while the shopper was on a page that needs none, with nothing waiting
     * for a sign-in: they stay on it, signed out, and are told (uiSlice).
     */
    expiredWhileBrowsing: () => {},
    /** 'sair', or a sign-out a page of its own made after the server ended the sessions (SignOut). */
    loggedOut: (_state, _action: PayloadAction<SignOut | undefined>) => initialState,
    /**
     * 'Minha conta' renamed the account on the server; the greeting and the stored
     * userName follow. The session's event, as the session holds the user: no reducer of the
     * first download answers another feature's event by its type.
     */
    renamed: (state, { payload }: PayloadAction<{ name: string }>) => {
      if (state.user) state.user.name = payload.name;
    },
    /** Another tab of the shop signed in or out, or changed the cart or the checkout. */
    otherTabChanged: (_state, { payload }: PayloadAction<PersistedState>) => payload.session,
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
    selectUser: (state) => state.user,
  },
});

export const { loggedIn, sessionRestored, sessionExpired, expiredWhileBrowsing, loggedOut, renamed, otherTabChanged } =
  sessionSlice.actions;
export const { selectToken, selectIsLoggedIn, selectUser } = sessionSlice.selectors;

/**
 * The header's greeting, or null signed out. Beside the slice's selectors rather than
 * among them: there each name is written twice in the first download, and 'Minha conta''s name change
 * (`renamed` above) had to fit the 135 kB budget.
 */
export const selectUserName = (state: { session: SessionState }) => selectUser(state)?.name ?? null;

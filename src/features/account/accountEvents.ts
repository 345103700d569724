import { createAction } from '@reduxjs/toolkit';
import type { User } from '../../api/types';

/**
 * The account's story on the DevTools timeline (issue 31). Each sign-in that
 * follows one of these is `session/loggedIn`, which says how it came (`via`).
 */

/** 'Criar conta': the server made the account (the sign-in follows). */
export const registered = createAction<{ user: User }>('account/registered');

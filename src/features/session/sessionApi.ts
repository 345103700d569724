import { nanoid } from '@reduxjs/toolkit';
import { apiSlice } from '../../api/apiSlice';
import type { Credentials, SessionPayload } from '../../api/types';

/**
 * The password must never enter Redux (state, actions, DevTools). RTK Query
 * keeps a mutation's argument in both, so the login mutation takes a one-time
 * handle instead; the credentials wait here until the request body is built.
 */
const pendingCredentials = new Map<string, Credentials>();

export function credentialsHandle(credentials: Credentials): string {
  const handle = nanoid();
  pendingCredentials.set(handle, credentials);
  return handle;
}

export const sessionApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionPayload, string>({
      query: (handle) => {
        const body = pendingCredentials.get(handle);
        pendingCredentials.delete(handle);
        return { url: '/login', method: 'POST', body };
      },
    }),
    /** Spec §4: the stored session is confirmed (and its user read back) on start. */
    getSession: build.query<SessionPayload, void>({
      query: () => ({ url: '/session' }),
    }),
  }),
});

export const { useLoginMutation } = sessionApi;

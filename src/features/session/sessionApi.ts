import { apiSlice } from '../../api/apiSlice';
import type { Credentials, SessionPayload } from '../../api/types';

export const sessionApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionPayload, Credentials>({
      query: (credentials) => ({ url: '/login', method: 'POST', body: credentials }),
    }),
    /** Spec §4: the stored session is confirmed (and its user read back) on start. */
    getSession: build.query<SessionPayload, void>({
      query: () => ({ url: '/session' }),
    }),
  }),
});

export const { useLoginMutation } = sessionApi;

import { createApi } from '@reduxjs/toolkit/query/react';
import { createFakeBaseQuery } from '../../mocks/fakeBaseQuery';
import { REQUEST_TIMEOUT_MS } from './config';

/** The session token, read without importing the store (which imports this file). */
function tokenOf(state: unknown): string | null {
  return (state as { session?: { token?: string | null } }).session?.token ?? null;
}

/**
 * The one API slice. Features add their endpoints with injectEndpoints. The base
 * query is the fake backend; a real server would be
 * `fetchBaseQuery({ baseUrl, prepareHeaders })` with the same prepareHeaders.
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: createFakeBaseQuery({
    timeout: REQUEST_TIMEOUT_MS,
    prepareHeaders: (headers, { getState }) => {
      const token = tokenOf(getState());
      return token ? { ...headers, authorization: `Bearer ${token}` } : headers;
    },
  }),
  endpoints: () => ({}),
});

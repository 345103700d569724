import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { createFakeBaseQuery } from '../../mocks/fakeBaseQuery';
import { API_URL, REQUEST_TIMEOUT_MS } from './config';
import { takeEarlyAnswer } from './preload';
import { sessionSecretFor } from './sessionProof';

declare module '../store/types' {
  interface RootState {
    [apiSlice.reducerPath]: ReturnType<typeof apiSlice.reducer>;
  }
}

/**
 * The secret of the signed-in session (src/api/sessionProof.ts), read beside the
 * state's token without importing the store (which imports this file).
 */
function secretOf(state: unknown): string | null {
  return sessionSecretFor((state as { session?: { token?: string | null } }).session?.token ?? null);
}

/**
 * A real server over HTTP (`npm run api`, or any with the same routes), with the
 * session's secret; a request that names its own (the logout's) keeps it.
 */
const realServer = () =>
  fetchBaseQuery({
    baseUrl: API_URL,
    timeout: REQUEST_TIMEOUT_MS,
    prepareHeaders: (headers, { getState }) => {
      const secret = secretOf(getState());
      if (secret && !headers.has('authorization')) headers.set('authorization', `Bearer ${secret}`);
      return headers;
    },
  });

/** The fake backend in mocks/, reached in the page itself. */
const fakeBackend = () =>
  createFakeBaseQuery({
    timeout: REQUEST_TIMEOUT_MS,
    takeEarlyAnswer,
    prepareHeaders: (headers, { getState }) => {
      const secret = secretOf(getState());
      return secret ? { authorization: `Bearer ${secret}`, ...headers } : headers;
    },
  });

/**
 * The one API slice. Features add their endpoints with injectEndpoints, in
 * the `{ url, method, body }` form both base queries take, and both report
 * failures as the same error values (src/api/types.ts: ApiError).
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  // The one line that chooses the backend: API_URL at build time (README, "Working with the fake backend").
  // Read from process.env here, so webpack sees a constant and drops the other base query from the bundle.
  baseQuery: process.env.API_URL ? realServer() : fakeBackend(),
  endpoints: () => ({}),
});

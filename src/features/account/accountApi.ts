import { apiSlice } from '../../api/apiSlice';
import { oneTimeHandles } from '../../api/oneTimeHandles';
import { keepSessionProof } from '../../api/sessionProof';
import type { SessionPayload, SignUpRequest } from '../../api/types';

/**
 * A password never enters Redux: the sign-up mutation takes a one-time handle
 * (src/api/oneTimeHandles.ts), and the session's secret in its answer is held
 * apart (src/api/sessionProof.ts).
 */
const signUps = oneTimeHandles<SignUpRequest>();

export const signUpHandle = signUps.handle;

export const accountApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SessionPayload, string>({
      query: (handle) => ({ url: '/accounts', method: 'POST', body: signUps.take(handle) }),
      transformResponse: keepSessionProof,
    }),
  }),
});

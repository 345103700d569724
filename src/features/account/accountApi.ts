import { apiSlice } from '../../api/apiSlice';
import { oneTimeHandles } from '../../api/oneTimeHandles';
import { keepSessionProof } from '../../api/sessionProof';
import type { PasswordResetRequest, SessionPayload, SignUpRequest } from '../../api/types';

/**
 * A password, and a reset link's token, never enter Redux: these mutations
 * take one-time handles (src/api/oneTimeHandles.ts), and the session's
 * secret in their answers is held apart (src/api/sessionProof.ts).
 */
const signUps = oneTimeHandles<SignUpRequest>();
const resets = oneTimeHandles<PasswordResetRequest>();

export const signUpHandle = signUps.handle;
export const resetHandle = resets.handle;

export const accountApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SessionPayload, string>({
      query: (handle) => ({ url: '/accounts', method: 'POST', body: signUps.take(handle) }),
      transformResponse: keepSessionProof,
    }),
    requestPasswordReset: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/password-resets', method: 'POST', body }),
    }),
    resetPassword: build.mutation<SessionPayload, string>({
      query: (handle) => ({ url: '/password', method: 'PUT', body: resets.take(handle) }),
      transformResponse: keepSessionProof,
    }),
  }),
});

import { apiSlice } from '../../api/apiSlice';
import { oneTimeHandles } from '../../api/oneTimeHandles';
import { keepSessionProof } from '../../api/sessionProof';
import type {
  AccountDetails,
  PasswordChangeRequest,
  PasswordResetRequest,
  SessionPayload,
  SignUpRequest,
} from '../../api/types';

/**
 * A password, and a reset link's token, never enter Redux: these mutations
 * take one-time handles (src/api/oneTimeHandles.ts), and the session's
 * secret in their answers is held apart (src/api/sessionProof.ts).
 */
const signUps = oneTimeHandles<SignUpRequest>();
const resets = oneTimeHandles<PasswordResetRequest>();
const passwordChanges = oneTimeHandles<PasswordChangeRequest>();

export const signUpHandle = signUps.handle;
export const resetHandle = resets.handle;
export const passwordChangeHandle = passwordChanges.handle;

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
    /** 'Minha conta': name, email, the CPF masked (never the hash). */
    getAccount: build.query<AccountDetails, void>({ query: () => '/account' }),
    renameAccount: build.mutation<AccountDetails, { name: string }>({
      query: (body) => ({ url: '/account', method: 'PATCH', body }),
    }),
    /** 'Alterar senha': every other session of the account ends; this one stays. */
    changePassword: build.mutation<{ ended: number }, string>({
      query: (handle) => ({ url: '/account/password', method: 'PUT', body: passwordChanges.take(handle) }),
    }),
  }),
});

export const { useGetAccountQuery } = accountApi;

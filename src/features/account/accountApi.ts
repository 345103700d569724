import { apiSlice } from '../../api/apiSlice';
import { oneTimeHandles } from '../../api/oneTimeHandles';
import { keepSessionProof } from '../../api/sessionProof';
import type {
  AccountDataExport,
  AccountDeletionRequest,
  AccountDetails,
  ApiError,
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
const deletions = oneTimeHandles<AccountDeletionRequest>();
/**
 * 'Baixar meus dados' holds the whole CPF, so its answer never enters Redux either: the endpoint
 * makes the base query's raw call itself and holds the answer here, so the mutation's actions
 * (and, untracked, its state) carry only a one-time handle, which the flow takes it back with.
 */
const exportedData = oneTimeHandles<AccountDataExport>();

export const signUpHandle = signUps.handle;
export const resetHandle = resets.handle;
export const passwordChangeHandle = passwordChanges.handle;
export const deletionHandle = deletions.handle;
export const takeExport = exportedData.take;

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
    getAccount: build.query<AccountDetails, void>({
      query: () => '/account',
      // Another shopper may sign in on this device (or the account be deleted): the shopper's data
      // is not kept once no page shows it.
      keepUnusedDataFor: 0,
    }),
    renameAccount: build.mutation<AccountDetails, { name: string }>({
      query: (body) => ({ url: '/account', method: 'PATCH', body }),
    }),
    /** 'Alterar senha': every other session of the account ends; this one stays. */
    changePassword: build.mutation<{ ended: number }, string>({
      query: (handle) => ({ url: '/account/password', method: 'PUT', body: passwordChanges.take(handle) }),
    }),
    /** 'Baixar meus dados': answers the handle of the data (above), never the data. */
    exportAccountData: build.mutation<string, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const answer = await baseQuery('/account/export');
        if (answer.error) return { error: answer.error as ApiError };
        return { data: exportedData.handle(answer.data as AccountDataExport) };
      },
    }),
    /** 'Excluir minha conta': the password checked, every store forgets the account, every session ends. */
    deleteAccount: build.mutation<{ deleted: true }, string>({
      query: (handle) => ({ url: '/account', method: 'DELETE', body: deletions.take(handle) }),
    }),
  }),
});

export const { useGetAccountQuery } = accountApi;

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiSlice } from '../../api/apiSlice';
import { failureText } from '../../components/failureText';
import { useAppDispatch } from '../../store/hooks';
import { loggedOut } from './sessionSlice';

/** Its own endpoint, fetched with the page that offers it (not with the first download's session API). */
const endAllSessionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    endAllSessions: build.mutation<{ ended: number }, void>({
      query: () => ({ url: '/sessions', method: 'DELETE' }),
    }),
  }),
});

/**
 * 'Sair de todos os aparelhos': the server ends every session of
 * the account, this one too; once it has, this device signs out and goes
 * home (as 'sair' does). Until it has, the shopper stays signed in here and
 * is told if it failed: the other devices would still be signed in.
 */
export function useLogoutEverywhere(): {
  logOutEverywhere: () => Promise<void>;
  busy: boolean;
  failure: string | null;
} {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const logOutEverywhere = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await dispatch(endAllSessionsApi.endpoints.endAllSessions.initiate(undefined, { track: false }));
    setBusy(false);
    if (result.error) return setFailure(failureText(result.error, 'Não foi possível sair de todos os aparelhos.'));
    void navigate('/');
    dispatch(loggedOut({ everywhere: true, farewell: 'Você saiu de todos os aparelhos.' }));
  };
  return { logOutEverywhere, busy, failure };
}

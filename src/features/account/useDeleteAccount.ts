import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { loggedOut } from '../session';
import { deleteAccount, type Outcome } from './accountFlows';

export const ACCOUNT_DELETED = 'Sua conta foi excluída.';

/**
 * 'Excluir minha conta': once the server has deleted the account, this device
 * signs out and goes home as 'Sair de todos os aparelhos' does (useLogoutEverywhere.ts): the
 * server has already ended every session, so nothing more is sent. Until then the shopper stays
 * signed in and the form says why it failed.
 */
export function useDeleteAccount(): (password: string) => Promise<Outcome> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (password) => {
    const outcome = await dispatch(deleteAccount(password));
    if (outcome.ok) {
      void navigate('/');
      dispatch(loggedOut({ accountDeleted: true, farewell: ACCOUNT_DELETED }));
    }
    return outcome;
  };
}

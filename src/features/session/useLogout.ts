import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { logOut } from './logOut';

/**
 * Logout goes to '/' and ends the session (the cart, toast and menu
 * answer `session/loggedOut` themselves). The router updates its location
 * without a transition (src/app/App.tsx), so both land in one render and a
 * guarded page left behind (/cart) never sees a signed-out shopper.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return () => {
    void navigate('/');
    dispatch(logOut());
  };
}

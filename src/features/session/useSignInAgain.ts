import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import type { RootState } from '../../store/types';
import type { LoginTrip } from './loginReturn';

/** The backend refused the session, and the shopper has not signed in since (read by pages fetched later only). */
export const selectSessionExpired = (state: RootState) => state.session.expired === true;

/**
 * Issue 29, item 9: once the backend refuses the session (session/sessionExpired), the shopper
 * goes to sign in again, told why, and comes back to the page they were on. Once per expiry:
 * leaving /login without signing in is left alone. The page is replaced, as RequireAuth replaces
 * a signed-in page (on such a page both move, to the same place with the same trip).
 */
export function useSignInAgain(): void {
  const expired = useAppSelector(selectSessionExpired);
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const handled = useRef(false);
  useEffect(() => {
    if (expired && !handled.current && pathname !== '/login') {
      const trip: LoginTrip = { from: pathname + search, pageState: state, reason: 'expired' };
      void navigate('/login', { replace: true, state: trip });
    }
    handled.current = expired;
  }, [expired, navigate, pathname, search, state]);
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RootState } from '../../store/types';
import type { LoginTrip } from './loginReturn';
import { expiredWhileBrowsing } from './sessionSlice';
import { withNews } from '../../store/news';

/** The backend refused the session, and the shopper has not signed in since (read by pages fetched later only). */
export const selectSessionExpired = (state: RootState) => state.session.expired === true;
const selectChangeInterrupted = (state: RootState) => state.session.interrupted === true;

/**
 * Once the backend refuses the session (session/sessionExpired): where the page needs a session
 * (`pageNeedsSession`), or the backend refused a change the shopper made (which waits for the
 * sign-in: an addition to the bag), the shopper goes to sign in again, told why, and comes back
 * to the page they were on; the page is replaced, as RequireAuth
 * replaces a signed-in page (on such a page both move, to the same place with the same trip).
 * Anywhere else (the home page, a product) the shopper stays, signed out, and is told once.
 * Once per expiry: leaving /login without signing in is left alone.
 */
export function useSignInAgain(pageNeedsSession: boolean): void {
  const expired = useAppSelector(selectSessionExpired);
  const needsSession = useAppSelector(selectChangeInterrupted) || pageNeedsSession;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const handled = useRef(false);
  useEffect(() => {
    if (expired && !handled.current && pathname !== '/login') {
      if (needsSession) {
        const trip: LoginTrip = { from: pathname + search, pageState: state, reason: 'expired' };
        void navigate('/login', { replace: true, state: trip });
      } else {
        const toast = {
          message: 'Sua sessão expirou. Você pode continuar navegando ou entrar de novo.',
          variant: 'info',
        } as const;
        dispatch(withNews(expiredWhileBrowsing(), { toast }));
      }
    }
    handled.current = expired;
  }, [expired, needsSession, dispatch, navigate, pathname, search, state]);
}

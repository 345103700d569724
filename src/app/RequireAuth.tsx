import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { LoginTrip } from '../features/session/loginReturn';
import { selectIsLoggedIn } from '../features/session/sessionSlice';
import { selectSessionExpired } from '../features/session/useSignInAgain';
import { useAppSelector } from '../store/hooks';

/**
 * /cart needs the stored token; without it, go to /login replacing
 * history. The shop renders once the stored session has been read back
 * (src/start/startShop.tsx), so "no token" here really means signed out. A session
 * the backend refused says so on the login page, as useSignInAgain's move does.
 */
export function RequireAuth() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const expired = useAppSelector(selectSessionExpired);
  const { pathname, search, state } = useLocation();
  const trip: LoginTrip = { from: pathname + search, pageState: state, ...(expired && { reason: 'expired' }) };
  if (!loggedIn) return <Navigate to="/login" replace state={trip} />;
  return <Outlet />;
}

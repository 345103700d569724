import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { LoginTrip } from '../features/session/loginReturn';
import { selectIsLoggedIn } from '../features/session/sessionSlice';
import { useAppSelector } from '../store/hooks';

/**
 * Spec §2/§6: /cart needs the stored token; without it, go to /login replacing
 * history. The shop renders once the stored session has been read back
 * (src/start/startShop.tsx), so "no token" here really means signed out.
 */
export function RequireAuth() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to="/login" replace state={{ from: pathname + search } satisfies LoginTrip} />;
  return <Outlet />;
}

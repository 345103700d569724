import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { selectIsLoggedIn } from '../features/session/sessionSlice';
import { useAppSelector } from './hooks';
import { selectSessionKnown } from './persistence/rehydration';

/** Spec §2/§6: /cart needs the stored token; without it, go to /login replacing history. */
export function RequireAuth() {
  const ready = useAppSelector(selectSessionKnown);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!ready) return <Loading />;
  if (!loggedIn) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { selectIsLoggedIn } from '../features/session/sessionSlice';
import { useAppSelector } from './hooks';

/** redux-persist marks the state once the stored session has been read back. */
const selectSessionReady = (state: unknown) =>
  (state as { _persist?: { rehydrated: boolean } })._persist?.rehydrated ?? true;

/** Spec §2/§6: /cart needs the stored token; without it, go to /login replacing history. */
export function RequireAuth() {
  const ready = useAppSelector(selectSessionReady);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!ready) return <Loading />;
  if (!loggedIn) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

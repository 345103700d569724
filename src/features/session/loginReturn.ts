/**
 * The trip to the login page and back: who sends the shopper there says where
 * to return (and why, and which size was chosen); after signing in the login
 * page sends them back. Router-aware hooks, so components only call them.
 */
import { useLocation, useNavigate } from 'react-router-dom';

/** The sign-in pages themselves: never a way back (and a reset link's token never travels on). */
const SIGN_IN_PAGES = /^\/(login|cadastro|esqueci-senha|redefinir-senha)(\/|$)/;

/**
 * Where to go after signing in: back to the page that sent the shopper here,
 * but only ever a path inside the shop (no open redirect).
 */
export function safeReturnPath(from: unknown): string {
  // Browsers drop tabs and newlines from URLs ("/\t/evil" becomes "//evil"), so reject
  // control characters outright, then let the URL parser decide where it really points.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (typeof from !== 'string' || !from.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(from)) return '/';
  const base = 'https://vitrine.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || url.pathname.startsWith('/login') || SIGN_IN_PAGES.test(url.pathname)) return '/';
  return url.pathname + url.search + url.hash;
}

/** What travels in the router's state to /login. */
export interface LoginTrip {
  from: string;
  /** Why the shopper must sign in first, said on the login page (expired: the backend refused the session). */
  reason?: 'add-to-bag' | 'favorite' | 'expired';
  /** The size chosen on the product page, chosen again on return. */
  size?: string;
  /** The product whose heart was pressed signed out: added to the favourites on return. */
  favorite?: string;
  /** The router state of a page /login replaced, given back on return (a checkout step keeps its place in the history). */
  pageState?: unknown;
}

/** What the page returned to receives in the router's state. */
export interface ReturnState {
  size?: string;
  favorite?: string;
}

/** Sends the shopper to /login, to come back to this page afterwards. */
export function useSendToLogin(): (trip?: Omit<LoginTrip, 'from'>) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (trip) => void navigate('/login', { state: { from: pathname + search, ...trip } satisfies LoginTrip });
}

/**
 * Where the login page sends a signed-in shopper: back where they came from (inside the shop only), else '/',
 * with the size chosen or the favourite to add.
 */
export function useLoginReturn(): { to: string; state: unknown; reason: LoginTrip['reason'] } {
  const trip = (useLocation().state ?? {}) as Partial<Record<keyof LoginTrip, unknown>>;
  const size = typeof trip.size === 'string' ? trip.size : undefined;
  const favorite = typeof trip.favorite === 'string' && trip.favorite.length <= 100 ? trip.favorite : undefined;
  return {
    to: safeReturnPath(trip.from),
    state: size || favorite ? ({ size, favorite } satisfies ReturnState) : (trip.pageState ?? undefined),
    reason:
      trip.reason === 'add-to-bag' || trip.reason === 'favorite' || trip.reason === 'expired' ? trip.reason : undefined,
  };
}

import { matchPath, useLocation } from 'react-router-dom';
import { useSignInAgain } from '../../features/session/useSignInAgain';
import { SlideMenu } from './SlideMenu';

/** The pages only a signed-in shopper sees: routes.tsx puts them behind RequireAuth (LateChrome.test.tsx keeps the two alike). */
export const SIGNED_IN_PATHS = ['cart', 'checkout/*', 'pedido/:id', 'conta', 'favoritos', 'pedidos', 'pedidos/:id'];

/** Whether the page at `pathname` is one of them (decided here, out of the first download). */
const needsSignIn = (pathname: string): boolean =>
  SIGNED_IN_PATHS.some((path) => matchPath(`/${path}`, pathname) !== null);

/**
 * What the page frame runs once the first paint is done (fetched with the footer): the
 * slide-out menu, and what follows when the backend refuses the session (which needs a request
 * answered first): a sign-in again where the page or an interrupted change needs one.
 */
export function LateChrome() {
  const { pathname } = useLocation();
  useSignInAgain(needsSignIn(pathname));
  return <SlideMenu />;
}

import { matchPath, useLocation } from 'react-router-dom';
import { useSignInAgain } from '../../features/session/useSignInAgain';
import { SIGNED_IN_PAGES } from '../pages';
import { SlideMenu } from './SlideMenu';

/** Whether the page at `pathname` is one only a signed-in shopper sees (decided here, out of the first download). */
const needsSignIn = (pathname: string): boolean =>
  SIGNED_IN_PAGES.some(([path]) => matchPath(`/${path}`, pathname) !== null);

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

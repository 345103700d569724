import { useSignInAgain } from '../../features/session/useSignInAgain';
import { SlideMenu } from './SlideMenu';

/**
 * What the page frame runs once the first paint is done (fetched with the footer): the
 * slide-out menu, and the move to sign in again when the backend refuses the session, which
 * needs a request answered first.
 */
export function LateChrome() {
  useSignInAgain();
  return <SlideMenu />;
}

import type { ReactElement } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useSignInAgain } from '../../features/session/useSignInAgain';
import { SlideMenu } from './SlideMenu';

/** The pages only a signed-in shopper sees, each path with its page (routes.tsx). */
export type SignedInPages = readonly (readonly [path: string, page: ReactElement])[];

/** Whether the page at `pathname` is one only a signed-in shopper sees (decided here, out of the first download). */
const needsSignIn = (pathname: string, signedIn: SignedInPages = []): boolean =>
  signedIn.some(([path]) => matchPath(`/${path}`, pathname) !== null);

/**
 * What the page frame runs once the first paint is done (fetched with the footer): the
 * slide-out menu, and what follows when the backend refuses the session (which needs a request
 * answered first): a sign-in again where the page or an interrupted change needs one.
 */
export function LateChrome({ signedIn }: { signedIn?: SignedInPages }) {
  const { pathname } = useLocation();
  useSignInAgain(needsSignIn(pathname, signedIn));
  return <SlideMenu />;
}

/**
 * The session's front door: what other features may use of it, its events, selectors and the
 * trip to /login and back. Nothing else of this folder crosses to another feature (a lint zone,
 * eslint.config.mjs); an import names only what it takes, so the build brings only that.
 */
export {
  expiredWhileBrowsing,
  loggedIn,
  loggedOut,
  otherTabChanged,
  renamed,
  selectIsLoggedIn,
  selectToken,
  selectUser,
  sessionExpired,
  sessionRestored,
} from './sessionSlice';
export { useLoginReturn, useSendToLogin, type ReturnState } from './loginReturn';
export { useLogoutEverywhere } from './useLogoutEverywhere';

/**
 * The account's front door (issue 31): its events. Its pages arrive with
 * their routes (src/app/routes.tsx); nothing else of this folder crosses to
 * another feature (a lint zone, eslint.config.mjs).
 */
export {
  accountDeleted,
  dataDownloaded,
  passwordChanged,
  passwordReset,
  passwordResetRequested,
  registered,
} from './accountEvents';

import type { User } from '../../src/api/types';

/**
 * The token is the email followed by a fixed suffix. The shop keeps it
 * under its storage key as the spec says, and the session payload carries it;
 * it proves nothing (a session's secret does: accounts/sessionStore.ts).
 */
export const TOKEN_SUFFIX = '.vitrine-token';

export function tokenFor(user: Pick<User, 'email'>): string {
  return `${user.email}${TOKEN_SUFFIX}`;
}

import type { User } from '../../src/api/types';

/** The one built-in shopper (spec §3). Documented in the README as the demo login. */
export const DEMO_USER = {
  id: '1',
  email: 'maria@vitrine.dev',
  password: '123456',
  name: 'Maria',
} as const;

type StoredUser = User & { password: string };

let users: ReadonlyArray<StoredUser> = [DEMO_USER];

/** For tests: other shoppers besides the demo one (null: the demo shopper alone, as the shop has). */
export function serveUsers(extra: StoredUser[] | null): void {
  users = [DEMO_USER, ...(extra ?? [])];
}

/** Spec §3: the token is the email followed by a fixed suffix. The shop treats it as opaque. */
export const TOKEN_SUFFIX = '.vitrine-token';

export function tokenFor(user: User): string {
  return `${user.email}${TOKEN_SUFFIX}`;
}

/** Emails are case-insensitive in practice, and a pasted one often carries spaces. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spec §5: email and password match among the built-in users; the password exactly. */
export function findUserByCredentials(email: string, password: string): User | null {
  const match = users.find((u) => sameEmail(u.email, email) && u.password === password);
  return match ? publicUser(match) : null;
}

export function findUserByToken(token: string | undefined): User | null {
  const match = users.find((u) => token !== undefined && tokenFor(u) === token);
  return match ? publicUser(match) : null;
}

function publicUser({ id, email, name }: User): User {
  return { id, email, name };
}

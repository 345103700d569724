/**
 * For the tests: sessions on the fake backend as a sign-in leaves them, without
 * signing in (no password's slow hash): the demo shopper's, another shopper's.
 * Apart from testFixtures.ts, which imports the test products, so src/test/
 * can use these without an import circle. Never imported by the backend itself.
 */
import type { User } from '../src/api/types';
import { addAccount, DEMO_ACCOUNT, type StoredAccount } from './backend/accounts/accountStore';
import { digestOf } from './backend/accounts/secrets';
import { addSession, findSession } from './backend/accounts/sessionStore';
import { DEMO_USER } from './demoLogin';

export { DEMO_USER };

/** The demo shopper's session secret in the tests (a session secret's form: 43 base64url characters). */
export const DEMO_TOKEN = 'demo-session-secret-of-the-tests-0000000000';

/**
 * A live session with this secret for the account, as a sign-in would have
 * left it (the server's disk is reset before every test); answers the secret.
 */
export function sessionWith(secret: string, userId: string): string {
  const digest = digestOf(secret);
  if (!findSession(digest, Date.now())) addSession(digest, userId, Date.now());
  return secret;
}

/** Whether the server holds a live session with this secret (ended, expired or unknown: false). */
export function sessionIsLive(secret: string): boolean {
  return findSession(digestOf(secret), Date.now()) !== null;
}

let shoppers = 0;
/**
 * Another shopper's account (its password is the demo login's), and a live
 * session for it: `{ user, token }`, the token being the session's secret.
 */
export function otherShopper(name = 'Joana'): { user: User; token: string; account: StoredAccount } {
  shoppers += 1;
  const account = addAccount(
    {
      name,
      email: `${name.toLowerCase()}.${shoppers}@vitrine.dev`,
      cpf: '11144477735',
      passwordHash: DEMO_ACCOUNT.passwordHash,
      consents: [],
    },
    Date.now(),
  );
  const token = sessionWith(`other-shopper-session-${String(shoppers).padStart(4, '0')}-`.padEnd(43, '0'), account.id);
  return { user: { id: account.id, email: account.email, name: account.name }, token, account };
}
